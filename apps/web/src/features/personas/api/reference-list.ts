import { apiClient } from '../../../lib/api-client';

/** A contract list schema (`itemSchema.array()`), seen only through what this helper needs. */
export type ListSchema<Item> = {
  safeParse: (value: unknown) => { success: true; data: Item[] } | { success: false };
};

/**
 * Reference-data GETs (docs/product.md#api): a failed call or an unexpected body is silently ignored and the
 * list stays empty, so a picker shows its empty state instead of an error toast.
 */
export async function fetchReferenceList<Item>(path: string, schema: ListSchema<Item>): Promise<Item[]> {
  try {
    const parsed = schema.safeParse(await apiClient.Get<unknown>(path, { silent: true }));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Catalog rows change only when an admin edits them: keep them for the whole visit. */
export const REFERENCE_STALE_TIME = 30 * 60_000;
