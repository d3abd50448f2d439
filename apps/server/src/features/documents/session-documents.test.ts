import { DOCUMENT_MESSAGES, type DocumentResponse, type UploadedDocument } from '@buyerlab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, practiceSessions } from '../../db/schema';
import { buildPdf, proposalPdf, uploadDocuments } from '../../test/document-fixtures';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

type Auth = { authorization: string };

describe('documents: the closing buyer reads the proposal', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadAs = async (auth: Auth, fields: Record<string, string> = {}, name = 'proposal.pdf') => {
    const res = await uploadDocuments(t.app, auth, [{ name, data: proposalPdf() }], fields);
    expect(res.statusCode).toBe(201);
    return res.json<UploadedDocument[]>()[0]!;
  };
  const opening = async (auth: Auth, sessionId: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/start`, headers: auth })).json<{
      messages: { text: string }[];
    }>().messages[0]?.text ?? '';

  /** A closing session created with a freshly uploaded proposal. */
  const closingWithProposal = async () => {
    const { auth, catalog, personaId } = await createPracticeSession(t.app, 'closing');
    const doc = await uploadAs(auth);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: auth,
      payload: { mode_id: catalog.modes.get('closing'), persona_id: personaId, document_ids: [doc.document_id] },
    });
    expect(created.statusCode).toBe(201);
    return { auth, doc, sessionId: created.json<{ session_id: string }>().session_id };
  };

  it('a session created with document_ids opens on the proposal’s real price', async () => {
    const { auth, doc, sessionId } = await closingWithProposal();
    expect(await opening(auth, sessionId)).toContain('$412,000');
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${doc.document_id}`, headers: auth });
    expect(read.json<DocumentResponse>().session_id).toBe(sessionId);
  });

  it('the buyer questions the proposal’s real lead time when the rep brings up delivery', async () => {
    const { auth, sessionId } = await closingWithProposal();
    await opening(auth, sessionId);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ai-persona-chat/chat/${sessionId}`,
      headers: auth,
      payload: { user_input: "Let's talk about delivery. What is your deadline?" },
    });
    expect(reply.json<{ response: string }>().response).toContain('14 weeks');
  });

  it('a document uploaded with session_id joins that session', async () => {
    const { auth, sessionId } = await createPracticeSession(t.app, 'closing');
    await uploadAs(auth, { session_id: sessionId });
    const [row] = await t.app.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    expect(row?.documentSummary).toContain('Lead time is 14 weeks from purchase order.');
    expect(await opening(auth, sessionId)).toContain('$412,000');
  });

  it('shows a document to its owner only; another user gets 404', async () => {
    const { auth } = await createPracticeSession(t.app, 'closing');
    const mine = await uploadAs(auth, {}, '../../etc/passwd.pdf');
    expect(mine.filename).toBe('passwd.pdf');
    const other = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${mine.document_id}`, headers: other });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ detail: string }>().detail).toBe(DOCUMENT_MESSAGES.documentNotFound);
    const intoTheirSession = await uploadDocuments(t.app, auth, [{ name: 'a.pdf', data: proposalPdf() }], {
      session_id: (await createPracticeSession(t.app, 'closing')).sessionId,
    });
    expect(intoTheirSession.statusCode).toBe(404);
  });

  it('refuses another user’s documents when creating a session', async () => {
    const owner = await createPracticeSession(t.app, 'closing');
    const doc = await uploadAs(owner.auth);
    const other = await createPracticeSession(t.app, 'closing');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: other.auth,
      payload: {
        mode_id: other.catalog.modes.get('closing'),
        persona_id: other.personaId,
        document_ids: [doc.document_id],
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('documents: an account’s storage budget', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2 KB of kept text: one page of notes fits, a second does not.
    t = await createTestApp({ DOCUMENT_STORAGE_PER_USER_MB: '0.002' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an upload that would go over it with 413 and why, keeps nothing of it, and leaves others alone', async () => {
    const notes = (label: string) =>
      buildPdf([
        {
          lines: Array.from(
            { length: 16 },
            (_, i) => `${label} note ${i + 1}: the filler on line two stops for a changeover every shift.`,
          ),
        },
      ]);
    const send = (auth: Auth, label: string) =>
      uploadDocuments(t.app, auth, [{ name: `${label}.pdf`, data: notes(label) }]);
    const owner = await createTestUser(t.app);
    const auth = { authorization: `Bearer ${owner.token}` };
    expect((await send(auth, 'first')).statusCode).toBe(201);
    const over = await send(auth, 'second');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: DOCUMENT_MESSAGES.storageFull('2 KB') });
    const kept = await t.app.database.db.select().from(documents).where(eq(documents.userId, owner.user.id));
    expect(kept.map((d) => d.filename)).toEqual(['first.pdf']);
    // The budget is per account: someone else still has all of theirs.
    const other = await createTestUser(t.app);
    expect((await send({ authorization: `Bearer ${other.token}` }, 'theirs')).statusCode).toBe(201);
  });
});
