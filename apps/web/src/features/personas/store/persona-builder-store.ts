import { create } from 'zustand';
import { STORAGE_KEYS, type SessionResponse } from '@buyerlab/contract';
import type { PersonaPickerType } from './persona-modal-store';
import { storage } from '../../../lib/storage';

/**
 * docs/product.md#data: which trait (persona type) and the chosen value (view),
 * plus the id the creation payload needs (a catalog id, an experience level or a geography key).
 */
export type PersonaEntry = {
  type: PersonaPickerType;
  id: number | string;
  name: string;
  view: string;
};

export type PersonaEntries = Partial<Record<PersonaPickerType, PersonaEntry>>;

function readStoredModeId(): number | null {
  const value = Number(storage.get(STORAGE_KEYS.modeId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

type BuilderState = {
  modeId: number | null;
  firstName: string;
  entries: PersonaEntries;
  /** Title of the shortlisted persona used as a quick start, if any. */
  quickStart: string | null;
  /** The session created for this persona: its briefing and rubric are shown before starting. */
  session: SessionResponse | null;
};

type BuilderActions = {
  chooseMode: (modeId: number) => void;
  setFirstName: (name: string) => void;
  setEntry: (entry: PersonaEntry) => void;
  applyQuickStart: (title: string, entries: PersonaEntry[]) => void;
  setSession: (session: SessionResponse | null) => void;
  startOver: () => void;
  /** After sign-out: nothing of the previous rep's buyer stays in memory. */
  forget: () => void;
};

export const usePersonaBuilderStore = create<BuilderState & BuilderActions>()((set) => ({
  modeId: readStoredModeId(),
  firstName: '',
  entries: {},
  quickStart: null,
  session: null,
  chooseMode: (modeId) => {
    storage.set(STORAGE_KEYS.modeId, String(modeId));
    set({ modeId, session: null });
  },
  setFirstName: (firstName) => set({ firstName }),
  setEntry: (entry) => set((s) => ({ entries: { ...s.entries, [entry.type]: entry } })),
  applyQuickStart: (title, entries) =>
    set((s) => ({
      quickStart: title,
      entries: entries.reduce<PersonaEntries>((all, e) => ({ ...all, [e.type]: e }), s.entries),
    })),
  setSession: (session) => set({ session }),
  startOver: () => set({ firstName: '', entries: {}, quickStart: null, session: null }),
  forget: () => set({ modeId: readStoredModeId(), firstName: '', entries: {}, quickStart: null, session: null }),
}));
