import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, newPasswordFormSchema, type NewPasswordForm } from '@buyerlab/contract';
import { requestToasts } from '../../../lib/toast';
import { resetFinalError } from '../api/map-reset-errors';
import { resetPassword } from '../api/reset-password';
import { useFormError } from '../hooks/use-form-error';
import { ErrorBox } from './error-box';
import { bindField, StepActions } from './form-fields';
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
  const { error, setError, showError } = useFormError();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword(email, code, values.new_password);
      requestToasts.success(AUTH_MESSAGES.finalSucceeded);
      onDone();
    } catch (failure) {
      const message = resetFinalError(failure);
      showError(message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Reset password">
      <ErrorBox message={error} />
      <Stack spacing={2}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          fullWidth
          {...bindField(form, 'new_password', 'forgot-new-password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          fullWidth
          {...bindField(form, 'confirm_password', 'forgot-confirm-password')}
        />
      </Stack>
      <StepActions onBack={onBack} disabled={isSubmitting}>
        Reset Password
      </StepActions>
    </Box>
  );
}
