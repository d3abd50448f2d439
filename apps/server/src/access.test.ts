import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { UploadedDocument } from '@buyerlab/contract';
import { buildPdf, multipart } from './test/document-fixtures';
import { loadCatalog, personaPayload } from './test/practice-fixtures';
import { appRoutes, bodySchemaOf, fieldNames, fillPath, isMultipart, pathParams, type AppRoute } from './test/routes';
import { startFakeStripe, type FakeStripe } from './test/fake-stripe';
import { createTestApp, type TestApp } from './test/test-app';
import { createTestUser } from './test/users';

/** What one user owns; the other user's requests name these ids. */
type Owned = {
  auth: { authorization: string };
  userId: string;
  personaId: string;
  modeId: number;
  /** Two sessions with reports: one completed (with feedback), one still active. */
  sessions: [string, string];
  documentId: string;
  /** A payment for a plan, made through a local fake of Stripe. */
  paymentIntentId: string;
  /** The team the owner is a rep in, and its manager (who may read the owner's work). */
  teamId: string;
  manager: { authorization: string };
  /** A practice call the owner's manager set the team (in the owner's mode), and its buyer's fields. */
  assignmentId: string;
  assignmentPersona: Record<string, unknown>;
  /** Strings only the owner's data contains (ids, email, names, words said): none may reach anyone else. */
  markers: string[];
};

/** Path parameters that name an owned resource, and the owner's values to try. */
const OWNED_PARAMS: Record<string, (o: Owned) => string[]> = {
  sessionId: (o) => o.sessions,
  personaId: (o) => [o.personaId],
  documentId: (o) => [o.documentId],
  paymentIntentId: (o) => [o.paymentIntentId],
  user_id: (o) => [o.userId],
  team_id: (o) => [o.teamId],
};

/** Body fields that name an owned resource. */
const OWNED_FIELDS: Record<string, (o: Owned) => unknown[]> = {
  session_id: (o) => o.sessions,
  persona_id: (o) => [o.personaId],
  document_ids: (o) => [[o.documentId]],
  assignment_id: (o) => [o.assignmentId],
};

const CATALOG = 'public reference data, the same for every user';
/** Body fields that look like ids but name shared catalog rows, not anything a user owns. */
const CATALOG_FIELDS: Record<string, string> = {
  mode_id: CATALOG,
  industry_id: CATALOG,
  ai_role_id: CATALOG,
  manufacturing_model_id: CATALOG,
  plant_size_impact_id: CATALOG,
};
const NAMES_A_RESOURCE = /(^|_)ids?$/;

/** A valid body for each walked route, from the caller's own resources; owned fields are then swapped. */
const VALID_BODIES: Record<string, (caller: Owned) => Record<string, unknown>> = {
  'POST /api/v1/sessions/': (c) => ({ mode_id: c.modeId, persona_id: c.personaId }),
  'POST /api/v1/performance-reports/': (c) => ({ session_id: c.sessions[0] }),
  'POST /api/v1/feedback/': (c) => ({ session_id: c.sessions[0], rating: 4, comment: 'Fair call.' }),
  'POST /api/v1/ai-persona-chat/chat/:sessionId': () => ({ user_input: 'Who else signs off on a new line?' }),
  'PUT /api/v1/sessions/:sessionId/type': () => ({ type: 'video' }),
  'POST /api/v1/teams/:team_id/invites': () => ({ email: 'walk.invite@example.com' }),
  'POST /api/v1/teams/:team_id/assignments': (c) => ({
    mode_id: c.modeId,
    persona: c.assignmentPersona,
    due_at: new Date(Date.now() + 86_400_000).toISOString(),
    min_score: 50,
  }),
};

/** What a manager may read of a rep in their team; every other route naming the rep's things stays 404. */
const MANAGER_READS = new Set([
  'GET /api/v1/performance-reports/:sessionId',
  'GET /api/v1/performance-reports/:sessionId/pdf',
  'POST /api/v1/performance-reports/',
  'GET /api/v1/ai-coaching/feedback/:sessionId',
  'GET /api/v1/sessions/:sessionId/messages',
]);

/** Routes that only a team's manager may call: the owner (a rep in the team) gets 403 there. */
const TEAM_ROUTE = /\/teams\/:team_id\//;

/** Multipart routes whose form fields name an owned resource. */
const MULTIPART_ROUTES: Record<
  string,
  { fields: string[]; body: (fields: Record<string, string>) => ReturnType<typeof multipart> }
> = {
  'POST /api/v1/documents/upload': {
    fields: ['session_id'],
    body: (fields) =>
      multipart([{ name: 'quote.pdf', data: buildPdf([{ lines: ['Lead time is 9 weeks.'] }]) }], fields),
  },
};

const AUTH = 'signs in, signs up or resets a password: the caller names only themselves';
const SELF = "answers about the caller's own account or data, named by the token alone";
const DEMO = 'demo requests and bookings: public forms, and admin lists guarded by role';
const DOCS = 'the OpenAPI document and its viewer: the same for everyone';
const STRIPE = "Stripe's signed events: no caller, the signature is the check";
/** Every route that names no owned resource, with why. HEAD twins follow their GET. */
const NOT_OWNED: Record<string, string> = {
  'GET /api/docs': DOCS,
  'GET /api/docs/static/index.html': DOCS,
  'GET /api/docs/static/swagger-initializer.js': DOCS,
  'GET /api/docs/json': DOCS,
  'GET /api/docs/yaml': DOCS,
  'GET /api/docs/static/*': DOCS,
  'POST /api/v1/auth/sign-up': AUTH,
  'POST /api/v1/auth/sign-in': AUTH,
  'POST /api/v1/auth/google': AUTH,
  'POST /api/v1/auth/exchange': AUTH,
  'POST /api/v1/auth/password-reset/request': AUTH,
  'POST /api/v1/auth/verify-otp': AUTH,
  'POST /api/v1/auth/password-reset/final': AUTH,
  'POST /api/v1/auth/password-reset/confirm': AUTH,
  'GET /api/v1/auth/me': SELF,
  'GET /api/v1/auth/logout': SELF,
  'GET /api/v1/auth/dashboard-link': SELF,
  'GET /api/v1/performance-reports/': SELF,
  'GET /api/v1/user-subscriptions/my-subscription': SELF,
  'GET /api/v1/user-subscriptions/': SELF,
  'GET /api/v1/payments/by-user': SELF,
  'POST /api/v1/payments/create-payment-intent': 'buys a plan for the caller: names a plan and seats, nothing owned',
  'POST /api/v1/payments/webhook': STRIPE,
  'GET /api/v1/subscriptions/': 'the plans: the same for everyone',
  'GET /api/v1/teams/mine': SELF,
  'GET /api/v1/assignments/mine': SELF,
  'POST /api/v1/teams': 'creates a new team managed by the caller',
  'POST /api/v1/teams/invites/accept': 'the secret single-use code is the credential; the caller joins as themselves',
  'POST /api/v1/ai-personas/': 'creates a persona for the caller from catalog ids',
  'POST /api/v1/speech/transcribe': 'a recording in, its text out: nothing is stored or named',
  'GET /api/v1/config': 'public settings the web app reads before sign-in',
  'GET /api/health': 'liveness',
  'POST /api': DEMO,
  'POST /api/v1/demo-requests': DEMO,
  'GET /api/v1/demo-slots': DEMO,
  'POST /api/v1/demo-bookings': DEMO,
  'GET /api/v1/demo-requests': DEMO,
  'GET /api/v1/demo-bookings': DEMO,
  'GET /api/v1/industries/': CATALOG,
  'GET /api/v1/ai-roles/': CATALOG,
  'GET /api/v1/interaction-mode-ai-roles/': CATALOG,
  'GET /api/v1/manufacturing-models/': CATALOG,
  'GET /api/v1/interaction-mode-manufacturing-models/': CATALOG,
  'GET /api/v1/plant-size-impacts/': CATALOG,
  'GET /api/v1/interaction-mode-plant-size-impacts/': CATALOG,
  'GET /api/v1/geography': CATALOG,
  'GET /api/v1/interaction-modes/': CATALOG,
  'GET /api/v1/interaction-modes/by-name/:modeName': CATALOG,
};

type Call = { label: string; method: string; url: string; payload?: unknown; headers?: Record<string, string> };

type Plan =
  | { kind: 'walk' }
  | { kind: 'websocket' }
  | { kind: 'not-owned' }
  | { kind: 'admin' }
  | { kind: 'unaccounted'; why: string };

/** The admin console's API: super_admin only, walked with every other role below (features/admin/admin.test.ts serves it). */
const ADMIN_ROUTE = /^\/api\/v1\/admin\//;

function planFor(r: AppRoute): Plan {
  if (r.route.websocket) return { kind: 'websocket' };
  if (ADMIN_ROUTE.test(r.url)) return { kind: 'admin' };
  const params = pathParams(r.url);
  const fields = fieldNames(bodySchemaOf(r.route) ?? undefined);
  const unknownFields = fields.filter((f) => NAMES_A_RESOURCE.test(f) && !OWNED_FIELDS[f] && !CATALOG_FIELDS[f]);
  if (unknownFields.length > 0) return { kind: 'unaccounted', why: `body fields ${unknownFields.join(', ')}` };
  const owned =
    params.some((p) => OWNED_PARAMS[p]) ||
    fields.some((f) => OWNED_FIELDS[f]) ||
    (MULTIPART_ROUTES[r.baseKey]?.fields.length ?? 0) > 0;
  if (owned && NOT_OWNED[r.baseKey]) return { kind: 'unaccounted', why: 'names an owned resource but is allow-listed' };
  if (owned) {
    const others = params.filter((p) => !OWNED_PARAMS[p]);
    return others.length > 0 ? { kind: 'unaccounted', why: `path parameters ${others.join(', ')}` } : { kind: 'walk' };
  }
  if (isMultipart(r.route) && !NOT_OWNED[r.baseKey]) return { kind: 'unaccounted', why: 'multipart fields unknown' };
  if (NOT_OWNED[r.baseKey]) return { kind: 'not-owned' };
  return {
    kind: 'unaccounted',
    why:
      params.length > 0 ? `path parameters ${params.join(', ')} name nothing known` : 'neither walked nor allow-listed',
  };
}

/** Every request of a walked route: each owned id of `owner` in turn, the rest of the body the caller's own. */
async function callsFor(r: AppRoute, owner: Owned, caller: Owned): Promise<Call[]> {
  const base = VALID_BODIES[r.baseKey]?.(caller);
  const paramSets = pathParams(r.url).reduce<Record<string, string>[]>(
    (sets, p) => sets.flatMap((set) => (OWNED_PARAMS[p]?.(owner) ?? []).map((v) => ({ ...set, [p]: v }))),
    [{}],
  );
  const calls: Call[] = [];
  if (pathParams(r.url).length > 0) {
    for (const set of paramSets) {
      const url = fillPath(r.url, set);
      calls.push({ label: `${r.method} ${url}`, method: r.method, url, ...(base ? { payload: base } : {}) });
    }
  }
  const url = fillPath(r.url, paramSets[0] ?? {});
  for (const field of fieldNames(bodySchemaOf(r.route) ?? undefined)) {
    for (const value of OWNED_FIELDS[field]?.(owner) ?? []) {
      const payload = { ...base, [field]: value };
      calls.push({ label: `${r.method} ${url} ${JSON.stringify(payload)}`, method: r.method, url, payload });
    }
  }
  const form = MULTIPART_ROUTES[r.baseKey];
  for (const field of form?.fields ?? []) {
    for (const value of (OWNED_FIELDS[field]?.(owner) ?? []) as string[]) {
      const { payload, headers } = await form!.body({ [field]: value });
      calls.push({
        label: `${r.method} ${url} (multipart ${field}=${value})`,
        method: r.method,
        url,
        payload,
        headers,
      });
    }
  }
  return calls;
}

const REP_TURNS = [
  'Thanks for the time today. How are your lines running this quarter?',
  'What happens on the floor when a changeover runs long?',
  'How does that show up in your OEE numbers?',
  'Who else would be involved in deciding on a fix like that?',
  'Would a line walk with your maintenance lead next week make sense?',
];

describe('access control: another user’s resources are 404 on every route', { timeout: 60_000 }, () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let routes: AppRoute[];
  let a: Owned;
  let b: Owned;

  /** A manager creates a team named after the owner and invites them; the owner joins with the mailed code. */
  async function joinNewTeam(secret: string, email: string, auth: { authorization: string }) {
    const boss = await createTestUser(t.app, { firstName: `${secret}-manager` });
    const manager = { authorization: `Bearer ${boss.token}` };
    const as = async (headers: { authorization: string }, url: string, payload: unknown) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: payload as string });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      return res.json<Record<string, string>>();
    };
    const { team_id } = await as(manager, '/api/v1/teams', { name: `${secret} team` });
    await as(manager, `/api/v1/teams/${team_id}/invites`, { email });
    const mail = (await t.app.mailer.listOutbox()).find((m) => m.to === email);
    const code = /Your invite code: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    await as(auth, '/api/v1/teams/invites/accept', { code });
    return { team_id: team_id!, manager };
  }

  /** A user with one of everything: a persona, an ended session with its report and feedback, an open one, a document. */
  async function createOwner(label: string): Promise<Owned> {
    const secret = `${label}-${randomUUID().slice(0, 8)}`;
    const { user, token } = await createTestUser(t.app, { firstName: secret, email: `${secret}@example.com` });
    const auth = { authorization: `Bearer ${token}` };
    const post = async (url: string, payload?: unknown, expected = [200, 201]) => {
      const res = await t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
      expect(expected, `${url}: ${res.body}`).toContain(res.statusCode);
      return res.json<Record<string, string>>();
    };
    const catalog = await loadCatalog(t.app);
    const modeId = catalog.modes.get('discovering')!;
    const { persona_id: personaId } = await post('/api/v1/ai-personas/', personaPayload(catalog, { name: secret }));
    const newSession = async () =>
      (await post('/api/v1/sessions/', { mode_id: modeId, persona_id: personaId! })).session_id!;
    /** A session with a conversation; an ended one also gets its report (an open one cannot yet). */
    const converse = async (end: boolean) => {
      const id = await newSession();
      for (const user_input of [`My name is ${secret}.`, ...REP_TURNS])
        await post(`/api/v1/ai-persona-chat/chat/${id}`, { user_input });
      if (end) {
        await post(`/api/v1/sessions/${id}/end`);
        await post('/api/v1/performance-reports/', { session_id: id });
      }
      return id;
    };
    const done = await converse(true);
    await post('/api/v1/feedback/', { session_id: done, rating: 3.5, comment: `Said by ${secret}` });
    const active = await converse(false);
    const form = await multipart([{ name: `${secret}.pdf`, data: buildPdf([{ lines: [`Quote for ${secret}.`] }]) }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const documentId = upload.json<UploadedDocument[]>()[0]!.document_id;
    const { payment_intent_id: paymentIntentId } = await post('/api/v1/payments/create-payment-intent', {
      plan: 'rep',
      seats: 1,
    });
    const { team_id: teamId, manager } = await joinNewTeam(secret, user.email, auth);
    const { mode_id: _mode, ...assignmentPersona } = personaPayload(catalog, { name: `${secret} buyer` });
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/teams/${teamId}/assignments`,
      headers: manager,
      payload: {
        mode_id: modeId,
        persona: assignmentPersona,
        due_at: new Date(Date.now() + 86_400_000).toISOString(),
        min_score: 50,
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const assignmentId = assigned.json<{ assignment_id: string }>().assignment_id;
    return {
      auth,
      userId: user.id,
      personaId: personaId!,
      modeId,
      sessions: [done, active],
      documentId,
      paymentIntentId: paymentIntentId!,
      teamId,
      manager,
      assignmentId,
      assignmentPersona,
      markers: [secret, user.id, personaId!, done, active, documentId, paymentIntentId!, teamId, assignmentId],
    };
  }

  /** What the owner sees of everything they own, to prove the walk changed none of it. */
  async function ownerView(o: Owned) {
    const urls = [
      `/api/v1/ai-personas/${o.personaId}`,
      `/api/v1/documents/${o.documentId}`,
      `/api/v1/performance-reports/${o.sessions[0]}`,
      '/api/v1/performance-reports/',
      '/api/v1/payments/by-user',
      ...o.sessions.flatMap((s) => [`/api/v1/sessions/${s}`, `/api/v1/sessions/${s}/messages`]),
    ];
    return Promise.all(
      urls.map(async (url) => (await t.app.inject({ method: 'GET', url, headers: o.auth })).json<unknown>()),
    );
  }

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
    a = await createOwner('alice');
    b = await createOwner('bob');
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
      const before = await ownerView(a);
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
      expect(await ownerView(a)).toEqual(before);
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
    const before = await ownerView(a);
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
    expect(await ownerView(a)).toEqual(before);
  });
});
