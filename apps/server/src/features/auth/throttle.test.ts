import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@buyerlab/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bearer, registerUser, signIn, TEST_COUPON } from './auth.testing';
import { createPasswordHasher } from './passwords';

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INVITE_COUPON: TEST_COUPON, AUTH_IP_RATE_LIMIT: '5', AUTH_ACCOUNT_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('limits attempts per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await signIn(t.app, `ip-${i}@example.com`, 'whatever1', false, '10.0.0.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await signIn(t.app, 'ip-x@example.com', 'whatever1', false, '10.0.0.1');
    expect(limited.json<{ detail: string }>().detail).toMatch(/^Too many requests/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await signIn(t.app, 'ip-x@example.com', 'whatever1', false, '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits failed attempts per account, from any address that took part', async () => {
    const account = await registerUser(t.app, {});
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn(t.app, account.email, 'wrong-pass', false, `10.1.0.${i}`)).statusCode);
    // The account has had its failures: each address that failed on it waits.
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn(t.app, account.email, 'wrong-pass', false, `10.1.0.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const res = await signIn(t.app, account.email, account.password, false, '10.1.0.1');
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    // An address that never failed on it gets its answer; so does another account.
    expect((await signIn(t.app, account.email, account.password, false, '10.1.0.99')).statusCode).toBe(200);
    expect((await signIn(t.app, 'someone-else@example.com', 'wrong-pass', false, '10.1.0.0')).statusCode).toBe(401);
  });
});

describe('password hashing pool', () => {
  it('runs at most `concurrency` hashes at once and refuses excess beyond the queue at once', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queueLimit: 2 });
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, hasher.stats().active);
    }, 1);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => hasher.hash('secret-password')));
    clearInterval(watch);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused[0]?.reason).toMatchObject({ code: 'service_unavailable', message: AUTH_MESSAGES.busy });
    expect(peak).toBeLessThanOrEqual(1);
    expect(hasher.stats()).toEqual({ active: 0, queued: 0 });
  });

  it('keeps other requests answering during a failed-login flood, refusing the excess with 503', async () => {
    const t = await createTestApp({
      INVITE_COUPON: TEST_COUPON,
      AUTH_IP_RATE_LIMIT: '100000',
      AUTH_ACCOUNT_RATE_LIMIT: '100000',
      HASH_CONCURRENCY: '1',
      HASH_QUEUE_LIMIT: '4',
    });
    try {
      const { token } = await createTestUser(t.app);
      const flood = Array.from({ length: 32 }, (_, i) => signIn(t.app, `flood-${i}@example.com`, 'wrong-password'));
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
      const results = await Promise.all(flood);
      expect(me.statusCode).toBe(200);
      const busy = results.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(20);
      expect(busy[0]?.json()).toEqual({ detail: AUTH_MESSAGES.busy });
      expect(busy[0]?.headers['retry-after']).toBe('1');
      expect(results.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(5);
    } finally {
      await t.close();
    }
  });
});
