import { useQuery } from '@tanstack/react-query';
import { paymentListSchema, type Payment } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/payments/by-user: the signed-in rep's payments, newest first. */
async function getMyPayments(): Promise<Payment[]> {
  return api.get('/v1/payments/by-user', paymentListSchema, { silent: true });
}

export const MY_PAYMENTS_KEY = ['my-payments'] as const;

export const useMyPayments = (enabled: boolean) =>
  useQuery({ queryKey: MY_PAYMENTS_KEY, queryFn: getMyPayments, enabled, staleTime: 15_000 });
