import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../lib/session-queries';

/** Who the rep talked to and how many messages were exchanged. */
export const useSessionDetails = (sessionId: string | null) =>
  useQuery({
    ...sessionQueries.detail(sessionId ?? ''),
    enabled: sessionId !== null,
    staleTime: 60_000,
    retry: false,
  });
