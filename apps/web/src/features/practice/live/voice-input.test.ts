import { describe, expect, it, vi } from 'vitest';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { TURN_TAKING } from '../lib/turn-taking';
import { liveSession, typed } from './live-testing';
import { MIC_MESSAGES, VoiceInput, type VoiceInputCallbacks, type VoiceInputDeps } from './voice-input';

const VOICED = 0.9;
const SILENT = 0.05;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A voice input on a fake detector whose frames the test feeds, one detector frame (96 ms) at a time. */
async function voiceInput(callbacks: Partial<VoiceInputCallbacks>, deps: Partial<VoiceInputDeps> = {}) {
  let onFrame: ((probability: number, frame: Float32Array) => void) | null = null;
  let clock = 0;
  const detector = {
    start: vi.fn(() => Promise.resolve()),
    pause: vi.fn(() => Promise.resolve()),
    destroy: vi.fn(() => Promise.resolve()),
  };
  const utterances: string[] = [];
  const voice = new VoiceInput({
    openDetector: (listener) => {
      onFrame = listener;
      return Promise.resolve(detector);
    },
    sttMode: () => Promise.resolve('server'),
    transcribe: () => Promise.reject(new Error('no recording expected')),
    startRecognition: () => null,
    hasRecognition: () => false,
    now: () => clock,
    ...deps,
  });
  voice.setCallbacks({
    isBuyerActive: () => false,
    onBargeIn: () => undefined,
    onUtterance: (text) => utterances.push(text),
    ...callbacks,
  });
  voice.start();
  await settle();
  const feed = (probability: number) => (ms: number) => {
    for (let n = 0; n < Math.round(ms / TURN_TAKING.frameMs); n++) {
      clock += TURN_TAKING.frameMs;
      onFrame?.(probability, new Float32Array(1536));
    }
  };
  return {
    voice,
    detector,
    utterances,
    speak: feed(VOICED),
    pause: feed(SILENT),
    status: () => voice.getSnapshot().status,
  };
}

describe('the rep’s voice over the live connection', () => {
  it('streams an utterance and sends the words heard as the turn once they read as finished', async () => {
    const { live, socket, state } = liveSession();
    socket.connect();
    const rep = await voiceInput({
      speech: live.speech,
      onUtterance: (text, startedAt, endedAt) => live.sendTurn({ text, spoken: true, startedAt, endedAt }),
    });
    expect(rep.status()).toBe('listening');
    rep.speak(1920);
    expect(rep.status()).toBe('hearing');
    rep.pause(96);
    expect(socket.types()).toEqual(['speech.start', 'speech.pause']);
    // Every frame from the first voiced one streams, the pause's included: 20 voiced and 1 silent.
    expect(socket.audio.length).toBe(21);
    socket.receive({ type: 'speech.partial', speech_id: socket.speechId(), text: 'how many shifts do you run' });
    rep.pause(192);
    await settle();
    // The words cover the whole utterance: the stream is dropped rather than awaited.
    expect(socket.types()).toEqual(['speech.start', 'speech.pause', 'speech.cancel', 'turn']);
    expect(state().pending[0]?.input).toMatchObject({ text: 'how many shifts do you run', spoken: true });
    expect(rep.status()).toBe('listening');
  });

  it('barges in on the buyer’s audio once real words are heard, and the words become the next turn', async () => {
    const { live, socket } = liveSession();
    socket.connect();
    live.sendTurn(typed('Tell me about the line'));
    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    socket.receive({ type: 'reply.chunk', reply_id: 'r1', text: 'The line runs all day and all night, every day.' });
    let playing = true;
    const rep = await voiceInput({
      speech: live.speech,
      isBuyerActive: () => live.isAnswering() || playing,
      onBargeIn: () => {
        // The player stops and says how much of the reply was heard (once: then nothing plays).
        const heard = playing ? 20 : null;
        playing = false;
        live.interruptBySpeech(heard);
      },
      onUtterance: (text, startedAt, endedAt) => live.sendTurn({ text, spoken: true, startedAt, endedAt }),
    });
    rep.speak(480);
    rep.pause(96);
    expect(socket.types()).toEqual(['turn', 'speech.start', 'speech.pause']);
    socket.receive({
      type: 'speech.partial',
      speech_id: socket.speechId(),
      text: 'sorry to cut in but what does downtime cost you',
    });
    expect(socket.sent.at(-1)).toEqual({ type: 'interrupt', delivered_chars: 20 });
    rep.pause(192);
    await settle();
    // The buyer has not finished its cut reply yet: the new turn waits for it.
    expect(socket.turns()).toEqual(['Tell me about the line']);
    socket.receive({ type: 'reply.end', reply_id: 'r1', message: null, mood: 'neutral', outcome: 'in_progress' });
    expect(socket.types()).toEqual(['turn', 'speech.start', 'speech.pause', 'interrupt', 'speech.cancel', 'turn']);
    expect(socket.turns()).toEqual(['Tell me about the line', 'sorry to cut in but what does downtime cost you']);
  });

  it('lets a backchannel over the buyer go: no interruption and no turn', async () => {
    const { live, socket } = liveSession();
    socket.connect();
    live.sendTurn(typed('Tell me about the line'));
    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    const bargeIns: number[] = [];
    const rep = await voiceInput({
      speech: live.speech,
      isBuyerActive: live.isAnswering,
      onBargeIn: () => bargeIns.push(1),
      onUtterance: (text, startedAt, endedAt) => live.sendTurn({ text, spoken: true, startedAt, endedAt }),
    });
    rep.speak(384);
    rep.pause(96);
    socket.receive({ type: 'speech.partial', speech_id: socket.speechId(), text: 'mm-hm' });
    rep.pause(TURN_TAKING.shortTurnPauseMs);
    await settle();
    expect(bargeIns).toEqual([]);
    expect(socket.types()).toEqual(['turn', 'speech.start', 'speech.pause', 'speech.cancel']);
    expect(rep.status()).toBe('listening');
  });
});

describe('the rep’s voice without a stream', () => {
  it('sends the recording once the pause is long enough, when there is no live connection', async () => {
    const transcribe = vi.fn((_wav: Blob) => Promise.resolve('we run three shifts'));
    const rep = await voiceInput({}, { transcribe });
    rep.speak(960);
    rep.pause(TURN_TAKING.unheardPauseMs + TURN_TAKING.frameMs);
    expect(rep.status()).toBe('transcribing');
    await settle();
    expect(transcribe).toHaveBeenCalledTimes(1);
    expect(transcribe.mock.calls[0]![0].type).toBe('audio/wav');
    expect(rep.utterances).toEqual(['we run three shifts']);
    expect(rep.status()).toBe('listening');
  });

  it('moves to the browser’s recognition when the server has no recogniser', async () => {
    const phrases: ((text: string) => void)[] = [];
    const rep = await voiceInput(
      {},
      {
        transcribe: () => Promise.reject(new ApiError(503, 'x', SPEECH_MESSAGES.sttUnavailable)),
        hasRecognition: () => true,
        startRecognition: (onPhrase) => {
          phrases.push(onPhrase);
          return { stop: () => undefined };
        },
      },
    );
    rep.speak(960);
    rep.pause(TURN_TAKING.unheardPauseMs + TURN_TAKING.frameMs);
    await settle();
    phrases[0]!('hello from the browser');
    expect(rep.utterances).toEqual(['hello from the browser']);
    // The browser recognises from here on: the detector's utterances send nothing themselves.
    rep.speak(960);
    rep.pause(TURN_TAKING.unheardPauseMs + TURN_TAKING.frameMs);
    await settle();
    expect(rep.utterances).toEqual(['hello from the browser']);
  });

  it('says so when no recogniser at all is to be had', async () => {
    const rep = await voiceInput(
      {},
      { transcribe: () => Promise.reject(new ApiError(404, 'Not found')), hasRecognition: () => false },
    );
    rep.speak(960);
    rep.pause(TURN_TAKING.unheardPauseMs + TURN_TAKING.frameMs);
    await settle();
    expect(rep.voice.getSnapshot().notice).toBe(MIC_MESSAGES.noRecognition);
  });
});

describe('the microphone', () => {
  it('reports a refused or missing microphone', async () => {
    const refused = await voiceInput(
      {},
      { openDetector: () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
    );
    expect(refused.status()).toBe('denied');
    const missing = await voiceInput(
      {},
      { openDetector: () => Promise.reject(new DOMException('no', 'NotFoundError')) },
    );
    expect(missing.status()).toBe('missing');
  });

  it('muted, hears nothing and drops the utterance it was hearing', async () => {
    const { live, socket } = liveSession();
    socket.connect();
    const rep = await voiceInput({ speech: live.speech });
    rep.speak(480);
    rep.voice.setMuted(true);
    expect(rep.detector.pause).toHaveBeenCalled();
    expect(rep.status()).toBe('muted');
    expect(socket.types()).toEqual(['speech.start', 'speech.cancel']);
    rep.speak(960);
    expect(socket.types()).toEqual(['speech.start', 'speech.cancel']);
    rep.voice.setMuted(false);
    expect(rep.status()).toBe('listening');
  });

  it('is let go when listening stops, even while it is still opening', async () => {
    const rep = await voiceInput({});
    rep.voice.stop();
    expect(rep.detector.destroy).toHaveBeenCalledTimes(1);
    rep.voice.start();
    rep.voice.stop();
    await settle();
    expect(rep.detector.destroy).toHaveBeenCalledTimes(2);
  });
});
