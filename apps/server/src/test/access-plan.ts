import { buildPdf, multipart } from './document-fixtures';
import { bodySchemaOf, fieldNames, fillPath, isMultipart, pathParams, type AppRoute } from './routes';

/**
 * The access-control walk's plan (access.test.ts): which routes name a resource a user owns, and
 * so are walked with another user's token; which name none, and why; and the calls that walk one
 * route with the owner's ids.
 */

/** What one user owns; the other user's requests name these ids. */
export type Owned = {
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
export const OWNED_PARAMS: Record<string, (o: Owned) => string[]> = {
  sessionId: (o) => o.sessions,
  personaId: (o) => [o.personaId],
  documentId: (o) => [o.documentId],
  paymentIntentId: (o) => [o.paymentIntentId],
  user_id: (o) => [o.userId],
  team_id: (o) => [o.teamId],
};

/** Body fields that name an owned resource. */
export const OWNED_FIELDS: Record<string, (o: Owned) => unknown[]> = {
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
export const VALID_BODIES: Record<string, (caller: Owned) => Record<string, unknown>> = {
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
export const MANAGER_READS = new Set([
  'GET /api/v1/performance-reports/:sessionId',
  'GET /api/v1/performance-reports/:sessionId/pdf',
  'POST /api/v1/performance-reports/',
  'GET /api/v1/ai-coaching/feedback/:sessionId',
  'GET /api/v1/sessions/:sessionId/messages',
]);

/** Routes that only a team's manager may call: the owner (a rep in the team) gets 403 there. */
export const TEAM_ROUTE = /\/teams\/:team_id\//;

/** Multipart routes whose form fields name an owned resource. */
export const MULTIPART_ROUTES: Record<
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
export const NOT_OWNED: Record<string, string> = {
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

export type Call = { label: string; method: string; url: string; payload?: unknown; headers?: Record<string, string> };

type Plan =
  | { kind: 'walk' }
  | { kind: 'websocket' }
  | { kind: 'not-owned' }
  | { kind: 'admin' }
  | { kind: 'unaccounted'; why: string };

/** The admin console's API: super_admin only, walked with every other role below (features/admin/admin.test.ts serves it). */
const ADMIN_ROUTE = /^\/api\/v1\/admin\//;

export function planFor(r: AppRoute): Plan {
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
export async function callsFor(r: AppRoute, owner: Owned, caller: Owned): Promise<Call[]> {
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
