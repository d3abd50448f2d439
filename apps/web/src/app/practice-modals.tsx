import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore, useIsSignedIn } from '../features/auth/store/auth-store';
import { DocumentUploadSlot } from './document-upload-slot';
import { clearPracticeIntent, readPracticeIntent } from './practice-intent';
import { useModalStore } from './store/modal-store';

// Loaded on first use so the persona builder never weighs on the home page bundle.
const InteractionModeDialog = lazy(() => import('../features/personas/components/interaction-mode-dialog'));

/** Resumes a practice intent once the visitor has signed in; drops it if they close sign-in. */
function useResumePracticeIntent() {
  const signedIn = useIsSignedIn();
  const signInOpen = useModalStore((s) => s.tryTheProduct);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    const intent = readPracticeIntent();
    if (!intent) return;
    if (intent.kind === 'return' && pathname !== intent.path) {
      void navigate(intent.path, { replace: true });
      return;
    }
    clearPracticeIntent();
    if (intent.kind === 'choose-mode') useModalStore.getState().setInteraction(true);
  }, [signedIn, pathname, navigate]);

  useEffect(() => {
    if (signInOpen || signedIn) return;
    // Give a successful sign-in (which also closes the modal) a moment to land first.
    const timer = window.setTimeout(() => {
      if (!useModalStore.getState().tryTheProduct && useAuthStore.getState().auth === null) clearPracticeIntent();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [signInOpen, signedIn]);
}

/** The session-flow modals that any page can open (the interaction-mode dialog). */
export function PracticeModals() {
  useResumePracticeIntent();
  const open = useModalStore((s) => s.interaction.open);
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <InteractionModeDialog
        renderClosingUpload={(onBusyChange) => <DocumentUploadSlot onBusyChange={onBusyChange} />}
      />
    </Suspense>
  ) : null;
}
