import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { signInFormSchema, type SignInForm } from '@buyerlab/contract';
import { useAuthUiStore } from '../store/auth-ui-store';
import { signIn } from '../api/sign-in';
import { signInError } from '../api/map-reset-errors';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useFormError } from '../hooks/use-form-error';
import { ErrorBox } from './error-box';
import { bindField } from './form-fields';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';

/** docs/product.md#register-and-sign-in, sign-in view: Remember me is checked by default. */
export function SignInForm() {
  const setView = useAuthUiStore((s) => s.setView);
  const openForgotPassword = useAuthUiStore((s) => s.setForgotPasswordOpen);
  const closeAuthModal = useAuthUiStore((s) => s.setTryTheProduct);
  const completeSignIn = useCompleteSignIn();
  const { error, setError, showError } = useFormError();
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '', remember_me: true },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = (name: 'email' | 'password') => bindField(form, name, `signin-${name}`);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await completeSignIn(await signIn(values));
    } catch (failure) {
      showError(signInError(failure));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign in">
      <ErrorBox message={error} />
      <Stack spacing={2}>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Controller
          control={control}
          name="remember_me"
          render={({ field: remember }) => (
            <FormControlLabel
              control={<Checkbox checked={remember.value} onChange={(e) => remember.onChange(e.target.checked)} />}
              label="Remember me"
            />
          )}
        />
        <Link
          component="button"
          type="button"
          onClick={() => {
            closeAuthModal(false);
            openForgotPassword(true);
          }}
        >
          Forgot Password?
        </Link>
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={isSubmitting}>
          START session
        </Button>
        <GoogleButton mode="signin" onSuccess={completeSignIn} onError={showError} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        Invited MVP user without an account?{' '}
        <Link component="button" type="button" onClick={() => setView('register')}>
          Register
        </Link>
      </Typography>
    </Box>
  );
}
