import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_LIMITS, SESSION_MESSAGES } from '@buyerlab/contract';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

type Msg = { message_id: string; seq: number; role: string; text: string; started_at: string; ended_at: string };

describe('live session over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const say = (sessionId: string, auth: { authorization: string }, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/ai-persona-chat/chat/${sessionId}`,
      headers: auth,
      payload: { user_input: text },
    });

  it('opens with the buyer speaking first, once, however often start is called', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'prospecting');
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/start`, headers: auth }),
      t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/start`, headers: auth }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/messages`,
      headers: auth,
    });
    const messages = transcript.json<{ messages: Msg[] }>().messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ seq: 0, role: 'buyer' });
    const session = await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${sessionId}`, headers: auth });
    expect(session.json<{ started_at: string | null; ends_at: string | null }>().ends_at).not.toBeNull();
  });

  it('stores the rep message and the reply, in order, with server timestamps', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'discovering');
    const res = await say(
      sessionId,
      auth,
      'Thanks for making time. What is going on with changeovers on your lines right now?',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ response: string; message: Msg; reply: Msg; mood: string; outcome: string }>();
    expect(body.response.length).toBeGreaterThan(5);
    expect(body.reply.text).toBe(body.response);
    expect(body.message.role).toBe('rep');
    expect(body.reply.seq).toBe(body.message.seq + 1);
    expect(Date.parse(body.reply.started_at)).toBeGreaterThanOrEqual(Date.parse(body.message.ended_at));
    expect(body.outcome).toBe('in_progress');
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/messages`,
      headers: auth,
    });
    expect(transcript.json<{ messages: Msg[] }>().messages.map((m) => m.role)).toEqual(['buyer', 'rep', 'buyer']);
  });

  it('never answers a rep with the same words twice in a ten-turn conversation', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'discovering');
    const replies = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await say(
        sessionId,
        auth,
        i % 2 ? 'Can you tell me more about that?' : 'What does downtime cost you per hour?',
      );
      replies.add(res.json<{ response: string }>().response);
    }
    expect(replies.size).toBe(10);
  });

  it('refuses messages after the session ends, with a clear detail', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    await say(sessionId, auth, 'Hello Alex, how are things at the plant?');
    const end = await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/end`, headers: auth });
    expect(end.statusCode).toBe(200);
    expect(end.json<{ status: string }>().status).toBe('completed');
    const late = await say(sessionId, auth, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'This session has ended. Start a new session to keep practising.' });
  });

  it('refuses messages once the session is past its maximum duration', async () => {
    const short = await createTestApp({ SESSION_MAX_MINUTES: '1' });
    try {
      const { sessionId, auth } = await createPracticeSession(short.app);
      await short.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/start`, headers: auth });
      const { sql } = await import('drizzle-orm');
      await short.app.database.db.execute(
        sql`UPDATE practice_sessions SET started_at = now() - interval '2 minutes' WHERE session_id = ${sessionId}`,
      );
      const res = await short.app.inject({
        method: 'POST',
        url: `/api/v1/ai-persona-chat/chat/${sessionId}`,
        headers: auth,
        payload: { user_input: 'Hello?' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ detail: string }>().detail).toContain('time limit');
    } finally {
      await short.close();
    }
  });

  it('never lets a session go past its message limit, the buyer’s reply included', async () => {
    const { sql } = await import('drizzle-orm');
    const limit = REALTIME_LIMITS.maxMessagesPerSession;
    /** A started session whose transcript already holds `count` messages. */
    const sessionWith = async (count: number) => {
      const s = await createPracticeSession(t.app);
      await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${s.sessionId}/start`, headers: s.auth });
      await t.app.database.db.execute(sql`
        INSERT INTO session_messages (session_id, seq, role, text, spoken, interrupted, started_at, ended_at)
        SELECT ${s.sessionId}, n, CASE WHEN n % 2 = 1 THEN 'rep' ELSE 'buyer' END, 'Filler line ' || n, false, false, now(), now()
        FROM generate_series(1, ${count - 1}) AS n`);
      await t.app.database.db.execute(
        sql`UPDATE practice_sessions SET message_count = ${count} WHERE session_id = ${s.sessionId}`,
      );
      return s;
    };
    const transcriptLength = async (s: { sessionId: string; auth: { authorization: string } }) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${s.sessionId}/messages`, headers: s.auth })).json<{
        messages: Msg[];
      }>().messages.length;

    // One short of the limit: the rep's message would fit, the buyer's reply would not.
    const full = await sessionWith(limit - 1);
    const refused = await say(full.sessionId, full.auth, 'Shall we book the line walk?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: SESSION_MESSAGES.tooManyMessages });
    expect(await transcriptLength(full)).toBe(limit - 1);

    // Two short: the last exchange fits exactly.
    const nearly = await sessionWith(limit - 2);
    expect((await say(nearly.sessionId, nearly.auth, 'Shall we book the line walk?')).statusCode).toBe(200);
    expect(await transcriptLength(nearly)).toBe(limit);
    expect((await say(nearly.sessionId, nearly.auth, 'One more thing')).statusCode).toBe(409);

    // Several turns at once (two tabs) near the limit: never more than the limit stored.
    const raced = await sessionWith(limit - 6);
    const answers = await Promise.all(
      ['Who signs off?', 'What is the budget?', 'When would you decide?', 'Who else is involved?'].map((text) =>
        say(raced.sessionId, raced.auth, text),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect(await transcriptLength(raced)).toBeLessThanOrEqual(limit);
  });

  it("hides another user's session, transcript and turns behind 404", async () => {
    const { sessionId } = await createPracticeSession(t.app);
    const stranger = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
    for (const [method, url] of [
      ['GET', `/api/v1/sessions/${sessionId}/messages`],
      ['POST', `/api/v1/sessions/${sessionId}/start`],
      ['POST', `/api/v1/sessions/${sessionId}/end`],
      ['POST', `/api/v1/sessions/${sessionId}/live-ticket`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: stranger });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await say(sessionId, stranger, 'hi')).statusCode).toBe(404);
  });

  it('validates the turn body', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const empty = await say(sessionId, auth, '   ');
    expect(empty.statusCode).toBe(422);
    const long = await say(sessionId, auth, 'x'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(long.json<{ detail: string }>().detail).toMatch(/^user_input/);
  });
});

describe('a turn over HTTP when the buyer fails', () => {
  it('keeps the message, and sending it again asks for the answer instead of storing it twice', async () => {
    const provider = await startFakeOpenAi({ words: ['Fine', 'then', '.'], failAfter: 1, failingRequests: 1 });
    const t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: provider.url, LLM_MODEL: 'fake' });
    try {
      const { sessionId, auth } = await createPracticeSession(t.app);
      const say = (text: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/ai-persona-chat/chat/${sessionId}`,
          headers: auth,
          payload: { user_input: text },
        });
      const failed = await say('What is your budget cycle?');
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      const again = await say('What is your budget cycle?');
      expect(again.statusCode).toBe(200);
      expect(again.json<{ response: string }>().response).toBe('Fine then .');
      const transcript = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${sessionId}/messages`,
        headers: auth,
      });
      const texts = transcript.json<{ messages: Msg[] }>().messages.map((m) => `${m.role}: ${m.text}`);
      expect(texts.slice(1)).toEqual(['rep: What is your budget cycle?', 'buyer: Fine then .']);
      // Once answered, the same words are an ordinary new turn.
      expect((await say('What is your budget cycle?')).statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${sessionId}/messages`, headers: auth });
      expect(after.json<{ messages: Msg[] }>().messages).toHaveLength(5);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('answers a reply not finished within LLM_TIMEOUT_MS, or an empty one, with 503 and a clear detail', async () => {
    const provider = await startFakeOpenAi({ words: ['Fine', 'then', '.'], firstTokenDelayMs: 3_000, slowRequests: 1 });
    const silent = await startFakeOpenAi({ words: [] });
    const apps = [
      await createTestApp({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: provider.url,
        LLM_MODEL: 'fake',
        LLM_TIMEOUT_MS: '1000',
      }),
      await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: silent.url, LLM_MODEL: 'fake' }),
    ] as const;
    try {
      const [slowApp, silentApp] = apps;
      const say = async (t: TestApp, sessionId: string, auth: { authorization: string }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/ai-persona-chat/chat/${sessionId}`,
          headers: auth,
          payload: { user_input: 'Who signs off on a purchase like this?' },
        });
      const slow = await createPracticeSession(slowApp.app);
      const timedOut = await say(slowApp, slow.sessionId, slow.auth);
      expect(timedOut.statusCode).toBe(503);
      expect(timedOut.json()).toEqual({
        detail: 'The buyer could not answer just now. Your message is saved — try again.',
      });
      // The time limit cancels the provider request instead of leaving it running.
      await vi.waitUntil(() => provider.state.aborted === 1, { timeout: 5_000, interval: 20 });
      const retried = await say(slowApp, slow.sessionId, slow.auth);
      expect(retried.statusCode).toBe(200);
      expect(retried.json<{ response: string }>().response).toBe('Fine then .');

      const quiet = await createPracticeSession(silentApp.app);
      const empty = await say(silentApp, quiet.sessionId, quiet.auth);
      expect(empty.statusCode).toBe(503);
      const transcript = await silentApp.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${quiet.sessionId}/messages`,
        headers: quiet.auth,
      });
      expect(transcript.json<{ messages: Msg[] }>().messages.map((m) => m.role)).toEqual(['buyer', 'rep']);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await provider.close();
      await silent.close();
    }
  });
});
