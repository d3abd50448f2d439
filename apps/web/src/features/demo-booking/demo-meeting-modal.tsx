import { lazy, Suspense, useState } from 'react';
import { useDemoModalStore } from './store/demo-modal-store';

const DemoModal = lazy(() => import('./components/demo-modal'));

/**
 * Loads the demo modal (form, scheduler, country list) on the first open only, so pages that
 * never open it do not pay for it; after that it stays mounted for its closing animation.
 */
export function DemoMeetingModal() {
  const open = useDemoModalStore((s) => s.demoMeeting);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DemoModal />
    </Suspense>
  );
}
