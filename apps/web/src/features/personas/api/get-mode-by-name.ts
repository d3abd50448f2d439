import { interactionModeSchema, type InteractionMode, type ModeName } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/**
 * docs/product.md#mode-resolution: the lookup runs as soon as a mode card is chosen. Returns null when
 * no mode_id comes back (unknown name, network failure), so the caller clears the choice.
 */
export async function getModeByName(name: ModeName, signal?: AbortSignal): Promise<InteractionMode | null> {
  try {
    return await api.get(`/v1/interaction-modes/by-name/${name}`, interactionModeSchema, { silent: true, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  }
}
