import { useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type SessionResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** GET /v1/sessions/{id}: who the rep talked to and how many messages were exchanged. */
export async function getSession(sessionId: string): Promise<SessionResponse> {
  const body = await apiClient.Get<unknown>(`/v1/sessions/${sessionId}`, { silent: true });
  return sessionResponseSchema.parse(body);
}

export const useSessionDetails = (sessionId: string | null) =>
  useQuery({
    queryKey: ['report-session', sessionId],
    queryFn: () => getSession(sessionId ?? ''),
    enabled: sessionId !== null,
    staleTime: 60_000,
    retry: false,
  });
