import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveSession } from './live-testing';
import { SPEECH_ANSWER_TIMEOUT_MS, SpeechStreamError } from './speech-uploads';

afterEach(() => {
  vi.useRealTimers();
});

const samples = new Float32Array([0, 0.5, -0.5]);

describe('speech streamed over the live connection', () => {
  it('is not opened without a connection', () => {
    const { live } = liveSession();
    expect(live.speech.begin()).toBeNull();
  });

  it('streams audio, asks for words at a pause, hears them, and gets the final text for its own id', async () => {
    const { live, socket } = liveSession();
    socket.connect();
    const partials: string[] = [];
    const upload = live.speech.begin((text) => partials.push(text))!;
    const speechId = socket.speechId();
    upload.push(samples);
    upload.pause();
    socket.receive({ type: 'speech.partial', speech_id: 'another', text: 'not ours' });
    socket.receive({ type: 'speech.partial', speech_id: speechId, text: 'we run three' });
    const text = upload.end();
    expect(socket.types()).toEqual(['speech.start', 'speech.pause', 'speech.end']);
    expect(socket.audio[0]!.byteLength).toBe(samples.length * 2);
    // Words after the end are not the listener's business any more.
    socket.receive({ type: 'speech.partial', speech_id: speechId, text: 'late' });
    socket.receive({ type: 'speech.text', speech_id: speechId, text: 'we run three shifts' });
    await expect(text).resolves.toBe('we run three shifts');
    expect(partials).toEqual(['we run three']);
  });

  it('keeps an answer that came before the end for the end, and a refusal rejects it', async () => {
    const { live, socket } = liveSession();
    socket.connect();
    const upload = live.speech.begin()!;
    const speechId = socket.speechId();
    socket.receive({ type: 'speech.error', speech_id: speechId, detail: 'Too many open' });
    await expect(upload.end()).rejects.toThrow(new SpeechStreamError('Too many open'));
    // It was refused: no `speech.end` goes after it.
    expect(socket.types()).toEqual(['speech.start']);
  });

  it('fails at once when the connection drops while its text is awaited, or before the end', async () => {
    const { live, socket } = liveSession();
    socket.connect();
    const first = live.speech.begin()!;
    const awaited = first.end();
    socket.drop();
    await expect(awaited).rejects.toThrow('connection lost');
    socket.connect();
    const second = live.speech.begin()!;
    second.push(samples);
    socket.drop();
    second.push(samples);
    await expect(second.end()).rejects.toThrow('connection lost');
  });

  it('gives up on an answer that never comes, so the recording can go by request', async () => {
    vi.useFakeTimers();
    const { live, socket } = liveSession();
    socket.connect();
    const text = live.speech.begin()!.end();
    const settled = expect(text).rejects.toThrow('no answer');
    await vi.advanceTimersByTimeAsync(SPEECH_ANSWER_TIMEOUT_MS);
    await settled;
  });

  it('cancels an utterance that was not speech', () => {
    const { live, socket } = liveSession();
    socket.connect();
    const partials: string[] = [];
    const upload = live.speech.begin((text) => partials.push(text))!;
    upload.cancel();
    upload.push(samples);
    upload.pause();
    expect(socket.types()).toEqual(['speech.start', 'speech.cancel']);
    expect(socket.audio).toEqual([]);
  });
});
