import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, forgotEmailFormSchema } from '@buyerlab/contract';
import { requestToasts } from '../../../lib/toast';
import { resetRequestError } from '../api/map-reset-errors';
import { requestReset } from '../api/request-reset';
import { useFormError } from '../hooks/use-form-error';
import { ErrorBox } from './error-box';
import { bindField } from './form-fields';

/** Step 1: the email; "Send Reset Code". */
export function ForgotEmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { error, setError, showError } = useFormError();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotEmailFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestReset(email);
      requestToasts.success(AUTH_MESSAGES.resetRequestSent);
      onSent(email);
    } catch (failure) {
      const message = resetRequestError(failure);
      showError(message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Send reset code">
      <ErrorBox message={error} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        fullWidth
        {...bindField(form, 'email', 'forgot-email')}
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={isSubmitting}
      >
        Send Reset Code
      </Button>
    </Box>
  );
}
