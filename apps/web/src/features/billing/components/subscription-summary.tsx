import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { MySubscription } from '@buyerlab/contract';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const STATUS_LABEL = { trialing: 'Active', active: 'Active', expired: 'Ended' } as const;

/** The plan covering the rep now: status, sessions used and left, and when it ends. */
export function SubscriptionSummary({ subscription }: { subscription: MySubscription }) {
  const { sessions, status } = subscription;
  const usedShare = sessions.limit > 0 ? (sessions.used / sessions.limit) * 100 : 100;
  return (
    <Box
      component="section"
      aria-label="Your plan"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, md: 3 }, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h2" variant="h6">
          {subscription.plan_name}
        </Typography>
        <Chip
          size="small"
          label={STATUS_LABEL[status]}
          color={status === 'expired' ? 'default' : status === 'active' ? 'success' : 'secondary'}
        />
        {subscription.seats > 1 && subscription.is_owner ? (
          <Typography color="text.secondary">
            {subscription.seats_taken} of {subscription.seats} seats taken
          </Typography>
        ) : null}
        {subscription.plan !== 'trial' && !subscription.is_owner ? (
          <Typography color="text.secondary">Your seat comes with your team's plan</Typography>
        ) : null}
      </Stack>
      <Typography sx={{ mt: 2, fontWeight: 600 }}>
        {sessions.left} of {sessions.limit} practice sessions left
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(usedShare, 100)}
        color={sessions.left === 0 ? 'error' : 'secondary'}
        sx={{ mt: 1, height: 8, borderRadius: 4 }}
        aria-label={`${sessions.used} of ${sessions.limit} sessions used`}
      />
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {status === 'expired'
          ? `Ended on ${day(subscription.period_end)}.`
          : `${status === 'trialing' ? 'Trial ends' : 'Runs until'} ${day(subscription.period_end)}.`}
      </Typography>
    </Box>
  );
}
