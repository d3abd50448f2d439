import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { BREAKPOINTS } from '@buyerlab/contract';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useAuthUiStore } from '../store/auth-ui-store';
import { ForgotCodeStep } from './forgot-code-step';
import { ForgotEmailStep } from './forgot-email-step';
import { ForgotNewPasswordStep } from './forgot-new-password-step';

const STEPS = ['Email', 'Verification code', 'New password'] as const;

/**
 * docs/product.md#forgot-password and #forgot-password-flow: 1 → 2 when the code is sent, 2 → 3 when it is
 * verified, 3 closes and resets everything. Back from 2 clears the code; back from 3 clears both
 * passwords (step 3 keeps its own fields) and shows step 2 with the verified code.
 */
export default function ForgotPasswordModal() {
  const open = useAuthUiStore((s) => s.forgotPasswordOpen);
  const setOpen = useAuthUiStore((s) => s.setForgotPasswordOpen);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');

  const reset = () => {
    setStep(0);
    setEmail('');
    setCode('');
  };
  const close = () => {
    setOpen(false);
    reset();
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title="Forgot Password"
      width="50%"
      breakpoint={BREAKPOINTS.modal}
      labelledBy="forgot-password-title"
      // Past step 1 a stray click outside would throw away the sent code or the verified one.
      keepOnBackdropClick={step > 0}
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box>
        {step === 0 ? (
          <ForgotEmailStep
            defaultEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep(1);
            }}
          />
        ) : null}
        {step === 1 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Enter the 6-digit code we sent to <strong>{email}</strong>.
            </Typography>
            <ForgotCodeStep
              email={email}
              verifiedCode={code}
              onBack={() => {
                setCode('');
                setStep(0);
              }}
              onVerified={(verified) => {
                setCode(verified);
                setStep(2);
              }}
            />
          </>
        ) : null}
        {step === 2 ? (
          <ForgotNewPasswordStep email={email} code={code} onBack={() => setStep(1)} onDone={close} />
        ) : null}
      </Box>
    </AppDialog>
  );
}
