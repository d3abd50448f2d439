import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { loadEnv } from '../../config/env';
import { openLive } from '../../test/live-client';
import { createPracticeSession } from '../../test/practice-fixtures';
import type { TestApp } from '../../test/test-app';
import { createFliteEngine } from '../voice/flite-engine';
import { findOnPath, POCKETSPHINX_BINARY, toRecogniserPcm } from '../voice/pocketsphinx-stt';
import { appWithFakeStt, appWithLocalStt } from '../voice/voice.testing';

const env = loadEnv();
const silentLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;
const FRAME_BYTES = 3_072;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Live = Awaited<ReturnType<typeof openLive>>;

/** A bound on waiting, not a figure tested: a CI machine busy with the browser suite is slow to answer. */
const RECOGNISED_WITHIN = 30_000;

async function openSockets(t: TestApp, count: number, session: Awaited<ReturnType<typeof createPracticeSession>>) {
  const sockets: Live[] = [];
  for (let i = 0; i < count; i++) {
    const live = await openLive(t.app, session.sessionId, session.auth, { voice: true });
    await live.next('ready');
    sockets.push(live);
  }
  return sockets;
}

describe('speech recognisers are shared fairly between accounts', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await appWithFakeStt('What does downtime cost you?', {
      STT_OPEN_PER_USER: '2',
      // Long enough that a loaded machine's late feed never counts as silence (the held utterances).
      STT_IDLE_MS: '2000',
    }));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => close());

  it('lets one account hold only its share of open utterances; another account is still served', async () => {
    const holder = await createPracticeSession(t.app);
    const sockets = await openSockets(t, 4, holder);
    sockets.forEach((live, i) => live.send({ type: 'speech.start', speech_id: `hold-${i}` }));
    // Kept alive with audio for as long as the test runs, faster than real time so a busy machine
    // cannot starve the feed: the idle rule is never what refuses or drops them.
    for (const live of sockets) live.ws.send(Buffer.alloc(FRAME_BYTES));
    const feed = setInterval(() => {
      for (const live of sockets.slice(0, 2)) live.ws.send(Buffer.alloc(FRAME_BYTES));
    }, 50);
    const refused = await Promise.all([sockets[2]!.next('speech.error'), sockets[3]!.next('speech.error')]);
    expect(refused.map((f) => [f.speech_id, f.detail])).toEqual([
      ['hold-2', SPEECH_MESSAGES.tooManyOpen],
      ['hold-3', SPEECH_MESSAGES.tooManyOpen],
    ]);

    const other = await createPracticeSession(t.app);
    const [victim] = await openSockets(t, 1, other);
    victim!.send({ type: 'speech.start', speech_id: 'mine' });
    victim!.ws.send(Buffer.alloc(FRAME_BYTES * 4, 1));
    victim!.send({ type: 'speech.end', speech_id: 'mine' });
    expect(await victim!.next('speech.text', RECOGNISED_WITHIN)).toMatchObject({
      speech_id: 'mine',
      text: 'What does downtime cost you?',
    });

    // Ending one of the held utterances gives the holder its share back.
    sockets[0]!.send({ type: 'speech.end', speech_id: 'hold-0' });
    await sockets[0]!.next('speech.text', RECOGNISED_WITHIN);
    sockets[2]!.send({ type: 'speech.start', speech_id: 'again' });
    sockets[2]!.ws.send(Buffer.alloc(FRAME_BYTES));
    sockets[2]!.send({ type: 'speech.end', speech_id: 'again' });
    expect(await sockets[2]!.next('speech.text', RECOGNISED_WITHIN)).toMatchObject({ speech_id: 'again' });
    clearInterval(feed);
    [...sockets, victim!].forEach((live) => live.ws.close());
  });

  it('drops an utterance whose audio stops, and one kept open by a trickle of audio', async () => {
    const session = await createPracticeSession(t.app);
    const [live] = await openSockets(t, 1, session);
    live!.send({ type: 'speech.start', speech_id: 'silent' });
    live!.ws.send(Buffer.alloc(FRAME_BYTES));
    expect(await live!.next('speech.error')).toEqual({
      type: 'speech.error',
      speech_id: 'silent',
      detail: SPEECH_MESSAGES.noAudio,
    });

    // Two bytes (1/16 ms of audio) every 50 ms: frames keep coming, audio does not.
    live!.send({ type: 'speech.start', speech_id: 'trickle' });
    const dropped = live!.next('speech.error', 15_000);
    let sent = 0;
    let done = false;
    void dropped.then(() => (done = true));
    while (!done && sent < 200) {
      live!.ws.send(Buffer.alloc(2));
      sent += 1;
      await pause(50);
    }
    expect(await dropped).toMatchObject({ speech_id: 'trickle', detail: SPEECH_MESSAGES.noAudio });
    expect(sent).toBeLessThan(200);
    live!.ws.close();
  });
});

const installed = findOnPath(POCKETSPHINX_BINARY, env.PATH) !== null;

// The pen-test scenario on the real recogniser pool (4 at once): one account opens an utterance on
// each of 4 sockets and keeps feeding audio; another account's spoken turn is still recognised.
describe.skipIf(!installed)('the local recogniser pool under one greedy account', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithLocalStt(env.PATH);
  });
  afterAll(() => t.close());

  it('recognises the other account’s utterance while the greedy one holds what it may', async () => {
    const tts = createFliteEngine({ workers: 1, log: silentLog });
    const { audio } = await tts.synthesize('How often does the line stop?', { gender: 'male', pitch: 0.93, rate: 1 });
    await tts.close?.();
    const pcm = toRecogniserPcm(audio);
    const greedy = await openSockets(t, 4, await createPracticeSession(t.app));
    greedy.forEach((live, i) => live.send({ type: 'speech.start', speech_id: `greedy-${i}` }));
    let feeding = true;
    const feed = (async () => {
      while (feeding) {
        for (const live of greedy) live.ws.send(Buffer.alloc(FRAME_BYTES));
        await pause(96);
      }
    })();
    const [victim] = await openSockets(t, 1, await createPracticeSession(t.app));
    victim!.send({ type: 'speech.start', speech_id: 'victim' });
    for (let at = 0; at < pcm.length; at += FRAME_BYTES) victim!.ws.send(pcm.subarray(at, at + FRAME_BYTES));
    victim!.send({ type: 'speech.end', speech_id: 'victim' });
    // Before the share rule the victim waited for a greedy slot (up to 120 s): this wait would fail.
    const heard = await victim!.next('speech.text', 60_000);
    feeding = false;
    await feed;
    expect(heard.text).toMatch(/line|stop/);
    // Two of the greedy account's four utterances are refused by its share. On a loaded machine the
    // two it holds may later also end for their size, which says nothing about the share.
    const refused = greedy.flatMap((l) =>
      l.frames.filter((f) => f.type === 'speech.error' && f.detail === SPEECH_MESSAGES.tooManyOpen),
    );
    expect(refused.length).toBe(2);
    [...greedy, victim!].forEach((live) => live.ws.close());
  });
});
