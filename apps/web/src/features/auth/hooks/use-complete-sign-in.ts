import { useNavigate } from 'react-router';
import type { AuthResponse } from '@buyerlab/contract';
import { useAuthUiStore } from '../store/auth-ui-store';
import { useAuthStore } from '../store/auth-store';

/** docs/product.md#sign-in-and-sign-out: store the token and user id, close the modal, go to /pricing/free-trial. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.signIn);
  const close = useAuthUiStore((s) => s.setTryTheProduct);
  return async (response: AuthResponse) => {
    signIn(response.token, response.user);
    close(false);
    await navigate('/pricing/free-trial');
  };
}
