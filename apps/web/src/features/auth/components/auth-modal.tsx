import { Typography } from '@mui/material';
import { BREAKPOINTS } from '@buyerlab/contract';
import { useAuthUiStore } from '../store/auth-ui-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const COPY = {
  register: {
    title: 'Register for your MVP session',
    subtitle: 'Create your account with the session code you received as an invited MVP user.',
  },
  signin: { title: 'Sign in to start your session', subtitle: 'Welcome back. Sign in to continue practising.' },
} as const;

/** docs/product.md#register-and-sign-in: the register / sign-in modal, opened through the try-the-product flag. */
export default function AuthModal() {
  const open = useAuthUiStore((s) => s.tryTheProduct);
  const setOpen = useAuthUiStore((s) => s.setTryTheProduct);
  const view = useAuthUiStore((s) => s.view);
  const copy = COPY[view];
  return (
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
      title={copy.title}
      width={view === 'register' ? '60%' : '50%'}
      breakpoint={BREAKPOINTS.modal}
      labelledBy="auth-modal-title"
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {copy.subtitle}
      </Typography>
      {view === 'register' ? <RegisterForm /> : <SignInForm />}
    </AppDialog>
  );
}
