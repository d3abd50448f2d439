import type { InteractionMode } from '@buyerlab/contract';
import { useInteractionModes } from '../api/get-interaction-modes';
import { usePersonaBuilderStore } from '../store/persona-builder-store';

/** The stored mode (only its mode_id is stored, docs/product.md#client-storage) with its name and goal, once known. */
export function useCurrentMode(): { modeId: number | null; mode: InteractionMode | null; isLoading: boolean } {
  const modeId = usePersonaBuilderStore((s) => s.modeId);
  const modes = useInteractionModes();
  const mode = modes.data?.find((m) => m.mode_id === modeId) ?? null;
  return { modeId, mode, isLoading: modes.isPending };
}
