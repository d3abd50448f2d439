import { queryOptions } from '@tanstack/react-query';
import { sessionResponseSchema, transcriptResponseSchema } from '@buyerlab/contract';
import { api, type RequestOptions } from './api-client';

// A practice session is read by the persona builder (its briefing), the live screen and the
// report pages: the one fetch and the one cache key of each call live here.

/** GET /v1/sessions/{id}: the briefing, the mode's rubric, limits and timing (owner only). */
export const getSession = (sessionId: string, options?: RequestOptions) =>
  api.get(`/v1/sessions/${sessionId}`, sessionResponseSchema, options);

const all = ['sessions'] as const;

export const sessionQueries = {
  all,
  detail: (sessionId: string) =>
    queryOptions({ queryKey: [...all, sessionId], queryFn: () => getSession(sessionId, { silent: true }) }),
  /** GET /v1/sessions/{id}/messages: the stored conversation. */
  transcript: (sessionId: string) =>
    queryOptions({
      queryKey: [...all, sessionId, 'messages'],
      queryFn: () => api.get(`/v1/sessions/${sessionId}/messages`, transcriptResponseSchema, { silent: true }),
    }),
};
