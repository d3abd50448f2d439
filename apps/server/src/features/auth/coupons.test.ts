import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeSuperAdmin } from './admin';
import { registerUser } from './auth.testing';
import { createCoupon, ensureFirstCoupon, generateCouponCode } from './coupons';

describe('getting started: the first coupon and the admin commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names a usable coupon on a fresh install, the same one until somebody registers as the super_admin', async () => {
    // The app already announced one at start (onReady); asking again names the same coupon.
    const first = await ensureFirstCoupon(t.app.database.db, undefined);
    expect(first?.code).toMatch(/^MVP-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(first?.source).toBe('existing');
    const account = await registerUser(t.app, { couponCode: first!.code });
    expect(account.user.role.name).toBe('super_admin');
    expect(await ensureFirstCoupon(t.app.database.db, undefined)).toBeNull();
  });

  it('creates coupons with uses, days and a chosen code', async () => {
    const coupon = await createCoupon(t.app.database.db, { code: ' team-2025 ', uses: 3, days: 7 });
    expect(coupon).toMatchObject({ code: 'TEAM-2025', usesAllowed: 3, usesTaken: 0 });
    const days = (coupon.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    await expect(createCoupon(t.app.database.db, { uses: 0 })).rejects.toThrow(/--uses/);
    expect(new Set(Array.from({ length: 200 }, generateCouponCode)).size).toBe(200);
  });

  it('makes an existing account super_admin', async () => {
    const coupon = await createCoupon(t.app.database.db);
    const account = await registerUser(t.app, { couponCode: coupon.code });
    const updated = await makeSuperAdmin(t.app.database.db, account.email.toUpperCase());
    expect(updated.role).toBe('super_admin');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(me.json()).toMatchObject({ role: { name: 'super_admin' } });
    await expect(makeSuperAdmin(t.app.database.db, 'nobody@example.com')).rejects.toThrow(/No account/);
  });
});
