import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useBillingModalStore } from '../store/billing-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';

/** Shown when the plan refuses a session start (402): the reason, and the way to the plans. */
export function PlanLimitDialog() {
  const { open, detail } = useBillingModalStore((s) => s.planLimit);
  const setPlanLimit = useBillingModalStore((s) => s.setPlanLimit);
  const navigate = useNavigate();
  const close = () => setPlanLimit(false);
  return (
    <AppDialog open={open} onClose={close} title="Time to choose a plan" width={460} labelledBy="plan-limit-title">
      <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {detail}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={close}>Not now</Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => {
            close();
            void navigate('/pricing');
          }}
        >
          See plans
        </Button>
      </Stack>
    </AppDialog>
  );
}
