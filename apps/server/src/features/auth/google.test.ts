import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LIMITS, type AuthResponse } from '@buyerlab/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { registerUser, TEST_COUPON } from './auth.testing';

const CLIENT_ID = 'buyerlab-test.apps.googleusercontent.com';

/** A local stand-in for Google's published key set. */
async function startJwksServer(keys: JWK[]) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/oauth2/v3/certs`, close: () => new Promise((r) => server.close(r)) };
}

type Claims = Record<string, unknown> & { email?: string; sub?: string };

describe('Google sign-in', () => {
  let t: TestApp;
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwks = await startJwksServer([publicJwk]);
    t = await createTestApp({
      INVITE_COUPON: TEST_COUPON,
      AUTH_IP_RATE_LIMIT: '100000',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: jwks.url,
    });
    // Not a fresh install: the first account would be the super_admin (teams.test.ts).
    await createTestUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  let n = 0;
  async function idToken(
    claims: Claims = {},
    options: { key?: CryptoKey; issuer?: string; audience?: string; expiresIn?: string | number } = {},
  ) {
    n += 1;
    return new SignJWT({
      email: `g${n}.${Date.now()}@gmail.com`,
      email_verified: true,
      given_name: 'Gita',
      family_name: 'Iyer',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject(claims.sub ?? `google-sub-${n}-${Date.now()}`)
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? signingKey);
  }
  const google = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload });

  it('creates an account only with a valid coupon, then signs the same Google user in', async () => {
    const token = await idToken({ sub: 'sub-new-user', email: 'new.google@gmail.com' });
    const noCoupon = await google({ id_token: token });
    expect(noCoupon.statusCode).toBe(403);
    expect(noCoupon.json()).toEqual({ detail: AUTH_MESSAGES.googleNeedsCoupon });
    const badCoupon = await google({ id_token: token, couponCode: 'WRONG' });
    expect(badCoupon.statusCode).toBe(400);

    const created = await google({ id_token: token, couponCode: TEST_COUPON });
    expect(created.statusCode).toBe(200);
    expect(created.json<AuthResponse>().user).toMatchObject({
      email: 'new.google@gmail.com',
      first_name: 'Gita',
      role: { name: 'rep' },
    });

    const again = await google({ id_token: await idToken({ sub: 'sub-new-user', email: 'new.google@gmail.com' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json<AuthResponse>().user.user_id).toBe(created.json<AuthResponse>().user.user_id);
  });

  it('signs in an existing password account with the same verified email', async () => {
    const account = await registerUser(t.app);
    const res = await google({ id_token: await idToken({ email: account.email }) });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().user.user_id).toBe(account.user.user_id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${res.json<AuthResponse>().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the bare issuer too', async () => {
    const account = await registerUser(t.app);
    expect(
      (await google({ id_token: await idToken({ email: account.email }, { issuer: 'accounts.google.com' }) }))
        .statusCode,
    ).toBe(200);
  });

  type Variant = { key?: 'stranger'; issuer?: string; audience?: string; expiresIn?: number };
  it.each<[string, Variant]>([
    ['a signature from another key', { key: 'stranger' }],
    ['another issuer', { issuer: 'https://evil.example.com' }],
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
  ])('rejects %s', async (_label, variant) => {
    const account = await registerUser(t.app);
    const token = await idToken(
      { email: account.email },
      {
        key: variant.key === 'stranger' ? strangerKey : undefined,
        issuer: variant.issuer,
        audience: variant.audience,
        expiresIn: variant.expiresIn,
      },
    );
    const res = await google({ id_token: token, couponCode: TEST_COUPON });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.googleTokenInvalid });
  });

  it('rejects garbage and an unverified email', async () => {
    expect((await google({ id_token: 'not.a.jwt' })).statusCode).toBe(401);
    const unverified = await google({ id_token: await idToken({ email_verified: false }), couponCode: TEST_COUPON });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json()).toEqual({ detail: AUTH_MESSAGES.googleEmailUnverified });
  });

  it('stores names from Google without control characters and within the name length limit', async () => {
    const created = await google({
      id_token: await idToken({ given_name: 'Gi\u0000ta\u0007\n', family_name: 'I'.repeat(5_000) }),
      couponCode: TEST_COUPON,
    });
    expect(created.statusCode).toBe(200);
    const { user } = created.json<AuthResponse>();
    expect(user.first_name).toBe('Gita');
    expect(user.last_name).toBe('I'.repeat(LIMITS.nameMaxLength));
    // A name of nothing but control characters falls back to the email's local part.
    const blank = await google({
      id_token: await idToken({ email: 'blank.name@gmail.com', given_name: '\u0000\u0001' }),
      couponCode: TEST_COUPON,
    });
    expect(blank.json<AuthResponse>().user.first_name).toBe('blank.name');
  });

  it('refuses, without a server error, an email or subject claim the database could not hold', async () => {
    for (const claims of [{ email: 'nul\u0000@gmail.com' }, { sub: 'x'.repeat(5_000) }, { sub: 'bad\u0000sub' }]) {
      const res = await google({ id_token: await idToken(claims), couponCode: TEST_COUPON });
      expect({ claims, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        claims,
        status: 401,
        body: { detail: AUTH_MESSAGES.googleTokenInvalid },
      });
    }
  });

  it('does not sign a second Google account into an account linked to another one with the same email', async () => {
    const email = `linked.${Date.now()}@gmail.com`;
    const first = await google({ id_token: await idToken({ sub: 'sub-first', email }), couponCode: TEST_COUPON });
    expect(first.statusCode).toBe(200);
    const second = await google({ id_token: await idToken({ sub: 'sub-second', email }), couponCode: TEST_COUPON });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: AUTH_MESSAGES.googleAccountMismatch });
    // The first Google account still signs in; the second was not linked.
    expect((await google({ id_token: await idToken({ sub: 'sub-first', email }) })).statusCode).toBe(200);
    expect((await google({ id_token: await idToken({ sub: 'sub-second', email }) })).statusCode).toBe(409);
  });

  it('links only one of two Google accounts racing to claim the same password account', async () => {
    const account = await registerUser(t.app);
    const results = await Promise.all(
      ['sub-race-a', 'sub-race-b'].map(async (sub) =>
        google({ id_token: await idToken({ sub, email: account.email }) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('publishes the client id and lets Google Identity Services through the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toMatchObject({ google_client_id: CLIENT_ID });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says so clearly, and the CSP stays closed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { id_token: 'x.y.z' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.googleNotConfigured });
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(config.json()).toMatchObject({
      google_client_id: null,
      dashboards: { user_external: false, admin_external: false },
    });
    expect(String(config.headers['content-security-policy'])).not.toContain('accounts.google.com');
  });
});
