import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthResponse } from '@buyerlab/contract';
import { createTestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

/** The reusable coupon the auth tests start their apps with (INVITE_COUPON). */
export const TEST_COUPON = 'TEST-INVITE';

/** Limits opened wide, for suites that sign many accounts up and in from one address. */
export const OPEN_LIMITS = {
  AUTH_IP_RATE_LIMIT: '100000',
  AUTH_ACCOUNT_RATE_LIMIT: '100000',
  HASH_QUEUE_LIMIT: '64',
  RATE_LIMIT_SCALE: '100',
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export function signUpPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    email: `asha.${counter}.${Date.now()}@example.com`,
    phone_number: '+919876543210',
    password: 'correct horse',
    couponCode: TEST_COUPON,
    ...overrides,
  };
}

/** Registers through the API and returns the response body (throws unless 201). */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = signUpPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<AuthResponse>(), email: payload.email, password: payload.password };
}

export type RegisteredUser = Awaited<ReturnType<typeof registerUser>>;

export const signIn = (app: FastifyInstance, email: string, password: string, rememberMe = false, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password, remember_me: rememberMe },
    remoteAddress: ip,
  });

/** An app past its first account (so sign-ups are reps), with one account registered through the API. */
export async function appWithAccount(env: Record<string, string>) {
  const t = await createTestApp(env);
  await createTestUser(t.app);
  return { t, account: await registerUser(t.app) };
}

/** Asks for a password-reset code with `request` and returns the code once its mail is in the outbox. */
export async function mailedResetCode(
  app: FastifyInstance,
  email: string,
  request: () => Promise<{ statusCode: number }>,
): Promise<string> {
  const before = new Set((await app.mailer.listOutbox(500)).map((m) => m.id));
  expect((await request()).statusCode).toBe(200);
  for (let i = 0; i < 200; i++) {
    const fresh = (await app.mailer.listOutbox(500)).find((m) => m.to === email && !before.has(m.id));
    const code = fresh ? /\b(\d{6})\b/.exec(fresh.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no reset mail for ${email}`);
}

/** A six-digit code that is not this one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
