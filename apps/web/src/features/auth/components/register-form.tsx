import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { LIMITS, signUpFormSchema, type SignUpForm } from '@buyerlab/contract';
import { CountryCodePicker } from '../../../components/ui/country-code-picker';
import { ApiError } from '../../../lib/api-client';
import { signUp } from '../api/sign-up';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAuthUiStore } from '../store/auth-ui-store';
import { useFormError } from '../hooks/use-form-error';
import { ErrorBox } from './error-box';
import { bindField } from './form-fields';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';

const DEFAULTS: SignUpForm = {
  first_name: '',
  last_name: '',
  email: '',
  dial_code: LIMITS.defaultDialCode,
  phone_number: '',
  couponCode: '',
  password: '',
};

/** docs/product.md#register-and-sign-in, register view; validation per docs/product.md#sign-up. */
export function RegisterForm() {
  const setView = useAuthUiStore((s) => s.setView);
  const completeSignIn = useCompleteSignIn();
  const { error, setError, showError } = useFormError();
  const form = useForm<SignUpForm>({ resolver: zodResolver(signUpFormSchema), defaultValues: DEFAULTS });
  const {
    control,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const field = (name: Exclude<keyof SignUpForm, 'dial_code'>) => ({
    // Every registration field is required (docs/product.md#sign-up): MUI marks each label with an asterisk.
    required: true,
    ...bindField(form, name, `register-${name}`),
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await completeSignIn(await signUp(values));
    } catch (failure) {
      // The call helper already toasted it; the red box repeats it beside the form.
      setError(failure instanceof ApiError && failure.detail ? failure.detail : null);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Register">
      <ErrorBox message={error} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="First Name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('last_name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...field('email')}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', gridColumn: { sm: '1 / -1' } }}>
          <Controller
            control={control}
            name="dial_code"
            render={({ field: dial }) => (
              <CountryCodePicker
                id="register-dial-code"
                value={dial.value}
                onChange={dial.onChange}
                error={Boolean(errors.dial_code)}
              />
            )}
          />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
            sx={{ flex: 1 }}
            {...field('phone_number')}
          />
        </Stack>
        <TextField label="MVP coupon code" autoComplete="off" {...field('couponCode')} />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        This form is only for specially invited MVP users with a promo code.
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={isSubmitting}>
          START session
        </Button>
        <GoogleButton
          mode="signup"
          getCouponCode={() => getValues('couponCode').trim()}
          onSuccess={completeSignIn}
          onError={showError}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        Already registered?{' '}
        <Link component="button" type="button" onClick={() => setView('signin')}>
          Sign in
        </Link>
      </Typography>
    </Box>
  );
}
