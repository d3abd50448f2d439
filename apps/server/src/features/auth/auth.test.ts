import { eq } from 'drizzle-orm';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type AuthResponse } from '@buyerlab/contract';
import { inviteCoupons, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import {
  OPEN_LIMITS,
  appWithAccount,
  type RegisteredUser,
  registerUser,
  signIn,
  signUpPayload,
  TEST_COUPON,
} from './auth.testing';
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

const UNLIMITED = { ...OPEN_LIMITS, INVITE_COUPON: TEST_COUPON };

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
  let account: RegisteredUser;
  beforeAll(async () => {
    ({ t, account } = await appWithAccount(UNLIMITED));
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
