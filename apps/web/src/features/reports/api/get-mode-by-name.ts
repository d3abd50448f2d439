import { interactionModeSchema, type InteractionMode, type ModeName } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** GET /v1/interaction-modes/by-name/{mode}: the mode_id the next drill starts with. */
export async function getModeByName(name: ModeName): Promise<InteractionMode> {
  const body = await apiClient.Get<unknown>(`/v1/interaction-modes/by-name/${name}`, { silent: true });
  return interactionModeSchema.parse(body);
}
