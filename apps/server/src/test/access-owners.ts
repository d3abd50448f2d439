import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { UploadedDocument } from '@buyerlab/contract';
import type { Owned } from './access-plan';
import { buildPdf, uploadDocuments } from './document-fixtures';
import { loadCatalog, personaPayload } from './practice-fixtures';
import { inviteIntoTeam } from './teams';
import type { TestApp } from './test-app';
import { createTestUser } from './users';

/** The users the access-control walk (access.test.ts) is run between, each with one of everything. */

type App = TestApp['app'];

const REP_TURNS = [
  'Thanks for the time today. How are your lines running this quarter?',
  'What happens on the floor when a changeover runs long?',
  'How does that show up in your OEE numbers?',
  'Who else would be involved in deciding on a fix like that?',
  'Would a line walk with your maintenance lead next week make sense?',
];

/** A manager creates a team named after the owner and invites them; the owner joins with the mailed code. */
async function joinNewTeam(app: App, secret: string, email: string, auth: { authorization: string }) {
  const boss = await createTestUser(app, { firstName: `${secret}-manager` });
  const manager = { authorization: `Bearer ${boss.token}` };
  const as = async (headers: { authorization: string }, url: string, payload: unknown) => {
    const res = await app.inject({ method: 'POST', url, headers, payload: payload as string });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json<Record<string, string>>();
  };
  const { team_id } = await as(manager, '/api/v1/teams', { name: `${secret} team` });
  await inviteIntoTeam(app, team_id!, manager, { email, auth });
  return { team_id: team_id!, manager };
}

/** A user with one of everything: a persona, an ended session with its report and feedback, an open one, a document. */
export async function createOwner(app: App, label: string): Promise<Owned> {
  const secret = `${label}-${randomUUID().slice(0, 8)}`;
  const { user, token } = await createTestUser(app, { firstName: secret, email: `${secret}@example.com` });
  const auth = { authorization: `Bearer ${token}` };
  const post = async (url: string, payload?: unknown, expected = [200, 201]) => {
    const res = await app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
    expect(expected, `${url}: ${res.body}`).toContain(res.statusCode);
    return res.json<Record<string, string>>();
  };
  const catalog = await loadCatalog(app);
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
  const upload = await uploadDocuments(app, auth, [
    { name: `${secret}.pdf`, data: buildPdf([{ lines: [`Quote for ${secret}.`] }]) },
  ]);
  expect(upload.statusCode, upload.body).toBe(201);
  const documentId = upload.json<UploadedDocument[]>()[0]!.document_id;
  const { payment_intent_id: paymentIntentId } = await post('/api/v1/payments/create-payment-intent', {
    plan: 'rep',
    seats: 1,
  });
  const { team_id: teamId, manager } = await joinNewTeam(app, secret, user.email, auth);
  const { mode_id: _mode, ...assignmentPersona } = personaPayload(catalog, { name: `${secret} buyer` });
  const assigned = await app.inject({
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
export async function ownerView(app: App, o: Owned) {
  const urls = [
    `/api/v1/ai-personas/${o.personaId}`,
    `/api/v1/documents/${o.documentId}`,
    `/api/v1/performance-reports/${o.sessions[0]}`,
    '/api/v1/performance-reports/',
    '/api/v1/payments/by-user',
    ...o.sessions.flatMap((s) => [`/api/v1/sessions/${s}`, `/api/v1/sessions/${s}/messages`]),
  ];
  return Promise.all(
    urls.map(async (url) => (await app.inject({ method: 'GET', url, headers: o.auth })).json<unknown>()),
  );
}
