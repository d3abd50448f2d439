import type { PersonaPickerType } from '../store/persona-modal-store';
import { PERSONA_TYPE_CARDS } from '../content/persona-types';
import type { PersonaEntries, PersonaEntry } from '../store/persona-builder-store';
import { useModeOffers, type ModeOffers } from './use-mode-offers';

export type EntryStatus = 'chosen' | 'missing' | 'not-offered';

function offered(entry: PersonaEntry, offers: ModeOffers | null): boolean {
  // Until the links load, trust the choice; the server checks again on creation.
  if (!offers || typeof entry.id !== 'number') return true;
  switch (entry.type) {
    case 'Role':
      return offers.roles.has(entry.id);
    case 'Manufacture':
      return offers.manufacturingModels.has(entry.id);
    case 'plant size':
      return offers.plantSizes.has(entry.id);
    case 'Industry':
    case 'Experience':
    case 'Geography':
      return true;
  }
}

/**
 * Each persona type's state against the current mode: a choice made under another mode (or
 * pre-filled by a shortlisted persona) that this mode does not offer has to be made again.
 */
export function useEntryStatus(entries: PersonaEntries, modeId: number | null) {
  const offers = useModeOffers(modeId);
  const status = {} as Record<PersonaPickerType, EntryStatus>;
  for (const { type } of PERSONA_TYPE_CARDS) {
    const entry = entries[type];
    status[type] = !entry ? 'missing' : offered(entry, offers) ? 'chosen' : 'not-offered';
  }
  const chosenCount = Object.values(status).filter((s) => s === 'chosen').length;
  return { status, chosenCount };
}
