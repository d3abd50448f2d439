import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { appWithFakeStt, multipartBody, parseMultipart, startFakeSpeechApi, type FakeSpeechApi } from './voice.testing';
import { encodeWav } from './wav';

const speech = encodeWav(
  new Float32Array(16_000).map((_, i) => Math.sin(i / 5) * 0.3),
  16_000,
);
const wavBlob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'audio/wav' });

describe('POST /api/v1/speech/transcribe with a Whisper-compatible provider', () => {
  let api: FakeSpeechApi;
  let t: TestApp;
  let close: () => Promise<void>;
  let auth: { authorization: string };

  beforeAll(async () => {
    ({ t, api, close } = await appWithFakeStt(' Tell me about your filling line. ', { STT_API_KEY: 'sk-stt' }));
    auth = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
  });
  afterAll(() => close());

  it('sends the recording to the provider and returns its text', async () => {
    const { payload, headers } = await multipartBody({ audio: wavBlob(speech) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/speech/transcribe',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'Tell me about your filling line.' });

    const sent = api.requests.at(-1)!;
    expect(sent.url).toBe('/v1/audio/transcriptions');
    expect(sent.headers.authorization).toBe('Bearer sk-stt');
    const form = await parseMultipart(sent);
    expect(form.get('model')).toBe('whisper-1');
    const file = form.get('file') as File;
    expect(file.name).toBe('speech.wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(speech)).toBe(true);
  });

  it('asks for sign-in first', async () => {
    const { payload, headers } = await multipartBody({ audio: wavBlob(speech) });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/speech/transcribe', payload, headers });
    expect(res.statusCode).toBe(401);
  });

  it('refuses garbage, an empty recording, a missing field and a non-multipart body', async () => {
    const post = async (fields: Record<string, Blob | string>) => {
      const { payload, headers } = await multipartBody(fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/speech/transcribe',
        payload,
        headers: { ...headers, ...auth },
      });
    };
    const garbage = await post({ audio: new Blob([new Uint8Array(4096).fill(7)], { type: 'audio/wav' }) });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json()).toEqual({ detail: SPEECH_MESSAGES.invalidAudio });
    expect((await post({ audio: new Blob([], { type: 'audio/webm' }) })).statusCode).toBe(422);
    const missing = await post({ note: 'hello' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: SPEECH_MESSAGES.missingAudio });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/speech/transcribe',
      payload: { audio: 'x' },
      headers: auth,
    });
    expect(json.statusCode).toBe(415);
    // Declared multipart but cut short or not multipart inside: the client's mistake, not ours.
    for (const body of [
      '{"audio":"x"}',
      '--x\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\n\r\nRIFF',
    ]) {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/speech/transcribe',
        payload: body,
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ detail: 'The upload is malformed. Please try again.' });
    }
  });

  it('refuses a recording over 2 MB', async () => {
    const big = encodeWav(new Float32Array(1_100_000), 16_000);
    const { payload, headers } = await multipartBody({ audio: wavBlob(big) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/speech/transcribe',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: SPEECH_MESSAGES.tooLarge });
  });

  it('tells the browser that the server recognises speech', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toMatchObject({ speech: { stt: 'server', tts: 'flite' } });
  });
});

describe('POST /api/v1/speech/transcribe when the provider fails or none is configured', () => {
  it('answers 503 with a clear detail', async () => {
    const api = await startFakeSpeechApi((_req, res) => res.writeHead(500).end('down'));
    const failing = await createTestApp({ STT_PROVIDER: 'openai-compatible', STT_BASE_URL: api.baseUrl });
    const none = await createTestApp({ STT_PROVIDER: 'none' });
    try {
      for (const [t, detail] of [
        [failing, SPEECH_MESSAGES.sttFailed],
        [none, SPEECH_MESSAGES.sttUnavailable],
      ] as const) {
        const { token } = await createTestUser(t.app);
        const { payload, headers } = await multipartBody({ audio: wavBlob(speech) });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/speech/transcribe',
          payload,
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ detail });
      }
      const config = await none.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(config.json()).toMatchObject({ speech: { stt: 'browser', tts: 'flite' } });
    } finally {
      await failing.close();
      await none.close();
      await api.close();
    }
  });
});
