import { create } from 'zustand';

/** Types the ideal-persona picker can be opened for (docs/product.md#data, picker option). */
export type PersonaPickerType = 'Industry' | 'Role' | 'Manufacture' | 'plant size' | 'Experience' | 'Geography';
export type WaitAMinuteType = 'audio' | 'video';

/**
 * The app-level modal flags of docs/product.md#dialogs: one store, so any component (header button,
 * footer, a page) can open any modal.
 */
type ModalState = {
  demoMeeting: boolean;
  tryTheProduct: boolean;
  personaType: boolean;
  interaction: { open: boolean; source: unknown };
  idealPersona: { open: boolean; type: PersonaPickerType | null };
  shortlistedPersona: boolean;
  sessionModes: boolean;
  waitAMinute: { open: boolean; type: WaitAMinuteType | null };
  endChat: boolean;
  uploadDocument: boolean;
  paymentConfirmation: boolean;
  /** A session start refused by the plan (402): why, and the way to the pricing page. */
  planLimit: { open: boolean; detail: string };
};

type ModalActions = {
  setDemoMeeting: (open: boolean) => void;
  setTryTheProduct: (open: boolean) => void;
  setPersonaType: (open: boolean) => void;
  setInteraction: (open: boolean, source?: unknown) => void;
  setIdealPersona: (open: boolean, type?: PersonaPickerType | null) => void;
  setShortlistedPersona: (open: boolean) => void;
  setSessionModes: (open: boolean) => void;
  setWaitAMinute: (open: boolean, type?: WaitAMinuteType | null) => void;
  setEndChat: (open: boolean) => void;
  setUploadDocument: (open: boolean) => void;
  setPaymentConfirmation: (open: boolean) => void;
  setPlanLimit: (open: boolean, detail?: string) => void;
};

export const useModalStore = create<ModalState & ModalActions>()((set) => ({
  demoMeeting: false,
  tryTheProduct: false,
  personaType: false,
  interaction: { open: false, source: null },
  idealPersona: { open: false, type: null },
  shortlistedPersona: false,
  sessionModes: false,
  waitAMinute: { open: false, type: null },
  endChat: false,
  uploadDocument: false,
  paymentConfirmation: false,
  planLimit: { open: false, detail: '' },
  setDemoMeeting: (open) => set({ demoMeeting: open }),
  setTryTheProduct: (open) => set({ tryTheProduct: open }),
  setPersonaType: (open) => set({ personaType: open }),
  setInteraction: (open, source = null) => set({ interaction: { open, source } }),
  setIdealPersona: (open, type = null) => set({ idealPersona: { open, type } }),
  setShortlistedPersona: (open) => set({ shortlistedPersona: open }),
  setSessionModes: (open) => set({ sessionModes: open }),
  setWaitAMinute: (open, type = null) => set({ waitAMinute: { open, type } }),
  setEndChat: (open) => set({ endChat: open }),
  setUploadDocument: (open) => set({ uploadDocument: open }),
  setPaymentConfirmation: (open) => set({ paymentConfirmation: open }),
  setPlanLimit: (open, detail = '') => set({ planLimit: { open, detail } }),
}));
