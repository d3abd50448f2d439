import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { createTestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { createFliteEngine } from './flite-engine';
import { findOnPath, POCKETSPHINX_BINARY } from './pocketsphinx-stt';
import { createSttEngine } from './stt';
import { multipartBody } from './voice.testing';

const env = loadEnv();
const installed = findOnPath(POCKETSPHINX_BINARY, env.PATH) !== null;
const silentLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;
const SENTENCE = 'I would like to talk about your filling line and the downtime last year.';

// Needs Debian's pocketsphinx and pocketsphinx-en-us (.ci/run installs them).
describe.skipIf(!installed)(
  `local recognition (${POCKETSPHINX_BINARY}${installed ? '' : ' not installed: skipped'})`,
  () => {
    it('hears what the offline voice said, through the transcribe endpoint', { timeout: 120_000 }, async () => {
      const tts = createFliteEngine({ workers: 1, log: silentLog });
      // Generous: a loaded 2-core CI machine decodes far slower than real time.
      const t = await createTestApp({ STT_PROVIDER: 'auto', STT_TIMEOUT_MS: '90000', PATH: env.PATH });
      try {
        const { audio } = await tts.synthesize(SENTENCE, { gender: 'male', pitch: 0.93, rate: 1 });
        const { token } = await createTestUser(t.app);
        const { payload, headers } = await multipartBody({
          audio: new Blob([new Uint8Array(audio)], { type: 'audio/wav' }),
        });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/speech/transcribe',
          payload,
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
        const words = res.json<{ text: string }>().text.split(/\s+/);
        const heard = ['like', 'talk', 'filling', 'line', 'downtime', 'last', 'year'].filter((w) => words.includes(w));
        expect(heard.length).toBeGreaterThanOrEqual(4);
      } finally {
        await t.close();
        await tts.close?.();
      }
    });

    it('is picked by STT_PROVIDER=auto and refuses containers it cannot read', async () => {
      const stt = createSttEngine(loadEnv({ STT_PROVIDER: 'auto', PATH: env.PATH }), silentLog);
      expect(stt?.name).toBe('pocketsphinx');
      await expect(stt?.transcribe(Buffer.from('OggS' + 'x'.repeat(400)), 'audio/ogg')).rejects.toMatchObject({
        code: 'unsupported_media_type',
      });
    });
  },
);

describe('speech recogniser selection', () => {
  it('has none under auto when pocketsphinx is not on PATH', () => {
    expect(createSttEngine(loadEnv({ STT_PROVIDER: 'auto', PATH: '/nonexistent' }), silentLog)).toBeNull();
    expect(createSttEngine(loadEnv({ STT_PROVIDER: 'none' }), silentLog)).toBeNull();
  });
});
