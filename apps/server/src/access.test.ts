import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createOwner, ownerView } from './test/access-owners';
import {
  MANAGER_READS,
  MULTIPART_ROUTES,
  NOT_OWNED,
  TEAM_ROUTE,
  VALID_BODIES,
  callsFor,
  planFor,
  type Call,
  type Owned,
} from './test/access-plan';
import { appRoutes, fillPath, pathParams, type AppRoute } from './test/routes';
import { startFakeStripe, type FakeStripe } from './test/fake-stripe';
import { createTestApp, type TestApp } from './test/test-app';
import { createTestUser } from './test/users';

describe('access control: another user’s resources are 404 on every route', { timeout: 60_000 }, () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let routes: AppRoute[];
  let a: Owned;
  let b: Owned;

  const send = (call: Call, auth: { authorization: string }) =>
    t.app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...call.headers, ...auth },
      ...(call.payload !== undefined ? { payload: call.payload as string } : {}),
    });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      RATE_LIMIT_SCALE: '100',
      STRIPE_SECRET_KEY: 'sk_test_access',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_access',
      STRIPE_API_BASE: stripe.baseUrl,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    routes = appRoutes(t.routes);
    a = await createOwner(t.app, 'alice');
    b = await createOwner(t.app, 'bob');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('accounts for every route: walked with a second user’s token, the live socket, or allow-listed with a reason', () => {
    const unaccounted = routes.flatMap((r) => {
      const plan = planFor(r);
      return plan.kind === 'unaccounted' ? [`${r.key}: ${plan.why}`] : [];
    });
    expect(unaccounted, 'add the route to the walk (OWNED_PARAMS/OWNED_FIELDS) or to NOT_OWNED').toEqual([]);
    const keys = new Set(routes.map((r) => r.baseKey));
    const stale = [...Object.keys(NOT_OWNED), ...Object.keys(VALID_BODIES), ...Object.keys(MULTIPART_ROUTES)].filter(
      (k) => !keys.has(k),
    );
    expect(stale, 'entries for routes the app no longer has').toEqual([]);
    const walked = new Set(routes.filter((r) => planFor(r).kind === 'walk').map((r) => r.baseKey));
    // What docs/quality.md names: sessions, personas, reports, documents and transcripts.
    expect([...walked]).toEqual(
      expect.arrayContaining([
        'GET /api/v1/ai-personas/:personaId',
        'POST /api/v1/sessions/',
        'GET /api/v1/sessions/:sessionId',
        'GET /api/v1/sessions/:sessionId/messages',
        'POST /api/v1/sessions/:sessionId/live-ticket',
        'POST /api/v1/ai-persona-chat/chat/:sessionId',
        'POST /api/v1/performance-reports/',
        'GET /api/v1/performance-reports/:sessionId',
        'GET /api/v1/performance-reports/:sessionId/pdf',
        'GET /api/v1/ai-coaching/feedback/:sessionId',
        'POST /api/v1/feedback/',
        'GET /api/v1/documents/:documentId',
        'POST /api/v1/documents/upload',
        'GET /api/v1/payments/payment-intent/:paymentIntentId',
      ]),
    );
    expect(routes.filter((r) => r.route.websocket).map((r) => r.key)).toEqual([
      'GET /api/v1/live/:sessionId',
      'HEAD /api/v1/live/:sessionId',
    ]);
  });

  it.each([
    ['a rep of another team', () => b.auth],
    ['the manager of another team', () => b.manager],
  ])(
    'answers 404 with no trace of the owner’s data when %s names the owner’s ids, and changes nothing',
    async (_who, caller) => {
      const before = await ownerView(t.app, a);
      const wrong: string[] = [];
      let count = 0;
      for (const r of routes.filter((x) => planFor(x).kind === 'walk')) {
        for (const call of await callsFor(r, a, b)) {
          count += 1;
          const res = await send(call, caller());
          const leaked = a.markers.filter((m) => res.body.includes(m));
          const detail = r.method === 'HEAD' ? '' : res.json<{ detail?: unknown }>().detail;
          if (res.statusCode !== 404 || leaked.length > 0 || (r.method !== 'HEAD' && typeof detail !== 'string'))
            wrong.push(`${call.label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(count).toBeGreaterThan(30);
      expect(await ownerView(t.app, a)).toEqual(before);
    },
  );

  it('shows nothing of the owner’s on the routes that name no resource', async () => {
    const stranger = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
    const paramless = routes.filter(
      (r) => r.method === 'GET' && planFor(r).kind === 'not-owned' && pathParams(r.url).length === 0,
    );
    expect(paramless.length).toBeGreaterThan(10);
    for (const r of paramless) {
      const res = await t.app.inject({ method: 'GET', url: r.url, headers: stranger });
      expect(res.statusCode, r.key).toBeLessThan(500);
      expect(
        a.markers.filter((m) => res.body.includes(m)),
        r.key,
      ).toEqual([]);
    }
  });

  it('live socket: no ticket for another user’s session, and a ticket opens only the session it was issued for', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const connect = (sessionId: string, ticket: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live/${sessionId}?ticket=${ticket}`, {
          headers: { origin: `http://127.0.0.1:${port}` },
        });
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('message', (data: Buffer) => {
          const frame = JSON.parse(data.toString()) as { type: string; session_id?: string };
          ws.close();
          resolve(frame.type === 'ready' ? 101 : -1);
        });
        ws.once('close', (code) => resolve(-code));
        ws.once('error', reject);
      });
    const ticketFor = async (sessionId: string, auth: { authorization: string }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/sessions/${sessionId}/live-ticket`,
        headers: auth,
      });
      return { status: res.statusCode, ticket: res.json<{ ticket?: string }>().ticket ?? '' };
    };
    const [, aliceActive] = a.sessions;
    const [, bobActive] = b.sessions;
    expect((await ticketFor(aliceActive, b.auth)).status).toBe(404);

    const alice = await ticketFor(aliceActive, a.auth);
    const bob = await ticketFor(bobActive, b.auth);
    expect(await connect(bobActive, alice.ticket)).toBe(401);
    expect(await connect(aliceActive, bob.ticket)).toBe(401);
    expect(await connect(aliceActive, '')).toBe(401);
    // Neither refusal used a ticket up: each still opens the session it was issued for.
    expect(await connect(aliceActive, alice.ticket)).toBe(101);
    expect(await connect(bobActive, bob.ticket)).toBe(101);
  });

  it('serves the same calls to the owner, so each 404 above is about ownership and not the request', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => planFor(x).kind === 'walk')) {
      for (const call of await callsFor(r, a, a)) {
        const res = await send(call, a.auth);
        // The open session has no report until it ends: for the owner that 404 is the truth.
        const noReportYet = call.url.startsWith(`/api/v1/performance-reports/${a.sessions[1]}`);
        // A rep in the team is not its manager: the team's own routes answer 403, not 404.
        const expected = TEAM_ROUTE.test(r.url) ? res.statusCode === 403 : res.statusCode !== 404 || noReportYet;
        if (!expected || res.statusCode >= 500) wrong.push(`${call.label} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every admin route to a signed-out caller (401), a rep and a manager of another team (403), leaking nothing', async () => {
    const admin = routes.filter((x) => planFor(x).kind === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const r of admin) {
      const values = { id: a.userId, code: 'NO-SUCH-CODE', kind: 'roles', entry: '1' };
      const url = fillPath(r.url, values);
      for (const [who, headers, status] of [
        ['signed out', { authorization: '' }, 401],
        ['rep', a.auth, 403],
        ['manager of another team', b.manager, 403],
      ] as const) {
        const res = await send({ label: `${r.method} ${url}`, method: r.method, url, payload: {} }, headers);
        const leaked = a.markers.filter((m) => res.body.includes(m));
        if (res.statusCode !== status || leaked.length > 0) wrong.push(`${who} ${r.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a signed-out caller on every walked route, with nothing of the owner’s', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => planFor(x).kind === 'walk')) {
      for (const call of await callsFor(r, a, a)) {
        const res = await send(call, { authorization: '' });
        const leaked = a.markers.filter((m) => res.body.includes(m));
        if (res.statusCode !== 401 || leaked.length > 0) wrong.push(`${call.label} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the owner’s own manager read the owner’s reports and transcripts and run the team, but change nothing of the owner’s', async () => {
    const before = await ownerView(t.app, a);
    const wrong: string[] = [];
    for (const r of routes.filter((x) => planFor(x).kind === 'walk' && x.method !== 'DELETE')) {
      for (const call of await callsFor(r, a, a)) {
        const res = await send(call, a.manager);
        const noReportYet =
          call.url.includes(a.sessions[1]) || JSON.stringify(call.payload ?? '').includes(a.sessions[1]);
        const reads = TEAM_ROUTE.test(r.url) || MANAGER_READS.has(r.baseKey);
        const expected = reads
          ? res.statusCode < 300 || (noReportYet && res.statusCode === 404)
          : res.statusCode === 404;
        if (!expected) wrong.push(`${call.label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await ownerView(t.app, a)).toEqual(before);
  });
});
