import { create } from 'zustand';

export type AuthView = 'register' | 'signin';

/**
 * The register/sign-in modal's open flag ("Try the product", docs/product.md#dialogs) and the view it
 * shows, and the forgot-password modal's open flag. Other features open sign-in through
 * `openSignIn` from this feature's index.
 */
type AuthUiState = {
  tryTheProduct: boolean;
  view: AuthView;
  forgotPasswordOpen: boolean;
  setTryTheProduct: (open: boolean) => void;
  setView: (view: AuthView) => void;
  setForgotPasswordOpen: (open: boolean) => void;
};

export const useAuthUiStore = create<AuthUiState>()((set) => ({
  tryTheProduct: false,
  view: 'register',
  forgotPasswordOpen: false,
  setTryTheProduct: (open) => set({ tryTheProduct: open }),
  setView: (view) => set({ view }),
  setForgotPasswordOpen: (open) => set({ forgotPasswordOpen: open }),
}));

/** Opens or closes the register/sign-in modal: how other features ask the visitor to sign in. */
export function setSignInOpen(open: boolean): void {
  useAuthUiStore.getState().setTryTheProduct(open);
}

/** Whether the register/sign-in modal is open. */
export function useSignInOpen(): boolean {
  return useAuthUiStore((s) => s.tryTheProduct);
}

/** Whether the register/sign-in modal is open now, outside React. */
export function isSignInOpen(): boolean {
  return useAuthUiStore.getState().tryTheProduct;
}
