import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@buyerlab/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, mailedResetCode, registerUser, signIn, signUpPayload, TEST_COUPON, wrongCode } from './auth.testing';

const post = (t: TestApp, url: string, payload: Record<string, unknown>, ip = '127.0.0.1', headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth${url}`, payload, remoteAddress: ip, headers });

/** Requests a code from `ip` and reads it from the local outbox (the mail is sent after the reply). */
const mailedCode = (t: TestApp, email: string, ip: string) =>
  mailedResetCode(t.app, email, () => post(t, '/password-reset/request', { email }, ip));

describe('the per-account sign-in limit counts failures only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INVITE_COUPON: TEST_COUPON, AUTH_IP_RATE_LIMIT: '100000', AUTH_ACCOUNT_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('lets the owner in after others failed on the account from many addresses', async () => {
    const owner = await registerUser(t.app);
    const attackers = Array.from({ length: 10 }, (_, i) => `10.2.0.${i}`);
    for (const ip of attackers)
      expect((await signIn(t.app, owner.email, 'wrong-pass', false, ip)).statusCode).toBe(401);
    // The addresses that failed are stopped now that the account has had its failures …
    const again = await signIn(t.app, owner.email, 'wrong-pass', false, attackers[0]);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    // … the owner, who has not failed, still gets in with the right password.
    expect((await signIn(t.app, owner.email, owner.password, false, '10.9.9.9')).statusCode).toBe(200);
  });

  it('stops one address after its own failures on the account, and never counts a right password', async () => {
    const owner = await registerUser(t.app);
    for (let i = 0; i < 6; i++)
      expect((await signIn(t.app, owner.email, owner.password, false, '10.3.0.1')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signIn(t.app, owner.email, 'wrong-pass', false, '10.3.0.2')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signIn(t.app, owner.email, owner.password, false, '10.3.0.2')).statusCode).toBe(429);
    expect((await signIn(t.app, owner.email, owner.password, false, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('per-IP limits stay on the IP when a token is sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INVITE_COUPON: TEST_COUPON, AUTH_IP_RATE_LIMIT: '5', AUTH_ACCOUNT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('refuses the sixth sign-in attempt from one address, whatever tokens ride along', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await registerUser(t.app, {})).token);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await post(
        t,
        '/sign-in',
        { email: `guess-${i}@example.com`, password: 'wrong-pass', remember_me: false },
        '10.4.0.1',
        bearer(tokens[i % 3]!),
      );
      statuses.push(res.statusCode);
    }
    // Sign-ups above came from 127.0.0.1; this address has its own 5.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

/** Sign-ups unthrottled, reset attempts at their real per-account limit. */
const RESET_LIMITS = { INVITE_COUPON: TEST_COUPON, AUTH_IP_RATE_LIMIT: '100000', AUTH_ACCOUNT_RATE_LIMIT: '100' };

describe('password reset cannot be blocked by somebody else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(RESET_LIMITS);
  });
  afterAll(() => t.close());

  it('keeps the daily failure cap on the requesting address: the owner’s fresh code still works', async () => {
    const owner = await registerUser(t.app);
    const attacker = '10.5.0.1';
    for (let round = 0; round < 4; round++) {
      const code = await mailedCode(t, owner.email, attacker);
      for (let i = 0; i < 5; i++) {
        expect(
          (await post(t, '/verify-otp', { email: owner.email, otp_code: wrongCode(code) }, attacker)).statusCode,
        ).toBe(400);
      }
    }
    // The attacker's address has used its 20 failures of the day, on any account …
    const blocked = await post(t, '/verify-otp', { email: owner.email, otp_code: '123456' }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: AUTH_MESSAGES.otpDailyLimit });
    // … and an unknown email gets exactly the same answer there (no enumeration by the cap).
    const unknown = await post(t, '/verify-otp', { email: 'nobody-at-all@example.com', otp_code: '123456' }, attacker);
    expect([unknown.statusCode, unknown.body]).toEqual([blocked.statusCode, blocked.body]);
    // The owner, from their own address, asks for a fresh code and it verifies.
    const code = await mailedCode(t, owner.email, '10.5.0.2');
    expect((await post(t, '/verify-otp', { email: owner.email, otp_code: code }, '10.5.0.2')).statusCode).toBe(200);
  });
});

describe('answers that do not tell whether an email has an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(RESET_LIMITS);
  });
  afterAll(() => t.close());

  it('checks the coupon before saying an email is taken', async () => {
    const existing = await registerUser(t.app);
    const res = await post(t, '/sign-up', signUpPayload({ email: existing.email, couponCode: 'NOT-A-COUPON' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.couponInvalid });
    const fresh = await post(t, '/sign-up', signUpPayload({ couponCode: 'NOT-A-COUPON' }));
    expect([fresh.statusCode, fresh.body]).toEqual([res.statusCode, res.body]);
  });

  it('does the same database work for a known email without a code as for an unknown one', async () => {
    const known = await registerUser(t.app);
    const client = (t.app.database.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } })
      .session.client;
    const queries = vi.spyOn(client, 'query');
    const count = async (url: string, payload: Record<string, unknown>) => {
      queries.mockClear();
      const res = await post(t, url, payload, '10.6.0.1');
      return { status: res.statusCode, body: res.body, queries: queries.mock.calls.length };
    };
    try {
      for (const url of ['/verify-otp', '/password-reset/final', '/password-reset/confirm']) {
        const payload = { otp_code: '123456', new_password: 'another-pass' };
        const a = await count(url, { ...payload, email: known.email });
        const b = await count(url, { ...payload, email: 'never-registered@example.com' });
        expect(a, url).toEqual(b);
        expect(a.status).toBe(400);
        expect(a.queries).toBeGreaterThan(0);
      }
    } finally {
      queries.mockRestore();
    }
  });
});
