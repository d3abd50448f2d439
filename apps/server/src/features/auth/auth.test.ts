import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type AuthResponse } from '@buyerlab/contract';
import { authTokens, inviteCoupons, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bearer, registerUser, signIn, signUpPayload, TEST_COUPON } from './auth.testing';
import { createCoupon } from './coupons';

// Counts Argon2 verifications (passing through to the real one), so a test can prove a sign-in
// for an unknown email pays for the same hash as a wrong password without timing anything.
const argon = vi.hoisted(() => ({ verifies: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verifies += 1;
      return real.verify(...args);
    },
  };
});

const UNLIMITED = {
  AUTH_IP_RATE_LIMIT: '100000',
  AUTH_ACCOUNT_RATE_LIMIT: '100000',
  HASH_QUEUE_LIMIT: '64',
  INVITE_COUPON: TEST_COUPON,
};

describe('sign-up with an invite coupon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    // Not a fresh install: the first account would be the super_admin (teams.test.ts).
    await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });

  it('creates a rep with a normalised email and answers 201 with message, token and user_id', async () => {
    const res = await signUp(signUpPayload({ email: '  Mixed.Case@Example.COM ' }));
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthResponse>();
    expect(body.message).toBe(AUTH_MESSAGES.signedUp);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'mixed.case@example.com',
      role: { name: 'rep' },
      phone_number: '+919876543210',
    });
    expect(body.user.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a missing, unknown, expired or used-up coupon', async () => {
    const { couponCode: _omit, ...withoutCoupon } = signUpPayload();
    const missing = await signUp(withoutCoupon);
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ detail: string }>().detail).toContain(AUTH_MESSAGES.couponRequired);

    const unknown = await signUp(signUpPayload({ couponCode: 'NOPE-NOPE' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: AUTH_MESSAGES.couponInvalid });

    await createCoupon(t.app.database.db, { code: 'OLD-ONE', uses: 5, days: 1 });
    await t.app.database.db
      .update(inviteCoupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(inviteCoupons.code, 'OLD-ONE'));
    expect((await signUp(signUpPayload({ couponCode: 'old-one' }))).statusCode).toBe(400);

    await createCoupon(t.app.database.db, { code: 'ONCE-ONLY' });
    expect((await signUp(signUpPayload({ couponCode: 'once-only' }))).statusCode).toBe(201);
    const again = await signUp(signUpPayload({ couponCode: 'ONCE-ONLY' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: AUTH_MESSAGES.couponInvalid });
  });

  it('admits exactly one of 20 parallel sign-ups on a single-use coupon', async () => {
    await createCoupon(t.app.database.db, { code: 'RACE-1' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => signUp(signUpPayload({ couponCode: 'RACE-1' }))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const [coupon] = await t.app.database.db.select().from(inviteCoupons).where(eq(inviteCoupons.code, 'RACE-1'));
    expect(coupon?.usesTaken).toBe(1);
  });

  it('gives a clear 409 for an email already registered, without spending the coupon', async () => {
    const first = await registerUser(t.app);
    await createCoupon(t.app.database.db, { code: 'KEEP-ME', uses: 2 });
    const res = await signUp(signUpPayload({ email: first.email.toUpperCase(), couponCode: 'KEEP-ME' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
    const [coupon] = await t.app.database.db.select().from(inviteCoupons).where(eq(inviteCoupons.code, 'KEEP-ME'));
    expect(coupon?.usesTaken).toBe(0);
  });

  it('validates every field with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, AUTH_MESSAGES.firstNameRequired],
      [{ last_name: ' ' }, AUTH_MESSAGES.lastNameRequired],
      [{ first_name: 'x'.repeat(101) }, 'first_name: First Name must be at most 100 characters'],
      [{ last_name: 'x'.repeat(101) }, 'last_name: Last Name must be at most 100 characters'],
      [{ email: 'no spaces@example.com' }, AUTH_MESSAGES.emailInvalid],
      [{ email: 'user@host' }, AUTH_MESSAGES.emailInvalid],
      [{ phone_number: '+91123' }, AUTH_MESSAGES.phoneInvalid],
      [{ password: 'five5' }, AUTH_MESSAGES.passwordTooShort],
    ];
    for (const [override, message] of cases) {
      const res = await signUp(signUpPayload(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json<{ detail: string }>().detail).toContain(message);
    }
  });
});

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
  });
  afterAll(() => t.close());

  it('are stored as argon2id hashes, never in clear', async () => {
    const { user, password } = await registerUser(t.app, { password: 'Plain Text Secret' });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, user.user_id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('accept 6 to 128 characters and are never truncated or trimmed', async () => {
    const long = `${'x'.repeat(127)}!`;
    const reg = await registerUser(t.app, { password: long });
    expect((await signIn(t.app, reg.email, long)).statusCode).toBe(200);
    expect((await signIn(t.app, reg.email, long.slice(0, 127))).statusCode).toBe(401);
    expect((await signIn(t.app, reg.email, `${long}!`)).statusCode).toBe(422);

    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: signUpPayload({ password: 'y'.repeat(129) }),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json<{ detail: string }>().detail).toContain(AUTH_MESSAGES.passwordTooLong);

    const spaced = await registerUser(t.app, { password: '  six  ' });
    expect((await signIn(t.app, spaced.email, '  six  ')).statusCode).toBe(200);
    expect((await signIn(t.app, spaced.email, 'six')).statusCode).toBe(401);
  });
});

describe('sign-in', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    await createTestUser(t.app);
    account = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('returns a fresh opaque token and the user', async () => {
    const res = await signIn(t.app, account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(account.token);
    expect(body.user.user_id).toBe(account.user.user_id);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await signIn(t.app, account.email, 'not the password');
    const unknown = await signIn(t.app, 'nobody@example.com', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.signInInvalid });
  });

  it('runs exactly one password verification for a wrong password and for an unknown email', async () => {
    const verificationsFor = async (email: string) => {
      const before = argon.verifies;
      expect((await signIn(t.app, email, 'not the password')).statusCode).toBe(401);
      return argon.verifies - before;
    };
    // The same work either way, so the answer's timing does not tell whether an account exists
    // (the timings themselves are measured by `npm run bench`, not asserted here).
    expect(await verificationsFor(account.email)).toBe(1);
    expect(await verificationsFor('ghost@example.com')).toBe(1);
    expect(await verificationsFor('another-ghost@example.com')).toBe(1);
  });
});

describe('tokens', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    await createTestUser(t.app);
    account = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
  const rowFor = async (token: string) => {
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.app.database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hash));
    return row;
  };

  it('are stored only as their SHA-256 hash', async () => {
    const stored = await t.app.database.db.select({ hash: authTokens.tokenHash }).from(authTokens);
    expect(stored.map((r) => r.hash)).not.toContain(account.token);
    expect(await rowFor(account.token)).toBeDefined();
  });

  it('expire after one day, or thirty with remember me', async () => {
    const day = 24 * 60 * 60 * 1000;
    const short = (await signIn(t.app, account.email, account.password, false)).json<AuthResponse>().token;
    const long = (await signIn(t.app, account.email, account.password, true)).json<AuthResponse>().token;
    const shortLeft = (await rowFor(short))!.expiresAt.getTime() - Date.now();
    const longLeft = (await rowFor(long))!.expiresAt.getTime() - Date.now();
    expect(shortLeft).toBeGreaterThan(day - 60_000);
    expect(shortLeft).toBeLessThanOrEqual(day);
    expect(longLeft).toBeGreaterThan(30 * day - 60_000);
    expect(longLeft).toBeLessThanOrEqual(30 * day);
  });

  it('give the current user with role.name', async () => {
    const res = await me(account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(account.user);
    expect(res.json()).toMatchObject({ email: account.email, role: { name: 'rep' } });
    expect(res.json<{ phone_number: string }>().phone_number).toMatch(/^\+\d+$/);
  });

  it('get 401 when missing, unknown or expired', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Please sign in to continue.' });
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
    const token = (await signIn(t.app, account.email, account.password)).json<AuthResponse>().token;
    expect((await me(token)).statusCode).toBe(200);
    const hash = createHash('sha256').update(token).digest('hex');
    await t.app.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, hash));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('are revoked by logout, which answers with a non-empty body', async () => {
    const token = (await signIn(t.app, account.email, account.password)).json<AuthResponse>().token;
    const other = (await signIn(t.app, account.email, account.password)).json<AuthResponse>().token;
    const out = await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.signedOut });
    expect((await me(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    // Only that token: the same user's other sign-in stays valid.
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('profiles and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED, (app) => {
      app.get('/api/test/admin-only', { onRequest: app.requireRole('super_admin') }, async () => ({ ok: true }));
    });
  });
  afterAll(() => t.close());

  const profile = (id: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/auth/${id}`, headers: bearer(token) });

  it('shows your own profile, hides everyone else’s as 404, and shows any to a super_admin', async () => {
    const alice = await createTestUser(t.app);
    const bob = await createTestUser(t.app, { role: 'manager' });
    const admin = await createTestUser(t.app, { role: 'super_admin' });
    expect((await profile(alice.user.id, alice.token)).json()).toMatchObject({ user_id: alice.user.id });
    const hidden = await profile(alice.user.id, bob.token);
    expect(hidden.statusCode).toBe(404);
    expect((await profile('not-a-uuid', alice.token)).statusCode).toBe(404);
    expect((await profile(bob.user.id, admin.token)).json()).toMatchObject({ role: { name: 'manager' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/${alice.user.id}` })).statusCode).toBe(401);
  });

  it('guards a route by role: 401 signed out, 403 for another role', async () => {
    const rep = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { role: 'super_admin' });
    const call = (headers = {}) => t.app.inject({ method: 'GET', url: '/api/test/admin-only', headers });
    expect((await call()).statusCode).toBe(401);
    expect((await call(bearer(rep.token))).statusCode).toBe(403);
    expect((await call(bearer(admin.token))).json()).toEqual({ ok: true });
  });
});
