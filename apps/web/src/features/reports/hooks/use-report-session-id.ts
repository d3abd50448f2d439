import { useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@buyerlab/contract';
import { storage } from '../../../lib/storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session a report or feedback page is about: `?session=<id>` (a reopened link) wins over the
 * id the live screen stored before it navigated here.
 */
export function useReportSessionId(): string | null {
  const [params] = useSearchParams();
  const candidate = params.get('session') ?? storage.get(STORAGE_KEYS.sessionId);
  return candidate && UUID.test(candidate) ? candidate : null;
}
