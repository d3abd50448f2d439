import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { AUTH_MESSAGES, forgotCodeFormSchema, LIMITS } from '@buyerlab/contract';
import { requestToasts } from '../../../lib/toast';
import { verifyOtpError } from '../api/map-reset-errors';
import { verifyOtp } from '../api/verify-otp';
import { useFormError } from '../hooks/use-form-error';
import { ErrorBox } from './error-box';
import { StepActions } from './form-fields';

/** Step 2: the code strips non-digits and caps at 6; Verify Code is disabled until 6 digits. */
export function ForgotCodeStep({
  email,
  verifiedCode,
  onBack,
  onVerified,
}: {
  email: string;
  /** A code already verified before stepping back from step 3: it is used once, so not re-sent. */
  verifiedCode: string;
  onBack: () => void;
  onVerified: (code: string) => void;
}) {
  // Back from step 3 clears only the passwords (docs/product.md#forgot-password-flow): the verified code is still shown here.
  const [code, setCode] = useState(verifiedCode);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { error, setError, showError } = useFormError();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const parsed = forgotCodeFormSchema.safeParse({ otp_code: code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.otpInvalid);
      return;
    }
    setError(null);
    if (verifiedCode && parsed.data.otp_code === verifiedCode) {
      onVerified(verifiedCode);
      return;
    }
    setSubmitting(true);
    try {
      await verifyOtp(email, parsed.data.otp_code);
      requestToasts.success(AUTH_MESSAGES.verifySucceeded);
      onVerified(parsed.data.otp_code);
    } catch (failure) {
      const message = verifyOtpError(failure);
      showError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Verify code"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ErrorBox message={error} />
      <TextField
        id="forgot-code"
        label="Verification code"
        fullWidth
        autoComplete="one-time-code"
        value={code}
        error={Boolean(fieldError)}
        helperText={fieldError}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, '').slice(0, LIMITS.otpLength));
          setFieldError(null);
        }}
        onBlur={() => {
          const parsed = forgotCodeFormSchema.safeParse({ otp_code: code });
          setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ '& input': { letterSpacing: '0.4em', fontSize: 22, textAlign: 'center' } }}
      />
      <StepActions onBack={onBack} disabled={code.length !== LIMITS.otpLength || submitting}>
        Verify Code
      </StepActions>
    </Box>
  );
}
