import { Alert, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, formatAmount } from '@buyerlab/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useBillingModalStore } from '../store/billing-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { createPaymentIntent } from '../api/create-payment-intent';
import { MY_SUBSCRIPTION_KEY } from '../api/get-my-subscription';
import { usePlans } from '../api/get-plans';
import { useCheckoutStore } from '../store/checkout-store';

const StripeCheckout = lazy(() => import('./stripe-checkout'));

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Stack>
  );
}

/**
 * The payment confirmation of docs/product.md#payment-confirmation: plan, seats and amount before paying, Stripe's
 * Payment Element, Cancel Payment (back to /pricing) and Confirm Payment (on to /thankyou).
 */
export function PaymentConfirmationDialog() {
  const open = useBillingModalStore((s) => s.paymentConfirmation);
  const setOpen = useBillingModalStore((s) => s.setPaymentConfirmation);
  const { plan, seats } = useCheckoutStore();
  const plans = usePlans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const configured = plans.data?.payments.configured === true;
  const publishableKey = plans.data?.payments.publishable_key ?? null;
  const chosen = plans.data?.plans.find((p) => p.key === plan);
  const intent = useMutation({ mutationFn: createPaymentIntent });
  const { mutate, reset } = intent;

  useEffect(() => {
    if (open && configured && plan) mutate({ plan, seats });
    if (!open) reset();
  }, [open, configured, plan, seats, mutate, reset]);

  const cancel = () => {
    setOpen(false);
    void navigate('/pricing');
  };
  const paid = (paymentIntentId: string) => {
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: MY_SUBSCRIPTION_KEY });
    void navigate(`/thankyou?payment_intent=${encodeURIComponent(paymentIntentId)}`);
  };

  const amount = intent.data?.amount ?? (chosen ? chosen.price_per_seat_month * seats : null);
  const failed =
    intent.error instanceof ApiError
      ? (intent.error.detail ?? intent.error.message)
      : intent.error
        ? 'The checkout could not start. Please try again.'
        : null;

  return (
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Confirm your payment"
      width={520}
      labelledBy="payment-confirmation-title"
    >
      {chosen ? (
        <Box sx={{ mb: 2 }} aria-label="Order summary">
          <Line label="Plan" value={chosen.name} />
          <Line label="Seats" value={String(seats)} />
          <Line label="Period" value="1 month" />
          <Divider sx={{ my: 1 }} />
          <Line label="Amount" value={amount === null ? '—' : formatAmount(amount, chosen.currency)} />
        </Box>
      ) : null}
      {!configured && plans.data ? (
        <>
          <Alert severity="info">{BILLING_MESSAGES.notConfigured}</Alert>
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={cancel}>Cancel Payment</Button>
          </Stack>
        </>
      ) : failed ? (
        <>
          <Alert severity="error">{failed}</Alert>
          <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={cancel}>Cancel Payment</Button>
            <Button variant="outlined" onClick={() => plan && mutate({ plan, seats })}>
              Try again
            </Button>
          </Stack>
        </>
      ) : intent.data && publishableKey ? (
        <Suspense fallback={<CircularProgress aria-label="Loading the payment form" />}>
          <StripeCheckout
            publishableKey={publishableKey}
            clientSecret={intent.data.client_secret}
            onCancel={cancel}
            onPaid={paid}
          />
        </Suspense>
      ) : (
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-label="Preparing your payment" />
        </Stack>
      )}
    </AppDialog>
  );
}
