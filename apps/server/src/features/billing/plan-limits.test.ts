import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES } from '@buyerlab/contract';
import { subscriptions } from '../../db/schema';
import { inviteIntoTeam } from '../../test/teams';
import { createTestUser } from '../../test/users';
import { setUpBilling, type Auth } from './billing.testing';

const billing = setUpBilling();
const { signedIn, mySubscription, createIntent, signedEvent, sendWebhook, personaFor } = billing;

describe('team seats', () => {
  it('covers the members of the buyer’s teams, earliest joined first, and hands a leaver’s seat on', async () => {
    const boss = await signedIn();
    const created = await billing.t.app.inject({
      method: 'POST',
      url: '/api/v1/teams',
      headers: boss.auth,
      payload: { name: 'Seats' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const teamId = created.json<{ team_id: string }>().team_id;
    const reps: { auth: Auth; userId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const { user, token } = await createTestUser(billing.t.app);
      const auth = { authorization: `Bearer ${token}` };
      await inviteIntoTeam(billing.t.app, teamId, boss.auth, { email: user.email, auth });
      reps.push({ auth, userId: user.id });
    }
    const plans = async () => Promise.all(reps.map(async (r) => (await mySubscription(r.auth)).plan));
    expect(await plans()).toEqual(['trial', 'trial', 'trial']);

    // Three seats: the buyer holds one, the two members who joined first the others.
    const intent = billing.stripe.succeed((await createIntent(boss.auth, 'team', 3)).payment_intent_id);
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
    const removed = await billing.t.app.inject({
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
    await sendWebhook(signedEvent(billing.stripe.succeed(created.payment_intent_id)));
    expect((await persona.start()).statusCode).toBe(201);
    expect((await mySubscription(auth)).sessions).toEqual({ limit: 40, used: 1, left: 39 });
  });

  it('refuses any session once the trial has ended', async () => {
    const { auth, userId } = await signedIn();
    const persona = await personaFor(auth);
    await mySubscription(auth);
    const ended = new Date(Date.now() - 60_000);
    await billing.t.app.database.db
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
    const res = await billing.t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: auth,
      payload: { mode_id: 1, persona_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(404);
    expect((await mySubscription(auth)).sessions.used).toBe(0);
  });
});
