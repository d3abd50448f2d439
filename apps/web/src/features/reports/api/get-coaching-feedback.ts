import { useQuery } from '@tanstack/react-query';
import { coachingFeedbackSchema } from '@buyerlab/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CoachingFeedback = z.infer<typeof coachingFeedbackSchema>;

/** GET /v1/ai-coaching/feedback/{id}: the same analysis in four short sections. */
export async function getCoachingFeedback(sessionId: string): Promise<CoachingFeedback> {
  return api.get(`/v1/ai-coaching/feedback/${sessionId}`, coachingFeedbackSchema, { silent: true });
}

export const useCoachingFeedback = (sessionId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['coaching-feedback', sessionId],
    queryFn: () => getCoachingFeedback(sessionId),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
