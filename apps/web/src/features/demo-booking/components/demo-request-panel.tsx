import { Button, Stack, Typography } from '@mui/material';
import { LIMITS } from '@buyerlab/contract';
import { setSignInOpen } from '../../auth';
import { useDemoModalStore } from '../store/demo-modal-store';
import { requestDemo } from '../api/request-demo';
import { DemoDetailsFields, type DemoForm } from './demo-details-fields';

/**
 * The demo request form of docs/product.md#demo-meeting-form. On success: clear errors, close the demo modal and
 * open the register / sign-in modal. On failure it stays open; the call helper shows the toast.
 */
export function DemoRequestPanel({ form }: { form: DemoForm }) {
  const setDemoMeeting = useDemoModalStore((s) => s.setDemoMeeting);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await requestDemo(values);
    } catch {
      return; // Swallowed by design (docs/product.md#demo-form-flow): the toast is already up and the form stays open.
    }
    form.clearErrors();
    setDemoMeeting(false);
    setSignInOpen(true);
  });

  return (
    <Stack component="form" noValidate onSubmit={(e) => void handleSubmit(e)} spacing={2.5} aria-label="Demo request">
      <Typography color="text.secondary">
        Tell us about your team and we&apos;ll contact you within {LIMITS.demoFollowUpHours} hrs to confirm your demo.
      </Typography>
      <DemoDetailsFields form={form} idPrefix="demo-request" />
      <Button type="submit" variant="contained" color="secondary" size="large" loading={form.formState.isSubmitting}>
        Schedule Meeting
      </Button>
    </Stack>
  );
}
