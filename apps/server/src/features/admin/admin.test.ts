import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalog, AdminCoupon, AdminUserPage, AuditPage } from '@buyerlab/contract';
import { ADMIN_MESSAGES } from '@buyerlab/contract';
import { openLive } from '../../test/live-client';
import { createPracticeSession, loadCatalog, personaPayload } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bearer, signUpPayload } from '../auth/auth.testing';
import { validRequest } from '../demo-booking/demo.fixtures';

const ID = '00000000-0000-4000-8000-000000000000';

/** One call per admin route, with a valid body; ids name nothing, so a super_admin may get 404. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/v1/admin/users?q=a&page=0&page_size=10&sort=email&order=asc' },
  { method: 'PUT', url: `/api/v1/admin/users/${ID}/role`, payload: { role: 'manager' } },
  { method: 'PUT', url: `/api/v1/admin/users/${ID}/disabled`, payload: { disabled: true } },
  { method: 'GET', url: '/api/v1/admin/coupons' },
  { method: 'POST', url: '/api/v1/admin/coupons', payload: { uses: 3, days: 7 } },
  { method: 'POST', url: '/api/v1/admin/coupons/NO-SUCH-CODE/revoke' },
  { method: 'GET', url: '/api/v1/admin/demo-requests?status=all' },
  { method: 'PUT', url: `/api/v1/admin/demo-requests/${ID}/handled`, payload: { handled: true } },
  { method: 'GET', url: '/api/v1/admin/catalog' },
  { method: 'POST', url: '/api/v1/admin/catalog/roles', payload: { name: 'Walk Role', based_on: 1 } },
  { method: 'PUT', url: '/api/v1/admin/catalog/roles/999999/name', payload: { name: 'Renamed' } },
  { method: 'PUT', url: '/api/v1/admin/catalog/roles/999999/hidden', payload: { hidden: true } },
  { method: 'GET', url: '/api/v1/admin/audit' },
];

describe('admin console API (docs/product.md#admin)', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ INVITE_COUPON: 'TEST-INVITE', AUTH_IP_RATE_LIMIT: '100000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const a = await createTestUser(t.app, { role: 'super_admin', email: 'root@example.com' });
    admin = bearer(a.token);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: method as 'GET' | 'POST' | 'PUT',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const audit = async () => (await call('GET', '/api/v1/admin/audit?page_size=100', admin)).json<AuditPage>().entries;

  it('answers 401 signed out and 403 to a rep and a manager on every route; a super_admin is served', async () => {
    const rep = bearer((await createTestUser(t.app)).token);
    const manager = bearer((await createTestUser(t.app, { role: 'manager' })).token);
    const wrong: string[] = [];
    for (const r of ROUTES) {
      for (const [who, headers, status] of [
        ['signed out', {}, 401],
        ['rep', rep, 403],
        ['manager', manager, 403],
      ] as const) {
        const res = await call(r.method, r.url, headers, r.payload);
        if (res.statusCode !== status) wrong.push(`${who} ${r.method} ${r.url} → ${res.statusCode}`);
      }
      const res = await call(r.method, r.url, admin, r.payload);
      if (res.statusCode >= 500 || res.statusCode === 401 || res.statusCode === 403)
        wrong.push(`super_admin ${r.method} ${r.url} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds users by email or name, pages and sorts on the server', async () => {
    for (const n of [1, 2, 3]) await createTestUser(t.app, { email: `zed${n}@findme.test`, firstName: `Zed${n}` });
    const page = (q: string) => call('GET', `/api/v1/admin/users?${q}`, admin).then((r) => r.json<AdminUserPage>());
    const first = await page('q=findme&page_size=10&sort=email&order=desc');
    expect(first.total).toBe(3);
    expect(first.users.map((u) => u.email)).toEqual(['zed3@findme.test', 'zed2@findme.test', 'zed1@findme.test']);
    expect((await page('q=zed2')).users.map((u) => u.first_name)).toEqual(['Zed2']);
    expect((await page('q=%25')).total).toBe(0);
    const bad = await call('GET', '/api/v1/admin/users?page_size=7', admin);
    expect(bad.statusCode).toBe(422);
  });

  it('changes a role and writes who, what, target and details to the audit log', async () => {
    const { user } = await createTestUser(t.app, { email: 'promote@example.com' });
    const res = await call('PUT', `/api/v1/admin/users/${user.id}/role`, admin, { role: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { role: 'manager' }, message: 'promote@example.com is now manager' });
    expect((await audit())[0]).toMatchObject({
      actor_email: 'root@example.com',
      action: 'user.role',
      target_type: 'user',
      target_id: user.id,
      target_label: 'promote@example.com',
      details: { from: 'rep', to: 'manager' },
    });
  });

  it('a disabled account’s token gets 401 on its next call and its live socket closes', async () => {
    const { sessionId, token, user } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, bearer(token));
    await live.next('ready');
    const closed = new Promise<number>((resolve) => live.ws.once('close', (code) => resolve(code)));
    expect((await call('GET', '/api/v1/auth/me', bearer(token))).statusCode).toBe(200);
    const res = await call('PUT', `/api/v1/admin/users/${user.id}/disabled`, admin, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { disabled_at: string | null } }>().user.disabled_at).not.toBeNull();
    expect((await call('GET', '/api/v1/auth/me', bearer(token))).statusCode).toBe(401);
    expect(await closed).toBe(4401);
    // Enabling lets the account sign in again, but the old sign-in stays ended.
    await call('PUT', `/api/v1/admin/users/${user.id}/disabled`, admin, { disabled: false });
    expect((await call('GET', '/api/v1/auth/me', bearer(token))).statusCode).toBe(401);
    expect((await audit()).slice(0, 2).map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
  });

  it('refuses to leave no active super_admin, with a clear message', async () => {
    const lone = await createTestApp();
    try {
      const me = await createTestUser(lone.app, { role: 'super_admin' });
      for (const [url, payload] of [
        [`/api/v1/admin/users/${me.user.id}/role`, { role: 'rep' }],
        [`/api/v1/admin/users/${me.user.id}/disabled`, { disabled: true }],
      ] as const) {
        const res = await lone.app.inject({ method: 'PUT', url, headers: bearer(me.token), payload });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.lastSuperAdmin });
      }
      const me2 = await lone.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(me.token) });
      expect(me2.json()).toMatchObject({ role: { name: 'super_admin' } });
    } finally {
      await lone.close();
    }
    // With another super_admin about, an admin may step down.
    const other = await createTestUser(t.app, { role: 'super_admin' });
    const res = await call('PUT', `/api/v1/admin/users/${other.user.id}/role`, bearer(other.token), { role: 'rep' });
    expect(res.statusCode).toBe(200);
  });

  it('creates a coupon with uses and expiry, shows its usage, and a revoked one admits nobody', async () => {
    const created = await call('POST', '/api/v1/admin/coupons', admin, { code: 'spring-2027', uses: 2, days: 30 });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ coupon: AdminCoupon }>().coupon).toMatchObject({
      code: 'SPRING-2027',
      uses_allowed: 2,
      uses_taken: 0,
      status: 'active',
    });
    const dup = await call('POST', '/api/v1/admin/coupons', admin, { code: 'SPRING-2027', uses: 1, days: 1 });
    expect(dup.json()).toEqual({ detail: ADMIN_MESSAGES.couponExists });
    const signUp = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: signUpPayload({ couponCode: code }) });
    expect((await signUp('SPRING-2027')).statusCode).toBe(201);
    const listed = (await call('GET', '/api/v1/admin/coupons', admin)).json<{ coupons: AdminCoupon[] }>().coupons;
    expect(listed.find((c) => c.code === 'SPRING-2027')).toMatchObject({ uses_taken: 1, status: 'active' });
    const revoked = await call('POST', '/api/v1/admin/coupons/spring-2027/revoke', admin);
    expect(revoked.json<{ coupon: AdminCoupon }>().coupon.status).toBe('revoked');
    expect((await signUp('SPRING-2027')).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/admin/coupons/SPRING-2027/revoke', admin)).statusCode).toBe(409);
    expect((await audit()).slice(0, 2).map((e) => [e.action, e.target_id])).toEqual([
      ['coupon.revoke', 'SPRING-2027'],
      ['coupon.create', 'SPRING-2027'],
    ]);
    const invalid = await call('POST', '/api/v1/admin/coupons', admin, { uses: 0, days: 400 });
    expect(invalid.statusCode).toBe(422);
  });

  it('lists demo requests with their slot, paged, and marks one handled', async () => {
    for (const name of ['Ann Asker', 'Bo Booker'])
      await t.app.inject({ method: 'POST', url: '/api/v1/demo-requests', payload: { ...validRequest, name } });
    type Page = { requests: { id: string; name: string }[]; total: number };
    const open = (
      await call('GET', '/api/v1/admin/demo-requests?sort=name&order=asc&page_size=10', admin)
    ).json<Page>();
    expect(open.requests.map((r) => r.name)).toEqual(['Ann Asker', 'Bo Booker']);
    const ann = open.requests[0]!;
    const done = await call('PUT', `/api/v1/admin/demo-requests/${ann.id}/handled`, admin, { handled: true });
    expect(done.json()).toEqual({ message: ADMIN_MESSAGES.demoHandled });
    const after = (await call('GET', '/api/v1/admin/demo-requests', admin)).json<Page>();
    expect(after.requests.map((r) => r.name)).toEqual(['Bo Booker']);
    const handled = (await call('GET', '/api/v1/admin/demo-requests?status=handled', admin)).json<Page>();
    expect(handled.total).toBe(1);
    expect((await audit())[0]).toMatchObject({ action: 'demo.handled', target_id: ann.id });
  });

  it('adds, renames and hides catalog entries; the persona builder follows', async () => {
    const catalog = await loadCatalog(t.app);
    const base = catalog.roles.get('plant_manager')!;
    const added = await call('POST', '/api/v1/admin/catalog/roles', admin, { name: 'Site Director', based_on: base });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ entry: { id: number; based_on: string } }>().entry.id;
    expect(added.json()).toMatchObject({ entry: { based_on: 'plant_manager', hidden: false } });
    const rep = bearer((await createTestUser(t.app)).token);
    const persona = (roleId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/ai-personas/',
        headers: rep,
        payload: personaPayload(catalog, { ai_role_id: roleId }),
      });
    expect((await persona(id)).statusCode).toBe(201);
    const taken = await call('PUT', `/api/v1/admin/catalog/roles/${id}/name`, admin, { name: 'plant manager' });
    expect(taken.json()).toEqual({ detail: ADMIN_MESSAGES.catalogNameTaken });
    await call('PUT', `/api/v1/admin/catalog/roles/${id}/name`, admin, { name: 'Site Head' });
    const hide = await call('PUT', `/api/v1/admin/catalog/roles/${id}/hidden`, admin, { hidden: true });
    expect(hide.json()).toMatchObject({ entry: { name: 'Site Head', hidden: true } });
    const roles = (await t.app.inject({ method: 'GET', url: '/api/v1/ai-roles/' })).json<{ ai_role_id: number }[]>();
    expect(roles.some((r) => r.ai_role_id === id)).toBe(false);
    expect((await persona(id)).statusCode).toBe(422);
    const all = (await call('GET', '/api/v1/admin/catalog', admin)).json<AdminCatalog>();
    expect(all.kinds.find((k) => k.kind === 'roles')?.entries.find((e) => e.id === id)?.hidden).toBe(true);
    expect((await audit()).slice(0, 3).map((e) => e.action)).toEqual(['catalog.hide', 'catalog.rename', 'catalog.add']);
  });
});
