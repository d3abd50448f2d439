import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type AuthResponse } from '@buyerlab/contract';
import { passwordResetCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, mailedResetCode, registerUser, signIn, TEST_COUPON, wrongCode } from './auth.testing';
import { generateResetCode } from './reset.rules';
import { startSmtpSink } from '../../../../../scripts/smtp-sink.mjs';

const UNLIMITED = {
  AUTH_IP_RATE_LIMIT: '100000',
  AUTH_ACCOUNT_RATE_LIMIT: '100000',
  HASH_QUEUE_LIMIT: '64',
  INVITE_COUPON: TEST_COUPON,
};

describe('password reset codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth${url}`, payload, remoteAddress: ip });
  const requestCode = (email: string) => post('/password-reset/request', { email });
  const verify = (email: string, otp_code: string, ip?: string) => post('/verify-otp', { email, otp_code }, ip);
  const final = (email: string, otp_code: string, new_password: string) =>
    post('/password-reset/final', { email, otp_code, new_password });

  /** Requests a code and reads it from the local outbox (the mail is sent after the reply). */
  const mailedCode = (email: string) => mailedResetCode(t.app, email, () => requestCode(email));

  it('answers known and unknown emails with the same status and body', async () => {
    const { email } = await registerUser(t.app);
    const known = await requestCode(email);
    const unknown = await requestCode('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetRequestAccepted });
  });

  it('replies before it looks the email up or mails, so the answer cannot reveal the account', async () => {
    const { email } = await registerUser(t.app);
    const mailer = t.app.mailer;
    const send = mailer.send.bind(mailer);
    let started = 0;
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    mailer.send = async (mail) => {
      if (mail.to === email) started += 1;
      await blocked;
      return send(mail);
    };
    try {
      // The mail for a known address is held back, yet its reply is already here and identical.
      const known = await requestCode(email);
      const unknown = await requestCode('nobody-else@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      for (let i = 0; i < 200 && started === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(started).toBe(1);
    } finally {
      release();
      mailer.send = send;
    }
  });

  it('mails a six-digit code that is stored only as a salted hash', async () => {
    const { email, user } = await registerUser(t.app);
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.app.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.user_id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    const expiresIn = row!.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it('walks the three steps, then revokes every token and lets the new password in', async () => {
    const account = await registerUser(t.app);
    const other = (await signIn(t.app, account.email, account.password, true)).json<AuthResponse>().token;
    const code = await mailedCode(account.email);

    const early = await final(account.email, code, 'brand new pass');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      detail: AUTH_MESSAGES.otpVerificationRequiredDetail,
      code: 'otp_verification_required',
    });

    const verified = await verify(account.email, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: AUTH_MESSAGES.otpVerifiedDetail });
    const done = await final(account.email, code, 'brand new pass');
    expect(done.statusCode).toBe(200);

    for (const token of [account.token, other]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, 'brand new pass')).statusCode).toBe(200);

    // Single use.
    const reuse = await final(account.email, code, 'another pass');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalidDetail, code: 'otp_invalid' });
    expect((await verify(account.email, code)).statusCode).toBe(400);
  });

  it('confirm verifies and sets the password in one call', async () => {
    const account = await registerUser(t.app);
    const code = await mailedCode(account.email);
    const res = await post('/password-reset/confirm', {
      email: account.email,
      otp_code: code,
      new_password: 'in one go',
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, account.email, 'in one go')).statusCode).toBe(200);
  });

  it('treats an unknown email like a wrong code', async () => {
    const res = await verify('nobody-at-all@example.com', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalidDetail, code: 'otp_invalid' });
  });

  it('kills a code after 5 wrong tries', async () => {
    const account = await registerUser(t.app);
    const code = await mailedCode(account.email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(account.email, wrongCode(code));
      expect(res.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalidDetail, code: 'otp_invalid' });
    }
    const right = await verify(account.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalidDetail, code: 'otp_invalid' });
  });

  it('expires a code after 10 minutes', async () => {
    const account = await registerUser(t.app);
    const code = await mailedCode(account.email);
    await t.app.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, account.user.user_id));
    const res = await verify(account.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.otpExpiredDetail, code: 'otp_expired' });
  });

  it('invalidates the old code when a new one is requested', async () => {
    const account = await registerUser(t.app);
    const first = await mailedCode(account.email);
    let second = await mailedCode(account.email);
    while (second === first) second = await mailedCode(account.email);
    expect((await verify(account.email, first)).statusCode).toBe(400);
    expect((await verify(account.email, second)).statusCode).toBe(200);
  });

  it('lets at most one of many concurrent verifications succeed', async () => {
    const account = await registerUser(t.app);
    const code = await mailedCode(account.email);
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(account.email, code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const finals = await Promise.all(Array.from({ length: 5 }, () => final(account.email, code, 'raced password')));
    expect(
      finals.filter((r) => r.statusCode === 200),
      finals.map((r) => r.body).join(),
    ).toHaveLength(1);
  });

  it('allows at most 20 failed tries per requesting address per day, across codes', async () => {
    const account = await registerUser(t.app);
    const ip = '10.20.0.1';
    for (let round = 0; round < 4; round++) {
      const code = await mailedCode(account.email);
      for (let i = 0; i < 5; i++) expect((await verify(account.email, wrongCode(code), ip)).statusCode).toBe(400);
    }
    // That address is done for the day, even with the right code; the account is not.
    const code = await mailedCode(account.email);
    const res = await verify(account.email, code, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.otpDailyLimit });
    expect((await verify(account.email, code, '10.20.0.2')).statusCode).toBe(200);
  });

  it('holds the daily limit under parallel wrong codes', async () => {
    const account = await registerUser(t.app);
    const code = await mailedCode(account.email);
    const ip = '10.21.0.1';
    for (let i = 0; i < 18; i++) await t.app.counters.add(`reset-failures:${ip}`, 86_400_000);
    // Two failures are left today; ten wrong codes at once may use exactly those two.
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(account.email, wrongCode(code), ip)));
    expect(await t.app.counters.get(`reset-failures:${ip}`)).toBe(20);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(8);
    expect((await verify(account.email, code, ip)).statusCode).toBe(429);
  });

  it('validates the payloads with the spec messages', async () => {
    const short = await verify('a@example.com', '12345');
    expect(short.statusCode).toBe(422);
    expect(short.json<{ detail: string }>().detail).toContain(AUTH_MESSAGES.otpInvalid);
    const badEmail = await requestCode('not-an-email');
    expect(badEmail.json<{ detail: string }>().detail).toContain(AUTH_MESSAGES.emailInvalid);
  });
});

describe('reset code generation', () => {
  it('draws six digits, leading zeros kept, spread over the whole range', () => {
    const draws = Array.from({ length: 5000 }, generateResetCode);
    expect(draws.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(4950);
    const firstDigits = new Set(draws.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });
});

describe('reset mail over SMTP', () => {
  it('sends the code through SMTP_URL from MAIL_FROM, and the mailed code verifies', async () => {
    const smtp = await startSmtpSink();
    const t = await createTestApp({
      ...UNLIMITED,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Buyerlab Test <reset@buyerlab.example>',
    });
    try {
      const { email } = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset/request',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 5000 }).toBe(1);
      const raw = smtp.received.find((m) => m.to.includes(email))?.raw ?? '';
      expect(raw).toMatch(/^From: Buyerlab Test <reset@buyerlab\.example>/m);
      const code = /reset code is (\d{6})\b/.exec(raw.replace(/=\r?\n/g, ''))?.[1] ?? '';
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: { email, otp_code: code },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
