import type { PersonaProfile } from '@buyerlab/buyer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, uploadDocuments, proposalLines } from '../../test/document-fixtures';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { offlineBuyer, type BuyerEngine } from './buyer-engine';
import { practiceService } from './practice.service';

/** The turn's one-statement fast path and the profile kept between turns. */
describe('practice service turns', () => {
  let t: TestApp;
  const seen: (PersonaProfile['document'] | undefined)[] = [];
  const engine: BuyerEngine = {
    ...offlineBuyer,
    reply: (input) => {
      seen.push(input.profile.document);
      return offlineBuyer.reply(input);
    },
  };
  let practice: ReturnType<typeof practiceService>;

  beforeAll(async () => {
    t = await createTestApp();
    practice = practiceService({ db: t.app.database.db, engine, sessions: t.app.sessions });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sees a document uploaded mid-session on the very next turn', async () => {
    const { sessionId, auth, user } = await createPracticeSession(t.app, 'closing');
    const userId = user.id;
    // The first turn starts the session (the opening line comes first) and caches the profile.
    const first = await practice.takeTurn(userId, sessionId, { text: 'Thanks for making the time.', spoken: false });
    expect(first.rep?.seq).toBe(1);
    expect(first.reply?.seq).toBe(2);
    await practice.takeTurn(userId, sessionId, { text: 'Where do we stand on the order?', spoken: false });
    expect(seen.splice(0)).toEqual([null, null]);

    const upload = await uploadDocuments(
      t.app,
      auth,
      [{ name: 'proposal.pdf', data: buildPdf([{ lines: proposalLines() }]) }],
      {
        session_id: sessionId,
      },
    );
    expect(upload.statusCode).toBe(201);

    const third = await practice.takeTurn(userId, sessionId, { text: 'Did you read our proposal?', spoken: false });
    expect(third.rep?.seq).toBe(5);
    const [document] = seen.splice(0);
    expect(document?.priceMentioned).toContain('412,000');
  });

  it('keeps another user out and refuses a completed session, storing nothing', async () => {
    const owner = await createPracticeSession(t.app);
    const other = await createPracticeSession(t.app);
    await expect(
      practice.takeTurn(other.user.id, owner.sessionId, { text: 'Hello?', spoken: false }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await practice.takeTurn(owner.user.id, owner.sessionId, { text: 'Hello there.', spoken: false });
    await practice.end(owner.user.id, owner.sessionId);
    await expect(
      practice.takeTurn(owner.user.id, owner.sessionId, { text: 'One more thing.', spoken: false }),
    ).rejects.toMatchObject({ code: 'conflict' });
    const transcript = await practice.transcript(owner.user.id, owner.sessionId);
    expect(transcript.messages.map((m) => m.role)).toEqual(['buyer', 'rep', 'buyer']);
  });
});
