import { EventEmitter } from 'node:events';
import type { ClientFrame, ServerFrame } from '@buyerlab/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buyerStateOf } from '../sessions/sessions.service';
import type { SttEngine } from '../voice/stt';
import { offlineBuyer, type BuyerEngine } from './buyer-engine';
import { serveLiveConnection } from './live-connection';
import { practiceService } from './practice.service';
import { createSpeechAdmission } from './speech-admission';

const silentLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;
const VOICE = { gender: 'female', pitch: 1, rate: 1 } as const;

/** A socket the connection talks to: frames it sent, and a way to send it client frames. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  const socket = Object.assign(emitter, {
    OPEN: 1,
    readyState: 1,
    send: (data: string) => {
      frames.push(JSON.parse(data) as ServerFrame);
      waiters.splice(0).forEach((wake) => wake());
    },
  });
  return {
    socket: socket as unknown as WebSocket,
    frames,
    send: (frame: ClientFrame) => emitter.emit('message', Buffer.from(JSON.stringify(frame)), false),
    audio: (bytes: number) => emitter.emit('message', Buffer.alloc(bytes), true),
    close: () => emitter.emit('close'),
    /** Resolves once a frame of this type (after `from` frames) has been sent. */
    async next<T extends ServerFrame['type']>(type: T, from = 0): Promise<Extract<ServerFrame, { type: T }>> {
      for (;;) {
        const found = frames.slice(from).find((f) => f.type === type);
        if (found) return found as Extract<ServerFrame, { type: T }>;
        await new Promise<void>((wake) => waiters.push(wake));
      }
    },
  };
}

/** A recogniser that hears what the test says it heard, when the rep pauses. */
function scriptedRecogniser(heard: string[]) {
  let final = '';
  const engine: SttEngine = {
    name: 'scripted',
    transcribe: () => Promise.resolve(final),
    openStream: (_signal, onPartial) => ({
      write: () => undefined,
      pause: () => {
        final = heard.shift() ?? final;
        onPartial?.(final);
      },
      finish: () => Promise.resolve(final),
      abort: () => undefined,
    }),
  };
  return engine;
}

describe('a spoken turn answered from the reply worked out while the rep paused', () => {
  let t: TestApp;
  let buyerCalls: string[];
  let synthesised: string[];
  const engine: BuyerEngine = {
    ...offlineBuyer,
    reply: (input) => {
      buyerCalls.push(input.repText);
      return offlineBuyer.reply(input);
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function connect(heard: string[]) {
    buyerCalls = [];
    synthesised = [];
    const practice = practiceService({ db: t.app.database.db, engine, sessions: t.app.sessions });
    const { sessionId, user } = await createPracticeSession(t.app, 'discovering', 'audio');
    await practice.start(user.id, sessionId);
    const client = fakeSocket();
    serveLiveConnection({
      socket: client.socket,
      practice,
      userId: user.id,
      sessionId,
      voice: VOICE,
      synthesize: (text) => {
        synthesised.push(text);
        return Promise.resolve({ audio: Buffer.from(text), mime: 'audio/wav' });
      },
      stt: scriptedRecogniser(heard),
      speechPerMinute: 100,
      speechAdmission: createSpeechAdmission({ perUser: 2 }),
      speechIdleMs: 60_000,
      log: silentLog,
    });
    const state = async () => buyerStateOf(await t.app.sessions.getOwned(user.id, sessionId));
    return { client, state, practice, userId: user.id, sessionId };
  }

  it('uses it when the turn brings the words heard at the pause', async () => {
    const words = 'How many shifts do you run at the plant right now';
    const { client } = await connect([words]);
    client.send({ type: 'speech.start', speech_id: 's' });
    client.audio(3072);
    client.send({ type: 'speech.pause', speech_id: 's' });
    expect((await client.next('speech.partial')).text).toBe(words);
    // Worked out during the pause: the buyer's reply and its first piece of audio.
    await vi.waitFor(() => expect(synthesised).toHaveLength(1), { timeout: 20_000 });
    expect(buyerCalls).toEqual([words]);
    const prepared = synthesised[0]!;
    // Its audio goes to the client at once, so it can start as soon as the turn goes.
    expect(await client.next('reply.ahead')).toMatchObject({
      speech_id: 's',
      rep_text: words,
      text: prepared,
      data: Buffer.from(prepared).toString('base64'),
    });

    client.send({ type: 'speech.cancel', speech_id: 's' });
    client.send({ type: 'turn', client_turn_id: 't1', text: words, spoken: true });
    const end = await client.next('reply.end');
    // Neither was done twice.
    expect(buyerCalls).toEqual([words]);
    expect(synthesised.filter((s) => s === prepared)).toHaveLength(1);
    const audio = client.frames.filter((f) => f.type === 'reply.audio');
    expect(audio[0]).toMatchObject({ index: 0, text: prepared, data: Buffer.from(prepared).toString('base64') });
    expect(end.message?.text.startsWith(prepared)).toBe(true);
    // The client is told the reply is that answer, so the audio it started stands.
    expect(await client.next('reply.start')).toMatchObject({ ahead: true });
    client.close();
  });

  it('drops it when the rep went on talking, and answers the whole turn', async () => {
    const first = 'We run three shifts';
    const whole = 'We run three shifts and the night shift loses an hour on every changeover';
    const { client, state } = await connect([first, whole]);
    const before = await state();
    client.send({ type: 'speech.start', speech_id: 's' });
    client.send({ type: 'speech.pause', speech_id: 's' });
    await client.next('speech.partial');
    await vi.waitFor(() => expect(synthesised).toHaveLength(1), { timeout: 20_000 });
    expect(buyerCalls).toEqual([first]);
    // Nothing was stored for the words so far.
    expect(await state()).toEqual(before);

    // The rep goes on; the next pause brings the whole sentence, which is the turn.
    client.audio(3072);
    client.send({ type: 'speech.pause', speech_id: 's' });
    await vi.waitFor(() => expect(synthesised).toHaveLength(2), { timeout: 20_000 });
    expect(buyerCalls).toEqual([first, whole]);
    client.send({ type: 'speech.end', speech_id: 's' });
    expect((await client.next('speech.text')).text).toBe(whole);
    client.send({ type: 'turn', client_turn_id: 't1', text: whole, spoken: true });
    const end = await client.next('reply.end');
    // The reply to the whole sentence was the one worked out at its pause: no third call.
    expect(buyerCalls).toEqual([first, whole]);
    expect(end.message?.text).toBeTruthy();
    // One rep message (the whole sentence) and one reply after the opening line; the state moved one turn.
    const transcript = client.frames.filter((f) => f.type === 'turn.accepted');
    expect(transcript).toHaveLength(1);
    expect((await state())?.turn).toBe(before!.turn + 1);
    client.close();
  });

  it('answers afresh a turn with other words (a typed one), leaving the words heard unanswered', async () => {
    const { client, state } = await connect(['Who else would need to sign off on a new filler']);
    const before = await state();
    client.send({ type: 'speech.start', speech_id: 's' });
    client.send({ type: 'speech.pause', speech_id: 's' });
    await client.next('speech.partial');
    await vi.waitFor(() => expect(synthesised).toHaveLength(1), { timeout: 20_000 });
    client.send({ type: 'speech.cancel', speech_id: 's' });
    client.send({ type: 'turn', client_turn_id: 't1', text: 'Thanks for making the time today.', spoken: false });
    await client.next('reply.end');
    // The audio sent ahead is not this reply's: the client is told so, and stops it.
    expect((await client.next('reply.start')).ahead).toBeUndefined();
    expect(buyerCalls).toEqual([
      'Who else would need to sign off on a new filler',
      'Thanks for making the time today.',
    ]);
    expect((await state())?.turn).toBe(before!.turn + 1);
    client.close();
  });
});
