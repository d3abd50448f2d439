import { useQuery } from '@tanstack/react-query';
import { coachingFeedbackSchema } from '@buyerlab/contract';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type CoachingFeedback = z.infer<typeof coachingFeedbackSchema>;

/** GET /v1/ai-coaching/feedback/{id}: the same analysis in four short sections. */
export async function getCoachingFeedback(sessionId: string): Promise<CoachingFeedback> {
  const body = await apiClient.Get<unknown>(`/v1/ai-coaching/feedback/${sessionId}`, { silent: true });
  return coachingFeedbackSchema.parse(body);
}

export const useCoachingFeedback = (sessionId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['coaching-feedback', sessionId],
    queryFn: () => getCoachingFeedback(sessionId),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
