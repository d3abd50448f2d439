import { LIMITS, type ExperienceLevel } from '@buyerlab/contract';
import type { PersonaPickerType } from '../store/persona-modal-store';

/** The six cards of the persona-types dialog (docs/product.md#persona-types-dialog), in the spec's order. */
export const PERSONA_TYPE_CARDS: ReadonlyArray<{ type: PersonaPickerType; label: string; hint: string }> = [
  { type: 'Industry', label: 'by Industry', hint: 'The market the buyer’s plant serves' },
  { type: 'Role', label: 'by Role', hint: 'Who picks up the phone, and what they answer for' },
  { type: 'Experience', label: 'by Experience', hint: 'How many vendors they have already seen' },
  { type: 'Geography', label: 'by Geography', hint: 'Where the plant is, and the rules it runs under' },
  { type: 'Manufacture', label: 'by Manufacture', hint: 'Own brand, or packing for other brands' },
  { type: 'plant size', label: 'by Plant size', hint: 'Headcount, and who signs the cheque' },
];

/** docs/product.md#constants: at least 6 persona entries are needed to proceed. */
export const PERSONA_TYPE_COUNT = LIMITS.minPersonaEntries;

export const EXPERIENCE_DETAILS: Record<ExperienceLevel, string> = {
  junior: 'Two or three years in the role; careful, checks with the boss, asks for documentation',
  mid: 'Has run a few projects; knows the line’s weak spots and what the last vendor got wrong',
  senior: 'Twenty years on the floor; has heard every pitch and wants numbers from a plant like theirs',
};

/** docs/product.md#persona-types-dialog: the chosen value, capitalised, with underscores turned to spaces. */
export function formatView(view: string): string {
  const spaced = view.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
