import { AuthModals } from '../features/auth';
import { PaymentConfirmationDialog, PlanLimitDialog } from '../features/billing';
import { DemoMeetingModal } from '../features/demo-booking';
import { PracticeModals } from '../features/personas';
import { DocumentUploadSlot } from './document-upload-slot';
import { UploadDocumentModal } from './upload-document-modal';

/**
 * Every app-level modal, mounted once. Each feature contributes its modals here as it lands;
 * each feature keeps its own flags and offers an opener in its index (docs/decisions/0019-web-layering.md).
 */
export function AppModals() {
  return (
    <>
      <AuthModals />
      <DemoMeetingModal />
      <PracticeModals renderClosingUpload={(onBusyChange) => <DocumentUploadSlot onBusyChange={onBusyChange} />} />
      <UploadDocumentModal />
      <PaymentConfirmationDialog />
      <PlanLimitDialog />
    </>
  );
}
