import { lazy, Suspense, useState } from 'react';
import { useAuthUiStore } from './store/auth-ui-store';
import { useRestoreSession } from './hooks/use-restore-session';

const AuthModal = lazy(() => import('./components/auth-modal'));
const ForgotPasswordModal = lazy(() => import('./components/forgot-password-modal'));

/** Latches true on the first open, so a modal's code loads only when it is first wanted. */
function useWanted(open: boolean): boolean {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted;
}

/**
 * The accounts feature at app level: restores the session on load (docs/product.md#app-load) and mounts
 * the register/sign-in and forgot-password modals, each loaded on its first open.
 */
export function AuthModals() {
  useRestoreSession();
  const authWanted = useWanted(useAuthUiStore((s) => s.tryTheProduct));
  const forgotWanted = useWanted(useAuthUiStore((s) => s.forgotPasswordOpen));
  return (
    <Suspense fallback={null}>
      {authWanted ? <AuthModal /> : null}
      {forgotWanted ? <ForgotPasswordModal /> : null}
    </Suspense>
  );
}
