import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@buyerlab/contract';

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

export const signIn = (app: FastifyInstance, email: string, password: string, rememberMe = false, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password, remember_me: rememberMe },
    remoteAddress: ip,
  });
