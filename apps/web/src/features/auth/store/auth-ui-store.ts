import { create } from 'zustand';

export type AuthView = 'register' | 'signin';

/** Which view the register/sign-in modal shows, and the forgot-password modal's open flag. */
type AuthUiState = {
  view: AuthView;
  forgotPasswordOpen: boolean;
  setView: (view: AuthView) => void;
  setForgotPasswordOpen: (open: boolean) => void;
};

export const useAuthUiStore = create<AuthUiState>()((set) => ({
  view: 'register',
  forgotPasswordOpen: false,
  setView: (view) => set({ view }),
  setForgotPasswordOpen: (open) => set({ forgotPasswordOpen: open }),
}));
