import { useQuery } from '@tanstack/react-query';
import { mySubscriptionSchema, type MySubscription } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/user-subscriptions/my-subscription: the plan covering the rep now, with sessions used and left. */
async function getMySubscription(): Promise<MySubscription> {
  return api.get('/v1/user-subscriptions/my-subscription', mySubscriptionSchema, { silent: true });
}

export const MY_SUBSCRIPTION_KEY = ['my-subscription'] as const;

export const useMySubscription = (enabled: boolean) =>
  useQuery({ queryKey: MY_SUBSCRIPTION_KEY, queryFn: getMySubscription, enabled, staleTime: 15_000 });
