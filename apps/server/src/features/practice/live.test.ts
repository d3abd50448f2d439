import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { openLive } from '../../test/live-client';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isAllowedOrigin } from './live.routes';

describe('live WebSocket, offline buyer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams a turn: accepted, reply chunks, then the reply as stored', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'discovering');
    const live = await openLive(t.app, sessionId, auth);
    await live.opened;
    const ready = await live.next('ready');
    expect(ready.messages).toHaveLength(1);
    live.send({
      type: 'turn',
      client_turn_id: 't1',
      text: 'What keeps you up at night about your filling line?',
      spoken: false,
    });
    const accepted = await live.next('turn.accepted');
    expect(accepted).toMatchObject({ client_turn_id: 't1', message: { role: 'rep', seq: 1 } });
    const end = await live.next('reply.end');
    const chunks = live.frames
      .filter((f) => f.type === 'reply.chunk')
      .map((f) => (f.type === 'reply.chunk' ? f.text : ''));
    expect(chunks.length).toBeGreaterThan(0);
    expect(end.message?.text).toBe(chunks.join('').trim());
    expect(end.message?.seq).toBe(2);
    const order = live.frames.map((f) => f.type).filter((x) => x !== 'reply.chunk');
    expect(order).toEqual(['ready', 'turn.accepted', 'reply.start', 'reply.end']);
    live.ws.close();
  });

  it('resumes the same session after a reconnect with the transcript so far', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const first = await openLive(t.app, sessionId, auth);
    await first.next('ready');
    first.send({ type: 'turn', client_turn_id: 'a', text: 'Hi, thanks for the time today.', spoken: false });
    await first.next('reply.end');
    first.ws.close();
    const second = await openLive(t.app, sessionId, auth);
    const ready = await second.next('ready');
    expect(ready.messages.map((m) => m.role)).toEqual(['buyer', 'rep', 'buyer']);
    second.ws.close();
  });

  it('refuses a reused ticket, a foreign origin and a missing ticket', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, auth);
    await live.opened;
    const reuse = new WebSocket(live.url, { headers: { origin: new URL(live.url).origin.replace('ws:', 'http:') } });
    const reused = await new Promise<number>((resolve) =>
      reuse.once('unexpected-response', (_q, res) => resolve(res.statusCode ?? 0)),
    );
    expect(reused).toBe(401);
    const foreign = await openLive(t.app, sessionId, auth, { origin: 'https://evil.example' });
    await expect(foreign.opened).rejects.toThrow('HTTP 403');
    live.ws.close();
    expect(isAllowedOrigin(undefined, 'a:1', undefined)).toBe(false);
    expect(isAllowedOrigin('https://app.example', 'internal:3000', 'https://app.example')).toBe(true);
  });

  it('answers a malformed frame with an error and closes the socket on an oversized one', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, auth);
    await live.next('ready');
    live.ws.send('{"type":"turn"');
    expect((await live.next('error')).detail).toBe('That message could not be read.');
    live.send({ type: 'turn', client_turn_id: 'x', text: 'a', spoken: 'yes' });
    await live.next('error');
    // Text the database cannot store is refused like any unreadable frame, not failed as a turn.
    for (const text of ['Hello\u0000', 'Hello \ud800']) {
      live.send({ type: 'turn', client_turn_id: 'nul', text, spoken: false });
      expect(await live.next('error')).toEqual({
        type: 'error',
        detail: 'That message could not be read.',
        retryable: false,
      });
    }
    const closed = new Promise<number>((resolve) => live.ws.once('close', (code) => resolve(code)));
    live.ws.send(JSON.stringify({ type: 'turn', client_turn_id: 'big', text: 'x'.repeat(20_000) }));
    expect(await closed).toBe(1009);
  });

  it('says the rep’s message is saved only when it is, during a database outage', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, auth);
    await live.next('ready');
    const db = t.app.database.db;
    const execute = db.execute.bind(db);
    // What a dropped PostgreSQL connection throws; a rejected promise stands in for drizzle's query.
    const outage = (() =>
      Promise.reject(
        Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
      )) as unknown as typeof db.execute;
    // Raw statements store messages: the first store of the turn fails, so nothing was saved.
    const spy = vi.spyOn(db, 'execute').mockImplementation(outage);
    try {
      live.send({ type: 'turn', client_turn_id: 'down', text: 'Are you still there?', spoken: false });
      const refused = await live.next('error');
      expect(refused).toEqual({
        type: 'error',
        detail: 'Your message could not be saved just now. Please send it again in a moment.',
        retryable: true,
        client_turn_id: 'down',
      });
      expect(live.frames.some((f) => f.type === 'turn.accepted')).toBe(false);

      // The rep's message is stored, then storing the buyer's reply fails: now it is saved.
      let calls = 0;
      spy.mockImplementation((query) => (calls++ === 0 ? execute(query) : outage(query)));
      live.send({ type: 'turn', client_turn_id: 'half', text: 'Are you still there?', spoken: false });
      const failed = await live.next('error');
      expect(failed.detail).toBe('The buyer could not answer just now. Your message is saved — try again.');
      expect(await live.next('turn.accepted')).toMatchObject({ client_turn_id: 'half', message: { role: 'rep' } });
    } finally {
      spy.mockRestore();
    }
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/messages`,
      headers: auth,
    });
    expect(transcript.json<{ messages: { role: string }[] }>().messages.map((m) => m.role)).toEqual(['buyer', 'rep']);
    live.ws.close();
  });

  it('speaks the reply sentence by sentence, in order, as WAV audio', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'discovering', 'audio');
    const live = await openLive(t.app, sessionId, auth, { voice: true });
    await live.next('ready');
    live.send({
      type: 'turn',
      client_turn_id: 'v1',
      text: 'How do sanitation and changeovers affect your week?',
      spoken: true,
    });
    const end = await live.next('reply.end', 30_000);
    const audio = live.frames.flatMap((f) => (f.type === 'reply.audio' && f.reply_id === end.reply_id ? [f] : []));
    expect(audio.length).toBeGreaterThan(0);
    expect(audio.map((a) => a.index)).toEqual(audio.map((_, i) => i));
    expect(audio.map((a) => a.text).join(' ')).toBe(end.message!.text);
    for (const a of audio) {
      expect(a.mime).toBe('audio/wav');
      expect(Buffer.from(a.data, 'base64').subarray(0, 4).toString()).toBe('RIFF');
    }
    expect(end.message!.spoken).toBe(true);
    live.ws.close();
  });

  it('speaks the buyer’s opening line as soon as a spoken session opens, and only then', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'discovering', 'audio');
    const live = await openLive(t.app, sessionId, auth, { voice: true });
    const ready = await live.next('ready');
    const [opening] = ready.messages;
    expect(opening?.role).toBe('buyer');
    // No turn yet: the first audio is the opening line, sentence by sentence.
    const first = await live.next('reply.audio', 30_000);
    expect(first).toMatchObject({ reply_id: opening!.message_id, index: 0, mime: 'audio/wav' });
    expect(opening!.text.startsWith(first.text)).toBe(true);
    expect(live.frames.map((f) => f.type)[0]).toBe('ready');
    live.send({ type: 'turn', client_turn_id: 'o1', text: 'Thanks, how are the lines running?', spoken: true });
    await live.next('reply.end', 30_000);
    live.ws.close();

    // Back after the rep has spoken: the opening is history, not said again.
    const again = await openLive(t.app, sessionId, auth, { voice: true });
    await again.next('ready');
    again.send({ type: 'ping' });
    await again.next('pong');
    expect(again.frames.some((f) => f.type === 'reply.audio')).toBe(false);
    again.ws.close();

    // A typed (silent) session never speaks it.
    const typed = await createPracticeSession(t.app, 'discovering', 'audio');
    const quiet = await openLive(t.app, typed.sessionId, typed.auth);
    await quiet.next('ready');
    quiet.send({ type: 'ping' });
    await quiet.next('pong');
    expect(quiet.frames.some((f) => f.type === 'reply.audio')).toBe(false);
    quiet.ws.close();
  });

  it('keeps only what the rep heard when they interrupt', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'discovering', 'audio');
    const live = await openLive(t.app, sessionId, auth);
    await live.next('ready');
    live.send({
      type: 'turn',
      client_turn_id: 'q',
      text: 'Could you walk me through how a typical week on your lines goes?',
      spoken: true,
    });
    const end = await live.next('reply.end');
    const full = end.message!.text;
    live.send({ type: 'interrupt', delivered_chars: 12 });
    // The client learns of the cut too, so its transcript shows what was heard.
    const updated = await live.next('message.updated');
    expect(updated.message.message_id).toBe(end.message!.message_id);
    expect(updated.message.interrupted).toBe(true);
    expect(full.startsWith(updated.message.text)).toBe(true);
    const lastMessage = async () => {
      const transcript = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${sessionId}/messages`,
        headers: auth,
      });
      return transcript.json<{ messages: { text: string; interrupted: boolean }[] }>().messages.at(-1)!;
    };
    // The interrupt is handled asynchronously: poll the transcript rather than guess a delay.
    await vi.waitUntil(async () => (await lastMessage()).interrupted, { timeout: 10_000, interval: 50 });
    const last = await lastMessage();
    expect(last.interrupted).toBe(true);
    expect(last.text.length).toBeLessThanOrEqual(12);
    expect(full.startsWith(last.text)).toBe(true);
    live.ws.close();
  });
});
