import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type AuthResponse, type DashboardLinkResponse } from '@buyerlab/contract';
import { dashboardCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bearer } from './auth.testing';

describe('dashboard links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      DASHBOARD_URL: 'https://dashboard.example.com/overview',
      ADMIN_DASHBOARD_URL: 'https://admin.example.com/',
    });
  });
  afterAll(() => t.close());

  const link = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/dashboard-link', headers: bearer(token) })
    ).json<DashboardLinkResponse>();
  const exchange = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/exchange', payload: { token: code } });

  it('sends a rep to the user dashboard and a super_admin to the admin one, with a code, never the token', async () => {
    const rep = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { role: 'super_admin' });
    const repLink = await link(rep.token);
    expect(repLink.external).toBe(true);
    expect(repLink.url).toMatch(/^https:\/\/dashboard\.example\.com\/overview\?token=[A-Za-z0-9_-]{43}$/);
    expect(repLink.url).not.toContain(rep.token);
    expect((await link(admin.token)).url).toMatch(/^https:\/\/admin\.example\.com\/\?token=/);
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(config.json()).toMatchObject({ dashboards: { user_external: true, admin_external: true } });
  });

  it('exchanges a code for a token once', async () => {
    const rep = await createTestUser(t.app);
    const code = new URL((await link(rep.token)).url).searchParams.get('token')!;
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const body = first.json<AuthResponse>();
    expect(body.user.user_id).toBe(rep.user.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(body.token) })).statusCode,
    ).toBe(200);
    const second = await exchange(code);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ detail: AUTH_MESSAGES.exchangeInvalid });
  });

  it('refuses a code older than 60 seconds', async () => {
    const rep = await createTestUser(t.app);
    const code = new URL((await link(rep.token)).url).searchParams.get('token')!;
    await t.app.database.db
      .update(dashboardCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(dashboardCodes.userId, rep.user.id));
    expect((await exchange(code)).statusCode).toBe(401);
  });
});

describe('dashboard links without external dashboards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('point to the product’s own dashboard for each role: /admin, /team, /dashboard', async () => {
    for (const [role, url] of [
      ['super_admin', '/admin'],
      ['manager', '/team'],
      ['rep', '/dashboard'],
    ] as const) {
      const user = await createTestUser(t.app, { role });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/dashboard-link',
        headers: bearer(user.token),
      });
      expect(res.json()).toEqual({ url, external: false });
    }
  });
});
