import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buyerStateOf } from '../sessions/sessions.service';
import { offlineBuyer, type BuyerEngine, type ReplyInput } from './buyer-engine';
import { practiceService, type TurnEvents } from './practice.service';

/**
 * A reply computed ahead on the rep's words so far (decision 0022): used when the turn brings the
 * same words to the same session, dropped otherwise, and never stored unless used.
 */
describe('replies computed ahead of a spoken turn', () => {
  let t: TestApp;
  const calls: ReplyInput[] = [];
  /** The offline buyer, counting its calls; `scribble` makes it write on the state it is given. */
  let scribble = false;
  const engine: BuyerEngine = {
    ...offlineBuyer,
    reply: (input) => {
      calls.push(input);
      const reply = offlineBuyer.reply(input);
      if (scribble) {
        input.state.trust = -1;
        input.state.revealedFacts.push('scribbled');
      }
      return reply;
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

  async function startedSession() {
    const { sessionId, user } = await createPracticeSession(t.app, 'discovering', 'audio');
    await practice.start(user.id, sessionId);
    return { sessionId, userId: user.id };
  }
  /** A spoken turn that may use a reply computed ahead. */
  const spokenTurn = (
    userId: string,
    sessionId: string,
    text: string,
    ahead: Awaited<ReturnType<typeof practice.speculate>>,
    events: TurnEvents = {},
  ) => practice.takeTurn(userId, sessionId, { text, spoken: true }, events, undefined, true, Promise.resolve(ahead));
  const stored = async (userId: string, sessionId: string) => ({
    state: buyerStateOf(await t.app.sessions.getOwned(userId, sessionId)),
    messages: (await practice.transcript(userId, sessionId)).messages,
  });

  it('is the reply when the turn brings the same words, with no second call to the buyer', async () => {
    const { sessionId, userId } = await startedSession();
    const words = 'How many shifts do you run at the plant right now';
    const ahead = await practice.speculate(userId, sessionId, words);
    expect(ahead).not.toBeNull();
    const callsBefore = calls.length;
    const chunks: string[] = [];
    const result = await spokenTurn(userId, sessionId, ` ${words} `, ahead, { onChunk: (c) => chunks.push(c) });
    expect(calls.length).toBe(callsBefore);
    expect(chunks).toEqual(ahead!.chunks);
    expect(result.reply?.text).toBe(ahead!.chunks.join('').trim());
    expect(result.state).toEqual(ahead!.state);
    expect((await stored(userId, sessionId)).state).toEqual(ahead!.state);
  });

  it('is the reply the turn would have computed itself', async () => {
    const { sessionId, userId } = await startedSession();
    const words = 'What does a changeover cost you on the packaging line';
    const ahead = await practice.speculate(userId, sessionId, words);
    // The same turn, answered without it: the same words and the same state after.
    const result = await practice.takeTurn(userId, sessionId, { text: words, spoken: true }, {}, undefined, true);
    expect(result.reply?.text).toBe(ahead!.chunks.join('').trim());
    expect(result.state).toEqual(ahead!.state);
  });

  it('is dropped when the rep went on talking, and the turn is answered afresh', async () => {
    const { sessionId, userId } = await startedSession();
    const ahead = await practice.speculate(userId, sessionId, 'We run three shifts');
    const callsBefore = calls.length;
    const full = 'We run three shifts and the night shift loses an hour on every changeover';
    const result = await spokenTurn(userId, sessionId, full, ahead);
    expect(calls.length).toBe(callsBefore + 1);
    expect(calls.at(-1)!.repText).toBe(full);
    const messages = (await stored(userId, sessionId)).messages;
    expect(messages.map((m) => m.text)).toEqual([messages[0]!.text, full, result.reply!.text]);
  });

  it('is not used on a session that has moved on since, even for the same words', async () => {
    const { sessionId, userId } = await startedSession();
    const words = 'Who else would need to sign off on a new filler';
    const ahead = await practice.speculate(userId, sessionId, words);
    await practice.takeTurn(userId, sessionId, { text: 'Thanks for making the time today.', spoken: true });
    const callsBefore = calls.length;
    const result = await spokenTurn(userId, sessionId, words, ahead);
    expect(calls.length).toBe(callsBefore + 1);
    expect(result.state.turn).toBe(ahead!.state.turn + 1);
  });

  it('is not used when another server process took a turn meanwhile', async () => {
    const { sessionId, userId } = await startedSession();
    const other = practiceService({ db: t.app.database.db, engine, sessions: t.app.sessions });
    await other.takeTurn(userId, sessionId, { text: 'Thanks for making the time today.', spoken: true });
    // This process last saw the session before that turn: its speculation starts from there.
    const words = 'How is the packaging line running this week';
    const ahead = await practice.speculate(userId, sessionId, words);
    const callsBefore = calls.length;
    const result = await spokenTurn(userId, sessionId, words, ahead);
    expect(calls.length).toBe(callsBefore + 1);
    expect(result.state.turn).toBe(ahead!.basis.state.turn + 2);
  });

  it('leaves the buyer state and the transcript untouched when it is not used', async () => {
    const { sessionId, userId } = await startedSession();
    const before = await stored(userId, sessionId);
    scribble = true;
    try {
      const ahead = await practice.speculate(userId, sessionId, 'Could we set up a meeting next week');
      // The buyer worked on a copy: what it wrote there is in neither the basis nor the database.
      expect(calls.at(-1)!.state.trust).toBe(-1);
      expect(ahead!.basis.state).toEqual(before.state);
      expect(ahead!.basis.state.revealedFacts).not.toContain('scribbled');
    } finally {
      scribble = false;
    }
    await practice.speculate(userId, sessionId, 'Could we set up a meeting with your maintenance lead');
    expect(await stored(userId, sessionId)).toEqual(before);
  });

  it('is not computed for a buyer that would need a provider call', async () => {
    const llmLike = practiceService({
      db: t.app.database.db,
      engine: { ...engine, speculative: false },
      sessions: t.app.sessions,
    });
    const { sessionId, userId } = await startedSession();
    const callsBefore = calls.length;
    expect(await llmLike.speculate(userId, sessionId, 'How is the line running')).toBeNull();
    expect(calls.length).toBe(callsBefore);
  });
});
