import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { createOpenAiSttEngine } from './openai-stt';
import { createPocketsphinxEngine, findOnPath, POCKETSPHINX_BINARY } from './pocketsphinx-stt';
import { writeSalesLanguageModel } from './language-model/sales-model';
import type { SttEngine, SttStream } from './stt.types';
import { wavFromPcm16 } from './wav';

export type { SttEngine, SttStream } from './stt.types';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

type SttEnv = Pick<
  Env,
  'STT_PROVIDER' | 'STT_BASE_URL' | 'STT_MODEL' | 'STT_API_KEY' | 'STT_TIMEOUT_MS' | 'OPENAI_API_KEY' | 'PATH'
>;

/**
 * The server's speech recogniser, or null: then the browser uses its own recognition, and typing
 * always works. `auto` picks PocketSphinx when its binary is installed.
 */
export function createSttEngine(env: SttEnv, log: FastifyBaseLogger): SttEngine | null {
  switch (env.STT_PROVIDER) {
    case 'none':
      return null;
    case 'auto':
    case 'pocketsphinx': {
      const binary = findOnPath(POCKETSPHINX_BINARY, env.PATH);
      if (binary) {
        return createPocketsphinxEngine({
          binary,
          timeoutMs: env.STT_TIMEOUT_MS,
          languageModel: () =>
            writeSalesLanguageModel().catch((err: unknown) => {
              log.warn({ err }, 'the sales-call language model could not be built; recognising with general English');
              return null;
            }),
        });
      }
      if (env.STT_PROVIDER === 'pocketsphinx') {
        log.warn(`STT_PROVIDER=pocketsphinx but ${POCKETSPHINX_BINARY} is not on PATH; speech recognition is off`);
      }
      return null;
    }
    case 'openai':
    case 'openai-compatible': {
      const compatible = env.STT_PROVIDER === 'openai-compatible';
      if (compatible && !env.STT_BASE_URL) throw new Error('STT_PROVIDER=openai-compatible needs STT_BASE_URL');
      const apiKey = env.STT_API_KEY ?? env.OPENAI_API_KEY;
      if (!compatible && !apiKey) throw new Error('STT_PROVIDER=openai needs STT_API_KEY or OPENAI_API_KEY');
      return createOpenAiSttEngine({
        name: env.STT_PROVIDER,
        baseUrl: env.STT_BASE_URL ?? OPENAI_BASE_URL,
        apiKey,
        model: env.STT_MODEL,
        timeoutMs: env.STT_TIMEOUT_MS,
      });
    }
  }
}

/**
 * A live stream into any engine: engines that recognise while audio arrives get it as it comes
 * (and may report partial text); the others get the utterance as one WAV when it ends.
 */
export function openSttStream(engine: SttEngine, signal?: AbortSignal, onPartial?: (text: string) => void): SttStream {
  if (engine.openStream) return engine.openStream(signal, onPartial);
  const chunks: Buffer[] = [];
  const controller = new AbortController();
  return {
    write: (pcm) => void chunks.push(pcm),
    finish: () =>
      engine.transcribe(
        wavFromPcm16(Buffer.concat(chunks), 16_000),
        'audio/wav',
        signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
      ),
    abort: () => controller.abort(),
  };
}
