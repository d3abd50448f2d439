import { Alert, Button, Stack } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';

type Props = {
  publishableKey: string;
  clientSecret: string;
  onCancel: () => void;
  onPaid: (paymentIntentId: string) => void;
};

// Stripe.js is fetched from Stripe only when a checkout opens, once per key.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

function CheckoutForm({ onCancel, onPaid }: Pick<Props, 'onCancel' | 'onPaid'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    // Cards that need no extra step finish here; others return to /thankyou from Stripe's page.
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/thankyou` },
      redirect: 'if_required',
    });
    setPaying(false);
    if (result.error) setError(result.error.message ?? 'The payment did not go through. Please try again.');
    else onPaid(result.paymentIntent.id);
  }

  return (
    <>
      <PaymentElement />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={paying}>
          Cancel Payment
        </Button>
        <Button variant="contained" color="secondary" onClick={() => void confirm()} disabled={!stripe || paying}>
          {paying ? 'Paying…' : 'Confirm Payment'}
        </Button>
      </Stack>
    </>
  );
}

/** Stripe's Payment Element for one payment intent, with the dialog's two buttons. */
export default function StripeCheckout({ publishableKey, clientSecret, onCancel, onPaid }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <CheckoutForm onCancel={onCancel} onPaid={onPaid} />
    </Elements>
  );
}
