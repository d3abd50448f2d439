import { create } from 'zustand';

/** Types the ideal-persona picker can be opened for (docs/product.md#data, picker option). */
export type PersonaPickerType = 'Industry' | 'Role' | 'Manufacture' | 'plant size' | 'Experience' | 'Geography';
export type WaitAMinuteType = 'audio' | 'video';

/**
 * The session-flow dialogs of docs/product.md#dialogs: the interaction-mode chooser, the persona
 * type and ideal-persona pickers, the shortlist, the session modes and the wait-a-minute notice.
 * Other features open the interaction-mode chooser through `startPractice` from this feature's index.
 */
type PersonaModalState = {
  personaType: boolean;
  interaction: { open: boolean; source: unknown };
  idealPersona: { open: boolean; type: PersonaPickerType | null };
  shortlistedPersona: boolean;
  sessionModes: boolean;
  waitAMinute: { open: boolean; type: WaitAMinuteType | null };
  setPersonaType: (open: boolean) => void;
  setInteraction: (open: boolean, source?: unknown) => void;
  setIdealPersona: (open: boolean, type?: PersonaPickerType | null) => void;
  setShortlistedPersona: (open: boolean) => void;
  setSessionModes: (open: boolean) => void;
  setWaitAMinute: (open: boolean, type?: WaitAMinuteType | null) => void;
};

export const usePersonaModalStore = create<PersonaModalState>()((set) => ({
  personaType: false,
  interaction: { open: false, source: null },
  idealPersona: { open: false, type: null },
  shortlistedPersona: false,
  sessionModes: false,
  waitAMinute: { open: false, type: null },
  setPersonaType: (open) => set({ personaType: open }),
  setInteraction: (open, source = null) => set({ interaction: { open, source } }),
  setIdealPersona: (open, type = null) => set({ idealPersona: { open, type } }),
  setShortlistedPersona: (open) => set({ shortlistedPersona: open }),
  setSessionModes: (open) => set({ sessionModes: open }),
  setWaitAMinute: (open, type = null) => set({ waitAMinute: { open, type } }),
}));

/** Opens the interaction-mode chooser, the first step of the session flow. */
export function openInteractionMode(): void {
  usePersonaModalStore.getState().setInteraction(true);
}

/** Whether the interaction-mode chooser is open. */
export function useInteractionModeOpen(): boolean {
  return usePersonaModalStore((s) => s.interaction.open);
}
