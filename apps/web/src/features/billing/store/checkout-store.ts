import { create } from 'zustand';
import type { PaidPlanKey } from '@buyerlab/contract';

/** The plan and seats chosen on the pricing page, read by the payment-confirmation dialog. */
type CheckoutState = {
  plan: PaidPlanKey | null;
  seats: number;
  choose: (plan: PaidPlanKey, seats: number) => void;
};

export const useCheckoutStore = create<CheckoutState>()((set) => ({
  plan: null,
  seats: 1,
  choose: (plan, seats) => set({ plan, seats }),
}));
