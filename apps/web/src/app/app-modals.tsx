import { AuthModals } from '../features/auth/auth-modals';
import { PaymentConfirmationDialog } from '../features/billing/components/payment-confirmation-dialog';
import { PlanLimitDialog } from '../features/billing/components/plan-limit-dialog';
import { DemoMeetingModal } from '../features/demo-booking/demo-meeting-modal';
import { PracticeModals } from './practice-modals';
import { UploadDocumentModal } from './upload-document-modal';

/**
 * Every app-level modal, mounted once. Each feature contributes its modals here as it lands;
 * the flags live in the modal store so any button anywhere can open them.
 */
export function AppModals() {
  return (
    <>
      <AuthModals />
      <DemoMeetingModal />
      <PracticeModals />
      <UploadDocumentModal />
      <PaymentConfirmationDialog />
      <PlanLimitDialog />
    </>
  );
}
