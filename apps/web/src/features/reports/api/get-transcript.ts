import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../lib/session-queries';

/** The stored conversation the report's evidence points into. */
export const useTranscript = (sessionId: string, enabled: boolean) =>
  useQuery({ ...sessionQueries.transcript(sessionId), enabled, staleTime: Infinity });
