// The billing feature's public face: other features import it from here only (docs/decisions/0019-web-layering.md).
export { PaymentConfirmationDialog } from './components/payment-confirmation-dialog';
export { PlanLimitDialog } from './components/plan-limit-dialog';
export { openPlanLimit } from './store/billing-modal-store';
