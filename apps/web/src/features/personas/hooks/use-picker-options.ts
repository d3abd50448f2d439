import { EXPERIENCE_LEVELS } from '@buyerlab/contract';
import type { PersonaPickerType } from '../store/persona-modal-store';
import { useAiRoles } from '../api/get-ai-roles';
import { useGeographies } from '../api/get-geographies';
import { useIndustries } from '../api/get-industries';
import { useManufacturingModels } from '../api/get-manufacturing-models';
import { usePlantSizeImpacts } from '../api/get-plant-size-impacts';
import { OPTION_DETAILS } from '../content/option-details';
import { EXPERIENCE_DETAILS } from '../content/persona-types';
import { useModeOffers } from './use-mode-offers';

/** docs/product.md#data, picker option: name, id, type; plus a detail line and the coming-soon state. */
export type PickerOption = {
  id: number | string;
  name: string;
  type: PersonaPickerType;
  detail?: string;
  comingSoon?: boolean;
};

export type PickerOptions = { options: PickerOption[]; isLoading: boolean };

/** The options of one persona type, filtered by the stored mode through the mode links. */
export function usePickerOptions(type: PersonaPickerType | null, modeId: number | null): PickerOptions {
  const industries = useIndustries();
  const roles = useAiRoles();
  const models = useManufacturingModels();
  const sizes = usePlantSizeImpacts();
  const geographies = useGeographies();
  const offers = useModeOffers(modeId);

  switch (type) {
    case null:
      return { options: [], isLoading: false };
    case 'Industry':
      return {
        options: (industries.data ?? []).map((i) => ({
          id: i.industry_id,
          name: i.name,
          type,
          detail: OPTION_DETAILS[i.key],
          comingSoon: i.status === 'coming_soon',
        })),
        isLoading: industries.isPending,
      };
    case 'Role':
      return {
        options: (roles.data ?? [])
          .filter((r) => offers?.roles.has(r.ai_role_id))
          .map((r) => ({ id: r.ai_role_id, name: r.name, detail: OPTION_DETAILS[r.key], type })),
        isLoading: roles.isPending || offers === null,
      };
    case 'Manufacture':
      return {
        options: (models.data ?? [])
          .filter((m) => offers?.manufacturingModels.has(m.manufacturing_model_id))
          .map((m) => ({ id: m.manufacturing_model_id, name: m.name, detail: OPTION_DETAILS[m.key], type })),
        isLoading: models.isPending || offers === null,
      };
    case 'plant size':
      return {
        options: (sizes.data ?? [])
          .filter((p) => offers?.plantSizes.has(p.plant_size_impact_id))
          .map((p) => ({ id: p.plant_size_impact_id, name: p.name, detail: p.employees, type })),
        isLoading: sizes.isPending || offers === null,
      };
    case 'Experience':
      return {
        options: EXPERIENCE_LEVELS.map((level) => ({
          id: level,
          name: level,
          detail: EXPERIENCE_DETAILS[level],
          type,
        })),
        isLoading: false,
      };
    case 'Geography':
      return {
        options: (geographies.data ?? []).map((g) => ({
          id: g.key,
          name: g.name,
          detail: g.regions.join(' · '),
          type,
        })),
        isLoading: geographies.isPending,
      };
  }
}
