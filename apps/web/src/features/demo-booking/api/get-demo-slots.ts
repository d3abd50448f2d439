import { useQuery } from '@tanstack/react-query';
import { demoSlotsResponseSchema, type DemoSlotsResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

export const demoSlotsQueryKey = ['demo-slots'] as const;

export async function getDemoSlots(): Promise<DemoSlotsResponse> {
  return api.get('/v1/demo-slots', demoSlotsResponseSchema);
}

/** Open slots change as others book: always fetch fresh when the scheduler opens. */
export function useDemoSlots() {
  return useQuery({ queryKey: demoSlotsQueryKey, queryFn: getDemoSlots, staleTime: 0, gcTime: 0 });
}
