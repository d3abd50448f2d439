import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useIsSignedIn } from '../../auth';
import { MY_SUBSCRIPTION_KEY, useMySubscription } from '../api/get-my-subscription';
import { usePaymentStatus } from '../api/get-payment-status';
import { SubscriptionSummary } from '../components/subscription-summary';

/** After the payment confirmation (docs/product.md#payment-confirmation): the payment's outcome and the plan now active. */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const intentId = params.get('payment_intent');
  const signedIn = useIsSignedIn();
  const payment = usePaymentStatus(signedIn ? intentId : null);
  const activated = payment.data?.subscription_id ?? null;
  const mine = useMySubscription(signedIn && (intentId === null || activated !== null));
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = 'Thank you — Buyerlab';
  }, []);
  useEffect(() => {
    if (activated) void queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTION_KEY });
  }, [activated, queryClient]);

  const settling =
    intentId !== null && signedIn && !activated && !payment.isError && payment.data?.status !== 'canceled';
  const failed =
    payment.isError ||
    (payment.data && !activated && ['requires_payment_method', 'canceled'].includes(payment.data.status));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      {failed ? null : <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />}
      <Typography component="h1" variant="h3" sx={{ mt: 2 }}>
        {failed ? 'Payment not completed' : 'Thank you!'}
      </Typography>
      {failed ? (
        <Alert severity="warning" sx={{ mt: 3, textAlign: 'left' }}>
          The payment did not go through, so your plan has not changed. You can try again from the pricing page.
        </Alert>
      ) : settling && (payment.isLoading || payment.data) ? (
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}>
          <CircularProgress size={22} aria-label="Confirming your payment" />
          <Typography color="text.secondary">Confirming your payment with Stripe…</Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: 18, lineHeight: 1.7 }}>
          {activated ? 'Your payment is confirmed and your plan is active.' : 'Your confirmation is in.'} Your practice
          sessions are ready whenever you are.
        </Typography>
      )}
      {mine.data && !settling ? (
        <Box sx={{ mt: 4, textAlign: 'left' }}>
          <SubscriptionSummary subscription={mine.data} />
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        {failed ? (
          <Button component={RouterLink} to="/pricing" variant="contained" color="secondary" size="large">
            Back to pricing
          </Button>
        ) : (
          <Button component={RouterLink} to="/persona" variant="contained" color="secondary" size="large">
            Start a session
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="outlined" size="large">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
