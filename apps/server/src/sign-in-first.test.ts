import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@buyerlab/contract';
import { appRoutes, bodySchemaOf, fillPath, pathParams, type AppRoute } from './test/routes';
import { createTestApp, type TestApp } from './test/test-app';

const AUTH = 'signs in, signs up or resets a password';
const DEMO = 'the public demo form and scheduler';
/** Routes with a JSON body that anyone may call, with why. Every other one needs a sign-in. */
const PUBLIC_WITH_BODY: Record<string, string> = {
  'POST /api/v1/auth/sign-up': AUTH,
  'POST /api/v1/auth/sign-in': AUTH,
  'POST /api/v1/auth/google': AUTH,
  'POST /api/v1/auth/exchange': AUTH,
  'POST /api/v1/auth/password-reset/request': AUTH,
  'POST /api/v1/auth/verify-otp': AUTH,
  'POST /api/v1/auth/password-reset/final': AUTH,
  'POST /api/v1/auth/password-reset/confirm': AUTH,
  'POST /api': DEMO,
  'POST /api/v1/demo-requests': DEMO,
  'POST /api/v1/demo-bookings': DEMO,
};

describe('a protected route checks the sign-in before the body', () => {
  let t: TestApp;
  let routes: AppRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = appRoutes(t.routes).filter((r) => r.method !== 'HEAD' && bodySchemaOf(r.route) !== null);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401, not 422, to an anonymous `{}` on POST /api/v1/ai-personas/', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai-personas/', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: GENERIC_MESSAGES.unauthenticated });
  });

  it('answers 401 on every route with a body that is not public, with an empty, bad or missing body', async () => {
    const protectedRoutes = routes.filter((r) => !(r.baseKey in PUBLIC_WITH_BODY));
    expect(protectedRoutes.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const r of protectedRoutes) {
      const url = fillPath(r.url, Object.fromEntries(pathParams(r.url).map((p) => [p, 'not-an-id'])));
      for (const payload of [{}, '{"broken', undefined]) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url,
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        });
        if (res.statusCode !== 401) wrong.push(`${r.key} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists only routes that exist as public', () => {
    const keys = new Set(routes.map((r) => r.baseKey));
    expect(Object.keys(PUBLIC_WITH_BODY).filter((k) => !keys.has(k))).toEqual([]);
  });
});
