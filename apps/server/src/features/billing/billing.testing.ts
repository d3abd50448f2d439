import { afterAll, beforeAll, expect } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { MySubscription, PaymentIntentCreated } from '@buyerlab/contract';
import { subscriptions } from '../../db/schema';
import { startFakeStripe, type FakeIntent, type FakeStripe } from '../../test/fake-stripe';
import { loadCatalog, personaPayload } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

const WEBHOOK_SECRET = 'whsec_test_buyerlab';
export type Auth = { authorization: string };

/**
 * The billing suites' app (on a local fake of Stripe, started for the file) and the calls they
 * share: sign a user in, read their plan, buy one, send Stripe's signed events.
 */
export function setUpBilling() {
  let stripe: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      RATE_LIMIT_SCALE: '1000',
      STRIPE_SECRET_KEY: 'sk_test_buyerlab',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_buyerlab',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.baseUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function signedIn(): Promise<{ auth: Auth; userId: string }> {
    const { user, token } = await createTestUser(t.app);
    return { auth: { authorization: `Bearer ${token}` }, userId: user.id };
  }

  async function mySubscription(auth: Auth): Promise<MySubscription> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user-subscriptions/my-subscription', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MySubscription>();
  }

  /** Asks for a payment intent, as the pricing page does, whatever the answer. */
  const requestIntent = (auth: Auth, plan: string, seats: number, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment-intent',
      headers: auth,
      payload: { plan, seats },
    });

  async function createIntent(auth: Auth, plan: 'rep' | 'team', seats: number): Promise<PaymentIntentCreated> {
    const res = await requestIntent(auth, plan, seats);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PaymentIntentCreated>();
  }

  /** A Stripe event about an intent, signed as Stripe signs it (or with another secret: a forgery). */
  function signedEvent(intent: FakeIntent, type = 'payment_intent.succeeded', secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: `evt_${intent.id}_${type}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  const sendWebhook = (event: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook', payload: event.payload, headers: event.headers });

  /** Paid subscriptions the user owns (the trial is not bought). */
  async function paidSubscriptions(userId: string): Promise<number> {
    const rows = await t.app.database.db.select().from(subscriptions).where(eq(subscriptions.ownerUserId, userId));
    return rows.filter((r) => r.plan !== 'trial').length;
  }

  async function personaFor(auth: Auth) {
    const catalog = await loadCatalog(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai-personas/',
      headers: auth,
      payload: personaPayload(catalog),
    });
    expect(res.statusCode, res.body).toBe(201);
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions/',
        headers: auth,
        payload: {
          mode_id: catalog.modes.get('discovering'),
          persona_id: res.json<{ persona_id: string }>().persona_id,
        },
      });
    return { start };
  }

  return {
    get t() {
      return t;
    },
    get stripe() {
      return stripe;
    },
    signedIn,
    mySubscription,
    requestIntent,
    createIntent,
    signedEvent,
    sendWebhook,
    paidSubscriptions,
    personaFor,
  };
}
