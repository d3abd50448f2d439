import { useQuery } from '@tanstack/react-query';
import { paymentSchema, type Payment } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/payments/payment-intent/{id}: the payment's status; the server activates a paid plan. */
async function getPaymentStatus(intentId: string): Promise<Payment> {
  return api.get(`/v1/payments/payment-intent/${encodeURIComponent(intentId)}`, paymentSchema, { silent: true });
}

const SETTLING = new Set(['processing', 'requires_confirmation', 'requires_capture']);

/** Asks again every 2 s while Stripe is still settling the payment. */
export const usePaymentStatus = (intentId: string | null) =>
  useQuery({
    queryKey: ['payment', intentId],
    queryFn: () => getPaymentStatus(intentId!),
    enabled: intentId !== null,
    refetchInterval: (query) => (query.state.data && SETTLING.has(query.state.data.status) ? 2_000 : false),
  });
