import { EXPERIENCE_LEVELS, type CreatePersonaInput, type ExperienceLevel } from '@buyerlab/contract';
import type { PersonaPickerType } from '../store/persona-modal-store';
import type { PersonaEntries } from '../store/persona-builder-store';

/** docs/product.md#data and #constants: the behavioural trait is one placeholder item with intensity 1. */
export const PLACEHOLDER_TRAIT = {
  name: 'Realistic buyer',
  intensity: 1,
  description: 'Behaviour follows the profile derived from the chosen role, plant and mode.',
} as const;

function numericId(entries: PersonaEntries, type: PersonaPickerType): number | null {
  const id = entries[type]?.id;
  return typeof id === 'number' ? id : null;
}

function isExperienceLevel(value: unknown): value is ExperienceLevel {
  return typeof value === 'string' && (EXPERIENCE_LEVELS as readonly string[]).includes(value);
}

/** The persona creation payload from the six entries, or null while any of them is missing. */
export function toPersonaInput(firstName: string, entries: PersonaEntries, modeId: number): CreatePersonaInput | null {
  const name = firstName.trim();
  const industry = numericId(entries, 'Industry');
  const role = numericId(entries, 'Role');
  const model = numericId(entries, 'Manufacture');
  const size = numericId(entries, 'plant size');
  const experience = entries.Experience?.id;
  const geography = entries.Geography?.id;
  if (!name || industry === null || role === null || model === null || size === null) return null;
  if (!isExperienceLevel(experience) || typeof geography !== 'string') return null;
  return {
    name,
    behavioral_traits: [{ ...PLACEHOLDER_TRAIT }],
    industry_id: industry,
    ai_role_id: role,
    experience_level: experience,
    geography,
    manufacturing_model_id: model,
    plant_size_impact_id: size,
    mode_id: modeId,
  };
}
