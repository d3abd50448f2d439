import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, signUpPayload, TEST_COUPON } from './auth.testing';

describe('secrets never reach the log', () => {
  const lines: string[] = [];
  let t: TestApp;
  let app: TestApp['app'];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace', INVITE_COUPON: TEST_COUPON }, undefined, {
      logStream: { write: (line) => lines.push(line) },
    });
    app = t.app;
  });
  afterAll(() => t.close());

  it('holds no password or token at any level, even on failures', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const payload = signUpPayload({ password });
    const up = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });
    const token = up.json<{ token: string }>().token;
    await signIn(app, payload.email, password);
    await signIn(app, payload.email, `${password}-wrong`);
    await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { ...payload, phone_number: 'bad' } });
    await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
  });
});
