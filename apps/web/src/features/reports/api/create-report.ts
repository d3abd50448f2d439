import { useQuery } from '@tanstack/react-query';
import { reportSchema, type Report } from '@buyerlab/contract';
import { ApiError, api } from '../../../lib/api-client';

/**
 * POST /v1/performance-reports/ {session_id}: the report is generated on first ask and stored, so
 * asking again (a reload, a link) returns the same one. Under 5 messages the server answers 422.
 */
export async function createReport(sessionId: string): Promise<Report> {
  const body = await api.post('/v1/performance-reports/', { session_id: sessionId }, { silent: true });
  return reportSchema.parse(body);
}

/** A 4xx will not change on retry (too few messages, not found); network blips might. */
const retryTransient = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

export const useReport = (sessionId: string) =>
  useQuery({
    queryKey: ['report', sessionId],
    queryFn: () => createReport(sessionId),
    staleTime: Infinity,
    retry: retryTransient,
  });
