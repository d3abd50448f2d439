import { Alert } from '@mui/material';

/** docs/product.md#register-and-sign-in: auth errors show in a red box (and as toasts). */
export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }} data-testid="auth-error">
      {message}
    </Alert>
  );
}
