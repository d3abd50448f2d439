import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, newPasswordFormSchema, type NewPasswordForm } from '@buyerlab/contract';
import { requestToasts } from '../../../lib/toast';
import { resetFinalError } from '../api/map-reset-errors';
import { resetPassword } from '../api/reset-password';
import { ErrorBox } from './error-box';
import { PasswordField } from './password-field';

/** Step 3: new password and its confirmation, each with a show/hide toggle. */
export function ForgotNewPasswordStep({
  email,
  code,
  onBack,
  onDone,
}: {
  email: string;
  code: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword(email, code, values.new_password);
      requestToasts.success(AUTH_MESSAGES.finalSucceeded);
      onDone();
    } catch (failure) {
      const message = resetFinalError(failure);
      setError(message);
      requestToasts.error(message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Reset password">
      <ErrorBox message={error} />
      <Stack spacing={2}>
        <PasswordField
          id="forgot-new-password"
          label="New password"
          autoComplete="new-password"
          fullWidth
          error={Boolean(errors.new_password)}
          helperText={errors.new_password?.message}
          {...register('new_password', { onChange: () => clearErrors('new_password') })}
        />
        <PasswordField
          id="forgot-confirm-password"
          label="Confirm password"
          autoComplete="new-password"
          fullWidth
          error={Boolean(errors.confirm_password)}
          helperText={errors.confirm_password?.message}
          {...register('confirm_password', { onChange: () => clearErrors('confirm_password') })}
        />
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="outlined" size="large" onClick={onBack} sx={{ flex: 1 }}>
          Back
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          sx={{ flex: 2 }}
          disabled={isSubmitting}
        >
          Reset Password
        </Button>
      </Stack>
    </Box>
  );
}
