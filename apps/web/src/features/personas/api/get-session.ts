import { sessionResponseSchema, type SessionResponse } from '@buyerlab/contract';
import { apiClient, type RequestOptions } from '../../../lib/api-client';

/** GET /v1/sessions/{id}: the briefing (who the rep will talk to) and the mode's scoring rubric. */
export async function getSession(sessionId: string, options?: RequestOptions): Promise<SessionResponse> {
  const body = await apiClient.Get<unknown>(`/v1/sessions/${sessionId}`, options);
  return sessionResponseSchema.parse(body);
}
