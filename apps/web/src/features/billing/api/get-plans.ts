import { useQuery } from '@tanstack/react-query';
import { plansResponseSchema, type PlansResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/subscriptions/: the plans, and whether this server takes payments (with its Stripe key). */
async function getPlans(): Promise<PlansResponse> {
  return api.get('/v1/subscriptions/', plansResponseSchema, { silent: true });
}

export const usePlans = () => useQuery({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60_000 });
