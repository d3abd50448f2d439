import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type AuthResponse } from '@buyerlab/contract';
import { authTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bearer, OPEN_LIMITS, appWithAccount, type RegisteredUser, signIn, TEST_COUPON } from './auth.testing';

const UNLIMITED = { ...OPEN_LIMITS, INVITE_COUPON: TEST_COUPON };

describe('tokens', () => {
  let t: TestApp;
  let account: RegisteredUser;
  beforeAll(async () => {
    ({ t, account } = await appWithAccount(UNLIMITED));
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
