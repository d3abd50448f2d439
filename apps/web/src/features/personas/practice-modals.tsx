import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSignInOpen, useAuthStore, useIsSignedIn, useSignInOpen } from '../auth';
import { clearPracticeIntent, readPracticeIntent } from './practice-intent';
import { openInteractionMode, useInteractionModeOpen } from './store/persona-modal-store';

// Loaded on first use so the persona builder never weighs on the home page bundle.
const InteractionModeDialog = lazy(() => import('./components/interaction-mode-dialog'));

/** Resumes a practice intent once the visitor has signed in; drops it if they close sign-in. */
function useResumePracticeIntent() {
  const signedIn = useIsSignedIn();
  const signInOpen = useSignInOpen();
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
    if (intent.kind === 'choose-mode') openInteractionMode();
  }, [signedIn, pathname, navigate]);

  useEffect(() => {
    if (signInOpen || signedIn) return;
    // Give a successful sign-in (which also closes the modal) a moment to land first.
    const timer = window.setTimeout(() => {
      if (!isSignInOpen() && useAuthStore.getState().auth === null) clearPracticeIntent();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [signInOpen, signedIn]);
}

/**
 * The session-flow modals that any page can open (the interaction-mode dialog). The Closing card's
 * upload area comes from the app, which wires in the documents feature.
 */
export function PracticeModals({
  renderClosingUpload,
}: {
  renderClosingUpload: (onBusyChange: (busy: boolean) => void) => ReactNode;
}) {
  useResumePracticeIntent();
  const open = useInteractionModeOpen();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <InteractionModeDialog renderClosingUpload={renderClosingUpload} />
    </Suspense>
  ) : null;
}
