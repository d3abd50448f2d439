import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { BILLING_MESSAGES, type MySubscription, type Payment, type PaymentIntentCreated } from '@buyerlab/contract';
import { queryRows } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { startFakeStripe, type FakeIntent, type FakeStripe } from '../../test/fake-stripe';
import { loadCatalog, personaPayload } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

const WEBHOOK_SECRET = 'whsec_test_buyerlab';
type Auth = { authorization: string };

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

async function createIntent(auth: Auth, plan: 'rep' | 'team', seats: number): Promise<PaymentIntentCreated> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-payment-intent',
    headers: auth,
    payload: { plan, seats },
  });
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
      payload: { mode_id: catalog.modes.get('discovering'), persona_id: res.json<{ persona_id: string }>().persona_id },
    });
  return { start };
}

describe('plans', () => {
  it('serves the free trial, Rep and Team with prices per seat, sessions and seats, and says payments are on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/' });
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
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/user-subscriptions/', headers: auth });
    expect(list.json()).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user-subscriptions/my-subscription' });
    expect(res.statusCode).toBe(401);
  });
});

describe('payments', () => {
  it('prices the intent on the server from the plan and seats, and refuses seats the plan does not sell', async () => {
    const { auth } = await signedIn();
    const created = await createIntent(auth, 'team', 5);
    expect(created).toMatchObject({ plan: 'team', seats: 5, amount: 19_500, currency: 'usd', subscription_id: null });
    expect(created.client_secret).toBe(stripe.intents.get(created.payment_intent_id)?.client_secret);
    expect(stripe.intents.get(created.payment_intent_id)?.amount).toBe(19_500);

    const tooFew = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment-intent',
      headers: auth,
      payload: { plan: 'team', seats: 2 },
    });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json()).toEqual({ detail: BILLING_MESSAGES.seatsOutOfRange('Team', 3, 100) });
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment-intent',
      headers: auth,
      payload: { plan: 'trial', seats: 1 },
    });
    expect(trial.statusCode).toBe(422);
  });

  it('activates the plan once when the webhook arrives first and is replayed 5 times', async () => {
    const { auth, userId } = await signedIn();
    const created = await createIntent(auth, 'team', 4);
    const event = signedEvent(stripe.succeed(created.payment_intent_id));
    const replies = await Promise.all(Array.from({ length: 5 }, () => sendWebhook(event)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await paidSubscriptions(userId)).toBe(1);

    const mine = await mySubscription(auth);
    expect(mine).toMatchObject({ plan: 'team', status: 'active', seats: 4, seats_taken: 1, is_owner: true });
    expect(mine.sessions).toEqual({ limit: 60, used: 0, left: 60 });

    // The browser's confirmation comes after: it sees the same activation and makes no other.
    const status = await t.app.inject({
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
    const pending = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(pending.json<Payment>()).toMatchObject({ status: 'requires_payment_method', subscription_id: null });
    expect((await mySubscription(auth)).plan).toBe('trial');

    const intent = stripe.succeed(created.payment_intent_id);
    const confirmed = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(confirmed.json<Payment>().status).toBe('succeeded');
    for (let i = 0; i < 5; i++) expect((await sendWebhook(signedEvent(intent))).statusCode).toBe(200);
    expect(await paidSubscriptions(userId)).toBe(1);
    expect(await mySubscription(auth)).toMatchObject({ plan: 'rep', status: 'active', sessions: { limit: 40 } });

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: auth });
    expect(list.json<Payment[]>().map((p) => [p.payment_intent_id, p.status])).toEqual([
      [created.payment_intent_id, 'succeeded'],
    ]);
  });

  it('refuses a forged, tampered or unsigned webhook with 400 and changes nothing', async () => {
    const { auth, userId } = await signedIn();
    const created = await createIntent(auth, 'rep', 1);
    const intent = stripe.succeed(created.payment_intent_id);
    const forged = await sendWebhook(signedEvent(intent, 'payment_intent.succeeded', 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: BILLING_MESSAGES.invalidSignature });

    const genuine = signedEvent(intent);
    const tampered = await sendWebhook({ ...genuine, payload: genuine.payload.replace('"amount":4900', '"amount":1') });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
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
    const intent = stripe.intents.get(created.payment_intent_id)!;
    await sendWebhook(signedEvent(intent, 'payment_intent.payment_failed'));
    expect(await paidSubscriptions(userId)).toBe(0);
    await sendWebhook(signedEvent(stripe.succeed(intent.id)));
    await sendWebhook(signedEvent({ ...intent, status: 'requires_payment_method' }, 'payment_intent.payment_failed'));
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: auth });
    expect(list.json<Payment[]>()[0]?.status).toBe('succeeded');
    expect((await mySubscription(auth)).plan).toBe('rep');
  });

  it("does not show one user's payment to another", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await createIntent(owner.auth, 'rep', 1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/payment-intent/${created.payment_intent_id}`,
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: other.auth });
    expect(list.json()).toEqual([]);
  });

  it('answers 503 with a clear detail when Stripe is down, and stores no payment', async () => {
    const { auth } = await signedIn();
    stripe.failNext(2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment-intent',
      headers: auth,
      payload: { plan: 'rep', seats: 1 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: BILLING_MESSAGES.providerFailed });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/payments/by-user', headers: auth });
    expect(list.json()).toEqual([]);
  });
});

describe('team seats', () => {
  it('covers the members of the buyer’s teams, earliest joined first, and hands a leaver’s seat on', async () => {
    const boss = await signedIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teams',
      headers: boss.auth,
      payload: { name: 'Seats' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const teamId = created.json<{ team_id: string }>().team_id;
    const reps: { auth: Auth; userId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const { user, token } = await createTestUser(t.app);
      const auth = { authorization: `Bearer ${token}` };
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/v1/teams/${teamId}/invites`,
        headers: boss.auth,
        payload: { email: user.email },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const mail = (await t.app.mailer.listOutbox()).find((m) => m.to === user.email);
      const code = /Your invite code: (\S+)/.exec(mail?.text ?? '')?.[1];
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/teams/invites/accept',
        headers: auth,
        payload: { code },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      reps.push({ auth, userId: user.id });
    }
    const plans = async () => Promise.all(reps.map(async (r) => (await mySubscription(r.auth)).plan));
    expect(await plans()).toEqual(['trial', 'trial', 'trial']);

    // Three seats: the buyer holds one, the two members who joined first the others.
    const intent = stripe.succeed((await createIntent(boss.auth, 'team', 3)).payment_intent_id);
    await sendWebhook(signedEvent(intent));
    expect(await plans()).toEqual(['team', 'team', 'trial']);
    expect(await mySubscription(reps[0]!.auth)).toMatchObject({
      plan: 'team',
      status: 'active',
      is_owner: false,
      seats: 3,
      seats_taken: 3,
      sessions: { limit: 60, used: 0, left: 60 },
    });

    // The first member leaves: the seat goes to the one who was waiting, and the leaver is back on the trial.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/teams/${teamId}/members/${reps[0]!.userId}`,
      headers: boss.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await plans()).toEqual(['trial', 'team', 'team']);
    // A replayed payment event hands out no extra seat.
    await sendWebhook(signedEvent(intent));
    expect((await mySubscription(boss.auth)).seats_taken).toBe(3);
  });
});

describe('plan limits', () => {
  it('refuses the 11th session of the trial with 402, and a paid plan lets the rep go on', async () => {
    const { auth } = await signedIn();
    const persona = await personaFor(auth);
    for (let i = 0; i < 10; i++) expect((await persona.start()).statusCode).toBe(201);
    const refused = await persona.start();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ detail: BILLING_MESSAGES.trialLimitReached(10) });
    expect((await mySubscription(auth)).sessions).toEqual({ limit: 10, used: 10, left: 0 });

    const created = await createIntent(auth, 'rep', 1);
    await sendWebhook(signedEvent(stripe.succeed(created.payment_intent_id)));
    expect((await persona.start()).statusCode).toBe(201);
    expect((await mySubscription(auth)).sessions).toEqual({ limit: 40, used: 1, left: 39 });
  });

  it('refuses any session once the trial has ended', async () => {
    const { auth, userId } = await signedIn();
    const persona = await personaFor(auth);
    await mySubscription(auth);
    const ended = new Date(Date.now() - 60_000);
    await t.app.database.db
      .update(subscriptions)
      .set({ periodStart: new Date(ended.getTime() - 14 * 86_400_000), periodEnd: ended })
      .where(eq(subscriptions.ownerUserId, userId));
    const refused = await persona.start();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ detail: BILLING_MESSAGES.trialEnded(ended.toISOString()) });
    expect(await mySubscription(auth)).toMatchObject({ status: 'expired', sessions: { left: 0 } });
  });

  it('admits exactly the sessions left when 20 starts arrive at once', async () => {
    const { auth } = await signedIn();
    const persona = await personaFor(auth);
    for (let i = 0; i < 7; i++) expect((await persona.start()).statusCode).toBe(201);
    const replies = await Promise.all(Array.from({ length: 20 }, () => persona.start()));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    expect((await mySubscription(auth)).sessions).toEqual({ limit: 10, used: 10, left: 0 });
  });

  it('does not count a start refused for another reason', async () => {
    const { auth } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: auth,
      payload: { mode_id: 1, persona_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(404);
    expect((await mySubscription(auth)).sessions.used).toBe(0);
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
    const intent = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create-payment-intent',
      headers: auth,
      payload: { plan: 'rep', seats: 1 },
    });
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
