import type Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  PAYMENT_STATUSES,
  type CreatePaymentIntentRequest,
  type Payment,
  type PaymentIntentCreated,
  type PaymentStatus,
} from '@buyerlab/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { billingRepository, type PaymentRow } from './billing.repository';
import { PLANS, oneMonthFrom, priceOf } from './plans';
import { readWebhookEvent, type StripeGateway } from './stripe-gateway';

export type PaymentsDeps = {
  db: Database;
  stripe: StripeGateway | null;
  webhookSecret: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
};

function toPayment(row: PaymentRow): Payment {
  return {
    payment_intent_id: row.stripePaymentIntentId,
    plan: row.plan,
    seats: row.seats,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    subscription_id: row.subscriptionId,
    created_at: row.createdAt.toISOString(),
  };
}

const knownStatus = (status: string): PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as PaymentStatus) : 'requires_payment_method';

/** Payments through Stripe: the intent, its status, the caller's history, and the webhook. */
export function paymentsService({ db, stripe, webhookSecret, log, now = () => new Date() }: PaymentsDeps) {
  const repo = billingRepository(db);

  function gateway(): StripeGateway {
    if (!stripe) throw new AppError('service_unavailable', BILLING_MESSAGES.notConfigured);
    return stripe;
  }

  async function callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      log.warn({ err: error }, 'stripe call failed');
      throw new AppError('service_unavailable', BILLING_MESSAGES.providerFailed, { 'retry-after': '5' }, error);
    }
  }

  /**
   * What Stripe says about an intent, applied once. A succeeded intent activates its plan only when
   * it paid what this server asked for; any other status is recorded (never over a success).
   */
  async function apply(intent: Stripe.PaymentIntent): Promise<PaymentRow | undefined> {
    const payment = await repo.paymentByIntent(intent.id);
    if (!payment) return undefined;
    if (intent.status !== 'succeeded') {
      await repo.setPaymentStatus(intent.id, knownStatus(intent.status));
      return repo.paymentByIntent(intent.id);
    }
    if (intent.amount !== payment.amount || intent.currency !== payment.currency) {
      log.error({ intent: intent.id }, 'a succeeded payment intent does not match the payment it was made for');
      return payment;
    }
    const start = now();
    const activated = await repo.activate(intent.id, { start, end: oneMonthFrom(start) });
    // A Team plan covers the members of the buyer's teams at once (and again on every replay: harmless).
    if (activated?.plan === 'team') await repo.syncTeamSeats(activated.userId, start);
    return activated;
  }

  async function ownedPayment(userId: string, intentId: string): Promise<PaymentRow> {
    const payment = await repo.paymentByIntent(intentId);
    if (!payment || payment.userId !== userId) throw new AppError('not_found', BILLING_MESSAGES.paymentNotFound);
    return payment;
  }

  return {
    async createIntent(userId: string, input: CreatePaymentIntentRequest): Promise<PaymentIntentCreated> {
      const plan = PLANS[input.plan];
      if (input.seats < plan.seats.min || input.seats > plan.seats.max)
        throw new AppError(
          'validation_failed',
          BILLING_MESSAGES.seatsOutOfRange(plan.name, plan.seats.min, plan.seats.max),
        );
      const { client } = gateway();
      const amount = priceOf(input.plan, input.seats);
      const intent = await callStripe(() =>
        client.paymentIntents.create({
          amount,
          currency: plan.currency,
          automatic_payment_methods: { enabled: true },
          description: `Buyerlab ${plan.name} plan, ${input.seats} seat${input.seats === 1 ? '' : 's'}, one month`,
          metadata: { user_id: userId, plan: plan.key, seats: String(input.seats) },
        }),
      );
      if (!intent.client_secret) throw new AppError('service_unavailable', BILLING_MESSAGES.providerFailed);
      const row = await repo.insertPayment({
        userId,
        stripePaymentIntentId: intent.id,
        plan: input.plan,
        seats: input.seats,
        amount,
        currency: plan.currency,
        status: knownStatus(intent.status),
      });
      return { ...toPayment(row), client_secret: intent.client_secret };
    },

    /** The browser's confirmation: asks Stripe (the webhook may not have come yet) and applies the answer. */
    async status(userId: string, intentId: string): Promise<Payment> {
      const payment = await ownedPayment(userId, intentId);
      if (payment.subscriptionId) return toPayment(payment);
      const { client } = gateway();
      const intent = await callStripe(() => client.paymentIntents.retrieve(intentId));
      return toPayment((await apply(intent)) ?? payment);
    },

    async listByUser(userId: string): Promise<Payment[]> {
      return (await repo.paymentsOf(userId)).map(toPayment);
    },

    /** A Stripe event, accepted only with a valid signature; replays change nothing. */
    async handleWebhook(payload: Buffer, signature: string | undefined): Promise<void> {
      if (!webhookSecret) throw new AppError('service_unavailable', BILLING_MESSAGES.notConfigured);
      if (!signature) throw new AppError('bad_request', BILLING_MESSAGES.missingSignature);
      let event: Stripe.Event;
      try {
        event = readWebhookEvent(payload, signature, webhookSecret);
      } catch {
        throw new AppError('bad_request', BILLING_MESSAGES.invalidSignature);
      }
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
        case 'payment_intent.processing':
          await apply(event.data.object);
          return;
        default:
          log.debug({ type: event.type }, 'stripe event ignored');
      }
    },
  };
}
