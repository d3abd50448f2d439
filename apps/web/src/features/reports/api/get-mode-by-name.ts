import { interactionModeSchema, type InteractionMode, type ModeName } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/interaction-modes/by-name/{mode}: the mode_id the next drill starts with. */
export async function getModeByName(name: ModeName): Promise<InteractionMode> {
  return api.get(`/v1/interaction-modes/by-name/${name}`, interactionModeSchema, { silent: true });
}
