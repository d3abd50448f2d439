// The accounts feature's public face: other features import it from here only (docs/decisions/0019-web-layering.md).
export { getMe } from './api/get-me';
export { logout } from './api/logout';
export { AuthModals } from './auth-modals';
export { DashboardButton } from './components/dashboard-button';
export { useAuthStore, useIsSignedIn } from './store/auth-store';
export { isSignInOpen, setSignInOpen, useSignInOpen } from './store/auth-ui-store';
export { SignInPrompt } from './components/sign-in-prompt';
