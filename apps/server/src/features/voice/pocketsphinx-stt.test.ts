import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { createTestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { createFliteEngine } from './flite-engine';
import { writeSalesLanguageModel } from './language-model/sales-model';
import { parseRecogniserOutput } from './pocketsphinx-process';
import { createPocketsphinxEngine, findOnPath, POCKETSPHINX_BINARY } from './pocketsphinx-stt';
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

    it(
      'hears sales words that general English misses, through the sales-call model',
      { timeout: 120_000 },
      async () => {
        const tts = createFliteEngine({ workers: 1, log: silentLog });
        const binary = findOnPath(POCKETSPHINX_BINARY, env.PATH)!;
        const general = createPocketsphinxEngine({ binary, timeoutMs: 90_000 });
        const both = createPocketsphinxEngine({ binary, timeoutMs: 90_000, languageModel: writeSalesLanguageModel });
        try {
          const { audio } = await tts.synthesize('What happens on the floor when a changeover runs long?', {
            gender: 'male',
            pitch: 0.92,
            rate: 1,
          });
          const [alone, withSales] = await Promise.all([
            general.transcribe(audio, 'audio/wav'),
            both.transcribe(audio, 'audio/wav'),
          ]);
          expect(alone).not.toContain('changeover runs long');
          expect(withSales).toContain('changeover runs long');
        } finally {
          await Promise.all([general.close?.(), both.close?.(), tts.close?.()]);
        }
      },
    );

    it('is picked by STT_PROVIDER=auto and refuses containers it cannot read', async () => {
      const stt = createSttEngine(loadEnv({ STT_PROVIDER: 'auto', PATH: env.PATH }), silentLog);
      expect(stt?.name).toBe('pocketsphinx');
      await expect(stt?.transcribe(Buffer.from('OggS' + 'x'.repeat(400)), 'audio/ogg')).rejects.toMatchObject({
        code: 'unsupported_media_type',
      });
    });
  },
);

describe('reading the recogniser', () => {
  it('takes the words heard and their mean log posterior, leaving out silences and fillers', () => {
    const output = [
      'how long does a changeover take',
      '<s> 0.000 0.110 0.998801',
      'how 0.120 0.650 0.5',
      'long 0.660 0.870 1.000000',
      '<sil> 0.880 0.900 0.2',
      'does(2) 0.910 1.320 0.25',
      '[NOISE] 1.330 1.420 0.01',
      '</s> 4.710 4.760 1.000000',
      'on line three',
      'on 5.000 5.200 1.000000',
    ].join('\n');
    const heard = parseRecogniserOutput(output);
    expect(heard.text).toBe('how long does a changeover take on line three');
    expect(heard.confidence).toBeCloseTo((Math.log(0.5) + Math.log(1) + Math.log(0.25) + Math.log(1)) / 4, 6);
    expect(parseRecogniserOutput('\n')).toEqual({ text: '', confidence: -Infinity });
  });
});

describe('speech recogniser selection', () => {
  it('has none under auto when pocketsphinx is not on PATH', () => {
    expect(createSttEngine(loadEnv({ STT_PROVIDER: 'auto', PATH: '/nonexistent' }), silentLog)).toBeNull();
    expect(createSttEngine(loadEnv({ STT_PROVIDER: 'none' }), silentLog)).toBeNull();
  });
});
