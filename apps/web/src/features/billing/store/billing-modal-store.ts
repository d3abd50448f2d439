import { create } from 'zustand';

/** The billing dialogs (docs/product.md#dialogs): payment confirmation, and a start refused by the plan. */
type BillingModalState = {
  paymentConfirmation: boolean;
  /** A session start refused by the plan (402): why, and the way to the pricing page. */
  planLimit: { open: boolean; detail: string };
  setPaymentConfirmation: (open: boolean) => void;
  setPlanLimit: (open: boolean, detail?: string) => void;
};

export const useBillingModalStore = create<BillingModalState>()((set) => ({
  paymentConfirmation: false,
  planLimit: { open: false, detail: '' },
  setPaymentConfirmation: (open) => set({ paymentConfirmation: open }),
  setPlanLimit: (open, detail = '') => set({ planLimit: { open, detail } }),
}));

/** Says why the plan refused a session start, with the way to the pricing page. */
export function openPlanLimit(detail?: string): void {
  useBillingModalStore.getState().setPlanLimit(true, detail);
}
