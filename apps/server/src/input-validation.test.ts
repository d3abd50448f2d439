import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_REPLY_CODES } from '@buyerlab/contract';
import { FUZZ_RUNS, bodiesFor, contentType, pathValue, query } from './test/fuzz-arbitraries';
import { createPracticeSession, loadCatalog, personaPayload } from './test/practice-fixtures';
import { appRoutes, bodySchemaOf, fillPath, pathParams, type AppRoute } from './test/routes';
import { startFakeStripe } from './test/fake-stripe';
import { createTestApp, type TestApp } from './test/test-app';
import { createTestUser } from './test/users';
import { issueToken } from './features/auth/auth.service';
import { startFakeSpeechApi } from './features/voice/voice.testing';

// docs/quality.md: every body and query is schema-validated; fuzzing never gets a 500 (the live
// socket's frames: live-input-validation.test.ts).
const caller = fc.constantFrom('signed-out', 'signed-in', 'bad-token');

type Reply = { statusCode: number; body: string; headers: Record<string, unknown> };

/** What every answer must look like: never 5xx, and every 4xx a `{ detail }` with something to say. */
function problemWith(res: Reply, method: string): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400 || method === 'HEAD') return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `4xx body is not JSON: ${res.body.slice(0, 200)}`;
  }
  const parsed = z
    .strictObject({ detail: z.string().trim().min(1), code: z.enum(ERROR_REPLY_CODES).optional() })
    .safeParse(body);
  return parsed.success ? null : `4xx body is not { detail, code? }: ${res.body.slice(0, 200)}`;
}

/** Stands in for the speech provider and Google's key set, so those routes run instead of answering 503. */
const outside = await startFakeSpeechApi((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(req.url.endsWith('/jwks') ? '{"keys":[]}' : '{"text":"How long is a changeover?"}');
});
const stripe = await startFakeStripe();
// The routes come from the app itself, so a route added later is fuzzed too.
const t: TestApp = await createTestApp({
  STRIPE_SECRET_KEY: 'sk_test_fuzz',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
  STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
  STRIPE_API_BASE: stripe.baseUrl,
  RATE_LIMIT_SCALE: '10000',
  STT_PROVIDER: 'openai-compatible',
  STT_BASE_URL: outside.baseUrl,
  STT_RATE_LIMIT: '100000',
  GOOGLE_CLIENT_ID: 'buyerlab-test.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: `${outside.baseUrl}/jwks`,
});
await t.app.listen({ host: '127.0.0.1', port: 0 });
const routes = appRoutes(t.routes).filter((r) => r.method !== 'HEAD');
const withBody = routes.filter((r) => !['GET', 'HEAD'].includes(r.method));
const reads = routes.filter((r) => r.method === 'GET');

afterAll(async () => {
  await t.close();
  await outside.close();
  await stripe.close();
});

/** A rep's turns in many scripts and shapes, so reports, coaching and PDFs have odd text to render. */
const ODD_TURNS = [
  'Hello 👋🏽 — what’s your budget for the filling line this year?',
  'مرحبا، ما هي الميزانية المتاحة لخط التعبئة؟',
  '你好，今年灌装线的预算是多少？',
  'Z̷̢͙a̸l̵g̶o̷ text and \u202Eoverride\u202C, a tab\there and a bell \u0007?',
  `Who decides? ${'Very long question '.repeat(100).trim()}?`,
];

describe('every route validates what it is sent (property-based)', { timeout: 120_000 }, () => {
  let token: string;
  let ownIds: string[];
  let userId: string;
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype);
  beforeAll(async () => {
    const own = await createPracticeSession(t.app);
    for (const user_input of ODD_TURNS) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/ai-persona-chat/chat/${own.sessionId}`,
        headers: own.auth,
        payload: { user_input },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    ownIds = [own.sessionId, own.personaId, own.user.id];
    userId = own.user.id;
  });
  beforeEach(async () => {
    // A logout among the runs revokes the token: each route starts with a live one.
    token = await issueToken(t.app.database.db, userId);
  });

  const headersFor = (who: string): Record<string, string> =>
    who === 'signed-in'
      ? { authorization: `Bearer ${token}` }
      : who === 'bad-token'
        ? { authorization: 'Bearer not-a-token' }
        : {};
  const urlFor = (r: AppRoute, values: string[], q: string) => {
    const names = pathParams(r.url);
    const path = fillPath(r.url, Object.fromEntries(names.map((n, i) => [n, values[i] ?? ''])));
    return q ? `${path}?${q}` : path;
  };
  const paramsFor = (r: AppRoute) => {
    const count = pathParams(r.url).length;
    return fc.array(pathValue(ownIds), { minLength: count, maxLength: count });
  };

  it('finds the routes to fuzz in the app', () => {
    expect(withBody.length).toBeGreaterThan(20);
    expect(reads.length).toBeGreaterThan(20);
  });

  it.each(withBody.map((r) => [r.key, r] as const))('%s: no body, query or content type gets a 5xx', async (_, r) => {
    await fc.assert(
      fc.asyncProperty(
        bodiesFor(bodySchemaOf(r.route), ownIds),
        paramsFor(r),
        query,
        contentType,
        caller,
        async (body, values, q, type, who) => {
          const res = await t.app.inject({
            method: r.method as 'POST',
            url: urlFor(r, values, q),
            headers: { ...headersFor(who), 'content-type': type },
            payload: body,
          });
          expect(problemWith(res, r.method)).toBeNull();
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  });

  it.each(reads.map((r) => [r.key, r] as const))('%s: no path or query gets a 5xx', async (_, r) => {
    await fc.assert(
      fc.asyncProperty(paramsFor(r), query, caller, async (values, q, who) => {
        const res = await t.app.inject({ method: 'GET', url: urlFor(r, values, q), headers: headersFor(who) });
        expect(problemWith(res, 'GET')).toBeNull();
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 2) },
    );
  });

  it('leaves Object.prototype as it was (no prototype pollution from any body or query)', () => {
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers another content type with 415 and an oversized body with 413 on every route that takes a body', async () => {
    // Admin routes refuse anyone else before reading a body, so they are checked as an admin.
    const auth = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
    const admin = { authorization: `Bearer ${(await createTestUser(t.app, { role: 'super_admin' })).token}` };
    const wrong: string[] = [];
    for (const r of withBody) {
      const who = r.url.startsWith('/api/v1/admin/') ? admin : auth;
      const url = fillPath(r.url, Object.fromEntries(pathParams(r.url).map((p) => [p, randomUUID()])));
      const text = await t.app.inject({
        method: r.method as 'POST',
        url,
        headers: { ...who, 'content-type': 'text/plain' },
        payload: 'hello',
      });
      const huge = await t.app.inject({
        method: r.method as 'POST',
        url,
        headers: who,
        payload: { filler: 'x'.repeat(1_100_000) },
      });
      if (text.statusCode !== 415 || huge.statusCode !== 413)
        wrong.push(`${r.key}: text/plain → ${text.statusCode}, 1.1 MB → ${huge.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('drops unknown fields: a persona or session cannot be given an owner, status or limits by its body', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const auth = { authorization: `Bearer ${owner.token}` };
    const catalog = await loadCatalog(t.app);
    const planted = '00000000-0000-4000-8000-000000000001';
    const persona = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai-personas/',
      headers: auth,
      payload: { ...personaPayload(catalog), persona_id: planted, user_id: other.user.id, is_admin: true },
    });
    expect(persona.statusCode).toBe(201);
    const { persona_id: personaId } = persona.json<{ persona_id: string }>();
    expect(personaId).not.toBe(planted);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/ai-personas/${personaId}`, headers: auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('is_admin');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ai-personas/${personaId}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);

    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: auth,
      payload: {
        mode_id: catalog.modes.get('discovering'),
        persona_id: personaId,
        user_id: other.user.id,
        status: 'completed',
        max_minutes: 240,
        message_count: 99,
      },
    });
    expect(session.statusCode).toBe(201);
    const { session_id: sessionId } = session.json<{ session_id: string }>();
    const stored = await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${sessionId}`, headers: auth });
    expect(stored.json()).toMatchObject({ status: 'active', max_minutes: t.env.SESSION_MAX_MINUTES, message_count: 0 });
  });
});
