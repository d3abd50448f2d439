import { z } from 'zod';

/** The plans a rep or team can be on. Only the paid ones can be bought. */
export const PLAN_KEYS = ['trial', 'rep', 'team'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const PAID_PLAN_KEYS = ['rep', 'team'] as const;
export type PaidPlanKey = (typeof PAID_PLAN_KEYS)[number];

export const planSchema = z.object({
  key: z.enum(PLAN_KEYS),
  name: z.string(),
  description: z.string(),
  /** In the currency's minor unit (cents): what one seat costs for one month. 0 for the trial. */
  price_per_seat_month: z.number().int().min(0),
  currency: z.string(),
  /** Practice sessions each seat may start per period: a month, or the whole trial. */
  sessions_per_month: z.number().int().positive(),
  /** Length of the trial; null for paid plans, which run one month per payment. */
  trial_days: z.number().int().positive().nullable(),
  seats: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
  features: z.array(z.string()),
  purchasable: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /v1/subscriptions/: the plans, and whether this server can take payments. */
export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  payments: z.object({ configured: z.boolean(), publishable_key: z.string().nullable() }),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionSchema = z.object({
  subscription_id: z.uuid(),
  plan: z.enum(PLAN_KEYS),
  plan_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Seats the subscription pays for, and how many are taken (the owner holds one). */
  seats: z.number().int().positive(),
  seats_taken: z.number().int().min(0),
  /** Whether the caller bought it (a team member's seat is covered by the owner's subscription). */
  is_owner: z.boolean(),
  period_start: z.string(),
  period_end: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /v1/user-subscriptions/my-subscription: the subscription covering the caller now, with usage. */
export const mySubscriptionSchema = subscriptionSchema.extend({
  sessions: z.object({ limit: z.number().int(), used: z.number().int(), left: z.number().int() }),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** GET /v1/user-subscriptions/: every subscription the caller holds a seat in, newest first. */
export const subscriptionListSchema = z.array(subscriptionSchema);

export const BILLING_LIMITS = { maxSeats: 100 } as const;

export const createPaymentIntentSchema = z.object({
  plan: z.enum(PAID_PLAN_KEYS),
  seats: z.number().int().min(1).max(BILLING_LIMITS.maxSeats),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentSchema>;

export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  payment_intent_id: z.string(),
  plan: z.enum(PAID_PLAN_KEYS),
  seats: z.number().int().positive(),
  /** In the currency's minor unit (cents). */
  amount: z.number().int().positive(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The subscription this payment activated, once it has. */
  subscription_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /v1/payments/create-payment-intent: what Stripe.js needs to take the payment. */
export const paymentIntentCreatedSchema = paymentSchema.extend({ client_secret: z.string() });
export type PaymentIntentCreated = z.infer<typeof paymentIntentCreatedSchema>;

export const paymentListSchema = z.array(paymentSchema);

export const webhookReceivedSchema = z.object({ received: z.literal(true) });

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const BILLING_MESSAGES = {
  notConfigured:
    'Payments are not configured on this server yet, so plans cannot be bought here. Your free trial keeps working.',
  notPurchasable: 'The free trial starts by itself with every new account; it cannot be bought.',
  seatsOutOfRange: (plan: string, min: number, max: number) =>
    min === max
      ? `The ${plan} plan is for ${min} seat${min === 1 ? '' : 's'}.`
      : `The ${plan} plan needs between ${min} and ${max} seats.`,
  paymentNotFound: 'Payment not found.',
  providerFailed: 'The payment provider did not answer. Please try again in a moment.',
  missingSignature: 'The webhook has no Stripe-Signature header.',
  invalidSignature: 'The webhook signature does not match this server’s webhook secret.',
  trialEnded: (endedAt: string) =>
    `Your free trial ended on ${formatDay(endedAt)}. Choose a plan on the pricing page to keep practising.`,
  planEnded: (plan: string, endedAt: string) =>
    `Your ${plan} plan ended on ${formatDay(endedAt)}. Renew it on the pricing page to keep practising.`,
  trialLimitReached: (limit: number) =>
    `You have used all ${limit} practice sessions of your free trial. Choose a plan on the pricing page to keep practising.`,
  planLimitReached: (plan: string, limit: number, endsAt: string) =>
    `You have used all ${limit} practice sessions of your ${plan} plan for this month (it runs until ${formatDay(endsAt)}). Renew or upgrade on the pricing page to keep practising.`,
} as const;

/** Money as people read it: 4900 cents → "$49". */
export function formatAmount(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100);
}
