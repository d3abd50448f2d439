import { useQuery } from '@tanstack/react-query';
import { transcriptResponseSchema, type TranscriptResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** GET /v1/sessions/{id}/messages: the stored conversation the report's evidence points into. */
export async function getTranscript(sessionId: string): Promise<TranscriptResponse> {
  const body = await apiClient.Get<unknown>(`/v1/sessions/${sessionId}/messages`, { silent: true });
  return transcriptResponseSchema.parse(body);
}

export const useTranscript = (sessionId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['report-transcript', sessionId],
    queryFn: () => getTranscript(sessionId),
    enabled,
    staleTime: Infinity,
  });
