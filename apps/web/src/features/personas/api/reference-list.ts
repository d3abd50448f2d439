import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * Reference-data GETs (docs/product.md#api): a failed call or an unexpected body is silently ignored and the
 * list stays empty, so a picker shows its empty state instead of an error toast.
 */
export async function fetchReferenceList<Item>(path: string, schema: z.ZodType<Item[]>): Promise<Item[]> {
  try {
    return await api.get(path, schema, { silent: true });
  } catch {
    return [];
  }
}

/** Catalog rows change only when an admin edits them: keep them for the whole visit. */
export const REFERENCE_STALE_TIME = 30 * 60_000;
