import { useQuery } from '@tanstack/react-query';
import { plansResponseSchema, type PlansResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** GET /v1/subscriptions/: the plans, and whether this server takes payments (with its Stripe key). */
async function getPlans(): Promise<PlansResponse> {
  return plansResponseSchema.parse(await apiClient.Get<unknown>('/v1/subscriptions/', { silent: true }));
}

export const usePlans = () => useQuery({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60_000 });
