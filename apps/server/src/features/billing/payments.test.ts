import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BILLING_MESSAGES, type Payment } from '@buyerlab/contract';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { setUpBilling } from './billing.testing';

const billing = setUpBilling();
const { signedIn, mySubscription, requestIntent, createIntent, signedEvent, sendWebhook, paidSubscriptions } = billing;

describe('plans', () => {
  it('serves the free trial, Rep and Team with prices per seat, sessions and seats, and says payments are on', async () => {
    const res = await billing.t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ plans: { key: string; trial_days: number | null; sessions_per_month: number }[] }>();
    expect(body.plans.map((p) => p.key)).toEqual(['trial', 'rep', 'team']);
    expect(body.plans[0]).toMatchObject({
      name: 'Free trial',
      trial_days: 14,
      sessions_per_month: 10,
      purchasable: false,
    });
    expect(body.plans[2]).toMatchObject({ name: 'Team', currency: 'usd', seats: { min: 3, max: 100 } });
    expect(res.json()).toMatchObject({ payments: { configured: true, publishable_key: 'pk_test_buyerlab' } });
  });
});

describe('subscriptions', () => {
  it('starts every new account on a 14-day free trial with 10 sessions', async () => {
    const { auth } = await signedIn();
    const mine = await mySubscription(auth);
    expect(mine).toMatchObject({ plan: 'trial', status: 'trialing', seats: 1, seats_taken: 1, is_owner: true });
    expect(mine.sessions).toEqual({ limit: 10, used: 0, left: 10 });
    const days = (Date.parse(mine.period_end) - Date.parse(mine.period_start)) / 86_400_000;
    expect(days).toBe(14);
    const list = await billing.t.app.inject({ method: 'GET', url: '/api/v1/user-subscriptions/', headers: auth });
    expect(list.json()).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    const res = await billing.t.app.inject({ method: 'GET', url: '/api/v1/user-subscriptions/my-subscription' });
    expect(res.statusCode).toBe(401);
  });
});

describe('payments', () => {
  it('prices the intent on the server from the plan and seats, and refuses seats the plan does not sell', async () => {
    const { auth } = await signedIn();
    const created = await createIntent(auth, 'team', 5);
    expect(created).toMatchObject({ plan: 'team', seats: 5, amount: 19_500, currency: 'usd', subscription_id: null });
    expect(created.client_secret).toBe(billing.stripe.intents.get(created.payment_intent_id)?.client_secret);
    expect(billing.stripe.intents.get(created.payment_intent_id)?.amount).toBe(19_500);

    const tooFew = await requestIntent(auth, 'team', 2);
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json()).toEqual({ detail: BILLING_MESSAGES.seatsOutOfRange('Team', 3, 100) });
    const trial = await requestIntent(auth, 'trial', 1);
    expect(trial.statusCode).toBe(422);
  });

  it('activates the plan once when the webhook arrives first and is replayed 5 times', async () => {
    const { auth, userId } = await signedIn();
    const created = await createIntent(auth, 'team', 4);
    const event = signedEvent(billing.stripe.succeed(created.payment_intent_id));
    const replies = await Promise.all(Array.from({ length: 5 }, () => sendWebhook(event)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await paidSubscriptions(userId)).toBe(1);

    const mine = await mySubscription(auth);
    expect(mine).toMatchObject({ plan: 'team', status: 'active', seats: 4, seats_taken: 1, is_owner: true });
    expect(mine.sessions).toEqual({ limit: 60, used: 0, left: 60 });

    // The browser's confirmation comes after: it sees the same activation and makes no other.
    const status = await billing.t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/payment-intent/${created.payment_intent_id}`,
      headers: auth,
    });
    expect(status.json<Payment>()).toMatchObject({ status: 'succeeded', subscription_id: mine.subscription_id });
    await sendWebhook(event);
    expect(await paidSubscriptions(userId)).toBe(1);
  });

  it('activates once when the browser confirms before the webhook comes', async () => {
    const { auth, userId } = await signedIn();
    const created = await createIntent(auth, 'rep', 1);
    const url = `/api/v1/payments/payment-intent/${created.payment_intent_id}`;
    const pending = await billing.t.app.inject({ method: 'GET', url, headers: auth });
    expect(pending.json<Payment>()).toMatchObject({ status: 'requires_payment_method', subscription_id: null });
    expect((await mySubscription(auth)).plan).toBe('trial');

    const intent = billing.stripe.succeed(created.payment_intent_id);
    const confirmed = await billing.t.app.inject({ method: 'GET', url, headers: auth });
    expect(confirmed.json<Payment>().status).toBe('succeeded');
    for (let i = 0; i < 5; i++) expect((await sendWebhook(signedEvent(intent))).statusCode).toBe(200);
    expect(await paidSubscriptions(userId)).toBe(1);
    expect(await mySubscription(auth)).toMatchObject({ plan: 'rep', status: 'active', sessions: { limit: 40 } });

    const list = await billing.t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: auth });
    expect(list.json<Payment[]>().map((p) => [p.payment_intent_id, p.status])).toEqual([
      [created.payment_intent_id, 'succeeded'],
    ]);
  });

  it('refuses a forged, tampered or unsigned webhook with 400 and changes nothing', async () => {
    const { auth, userId } = await signedIn();
    const created = await createIntent(auth, 'rep', 1);
    const intent = billing.stripe.succeed(created.payment_intent_id);
    const forged = await sendWebhook(signedEvent(intent, 'payment_intent.succeeded', 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: BILLING_MESSAGES.invalidSignature });

    const genuine = signedEvent(intent);
    const tampered = await sendWebhook({ ...genuine, payload: genuine.payload.replace('"amount":4900', '"amount":1') });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await billing.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      payload: genuine.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ detail: BILLING_MESSAGES.missingSignature });
    expect(await paidSubscriptions(userId)).toBe(0);
    expect((await mySubscription(auth)).plan).toBe('trial');
  });

  it('keeps a failed payment from activating, and a late failure from undoing a success', async () => {
    const { auth, userId } = await signedIn();
    const created = await createIntent(auth, 'rep', 1);
    const intent = billing.stripe.intents.get(created.payment_intent_id)!;
    await sendWebhook(signedEvent(intent, 'payment_intent.payment_failed'));
    expect(await paidSubscriptions(userId)).toBe(0);
    await sendWebhook(signedEvent(billing.stripe.succeed(intent.id)));
    await sendWebhook(signedEvent({ ...intent, status: 'requires_payment_method' }, 'payment_intent.payment_failed'));
    const list = await billing.t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: auth });
    expect(list.json<Payment[]>()[0]?.status).toBe('succeeded');
    expect((await mySubscription(auth)).plan).toBe('rep');
  });

  it("does not show one user's payment to another", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await createIntent(owner.auth, 'rep', 1);
    const res = await billing.t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/payment-intent/${created.payment_intent_id}`,
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
    const list = await billing.t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: other.auth });
    expect(list.json()).toEqual([]);
  });

  it('answers 503 with a clear detail when Stripe is down, and stores no payment', async () => {
    const { auth } = await signedIn();
    billing.stripe.failNext(2);
    const res = await requestIntent(auth, 'rep', 1);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: BILLING_MESSAGES.providerFailed });
    const list = await billing.t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: auth });
    expect(list.json()).toEqual([]);
  });
});

describe('without Stripe settings', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('says payments are not configured, takes no fake payment, and the trial still works', async () => {
    const { token } = await createTestUser(bare.app);
    const auth = { authorization: `Bearer ${token}` };
    const plans = await bare.app.inject({ method: 'GET', url: '/api/v1/subscriptions/' });
    expect(plans.json()).toMatchObject({ payments: { configured: false, publishable_key: null } });
    const intent = await requestIntent(auth, 'rep', 1, bare.app);
    expect(intent.statusCode).toBe(503);
    expect(intent.json()).toEqual({ detail: BILLING_MESSAGES.notConfigured });
    const webhook = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(webhook.statusCode).toBe(503);
    const mine = await bare.app.inject({
      method: 'GET',
      url: '/api/v1/user-subscriptions/my-subscription',
      headers: auth,
    });
    expect(mine.json()).toMatchObject({ plan: 'trial', status: 'trialing', sessions: { left: 10 } });
    const rows = await queryRows<{ n: number }>(bare.app.database.db, sql`SELECT count(*)::int AS n FROM payments`);
    expect(rows[0]?.n).toBe(0);
  });
});
