import { useMemo } from 'react';
import { useModeAiRoles } from '../api/get-mode-ai-roles';
import { useModeManufacturingModels } from '../api/get-mode-manufacturing-models';
import { useModePlantSizeImpacts } from '../api/get-mode-plant-size-impacts';

export type ModeOffers = {
  roles: ReadonlySet<number>;
  manufacturingModels: ReadonlySet<number>;
  plantSizes: ReadonlySet<number>;
};

/**
 * What the chosen interaction mode offers, from the three mode-link tables (docs/product.md#api: filtered on
 * the client by mode_id). Null while the links are still loading.
 */
export function useModeOffers(modeId: number | null): ModeOffers | null {
  const roles = useModeAiRoles();
  const models = useModeManufacturingModels();
  const sizes = useModePlantSizeImpacts();
  return useMemo(() => {
    if (modeId === null || !roles.data || !models.data || !sizes.data) return null;
    return {
      roles: new Set(roles.data.filter((l) => l.mode_id === modeId).map((l) => l.ai_role_id)),
      manufacturingModels: new Set(
        models.data
          .filter((l) => l.interaction_mode.mode_id === modeId)
          .map((l) => l.manufacturing_model.manufacturing_model_id),
      ),
      plantSizes: new Set(sizes.data.filter((l) => l.mode_id === modeId).map((l) => l.plant_size_impact_id)),
    };
  }, [modeId, roles.data, models.data, sizes.data]);
}
