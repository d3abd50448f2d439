import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { createFliteEngine } from './flite-engine';
import { createOpenAiTtsEngine } from './openai-tts';
import type { TtsEngine } from './tts.types';

export type { SynthesizedAudio, TtsEngine, Voice } from './tts.types';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

type TtsEnv = Pick<
  Env,
  'TTS_PROVIDER' | 'TTS_BASE_URL' | 'TTS_MODEL' | 'TTS_API_KEY' | 'TTS_TIMEOUT_MS' | 'TTS_WORKERS' | 'OPENAI_API_KEY'
>;

/**
 * A provider's voice when one is configured, each sentence falling back to the offline voice when
 * the provider fails (so a session never goes silent); the offline voice alone otherwise.
 */
export function withFallback(primary: TtsEngine, fallback: TtsEngine, log: FastifyBaseLogger): TtsEngine {
  return {
    name: primary.name,
    async synthesize(text, voice, signal) {
      try {
        return await primary.synthesize(text, voice, signal);
      } catch (err) {
        if (signal?.aborted) throw err;
        log.warn({ err, engine: primary.name }, 'speech provider failed; this sentence uses the offline voice');
        return fallback.synthesize(text, voice, signal);
      }
    },
    warm: () => fallback.warm?.() ?? Promise.resolve(),
    close: async () => {
      await Promise.all([primary.close?.(), fallback.close?.()]);
    },
  };
}

export function createTtsEngine(env: TtsEnv, log: FastifyBaseLogger): TtsEngine {
  const offline = createFliteEngine({ workers: env.TTS_WORKERS, log });
  switch (env.TTS_PROVIDER) {
    case 'offline':
      return offline;
    case 'openai':
    case 'openai-compatible': {
      const compatible = env.TTS_PROVIDER === 'openai-compatible';
      if (compatible && !env.TTS_BASE_URL) throw new Error('TTS_PROVIDER=openai-compatible needs TTS_BASE_URL');
      const apiKey = env.TTS_API_KEY ?? env.OPENAI_API_KEY;
      if (!compatible && !apiKey) throw new Error('TTS_PROVIDER=openai needs TTS_API_KEY or OPENAI_API_KEY');
      const provider = createOpenAiTtsEngine({
        name: env.TTS_PROVIDER,
        baseUrl: env.TTS_BASE_URL ?? OPENAI_BASE_URL,
        apiKey,
        model: env.TTS_MODEL,
        timeoutMs: env.TTS_TIMEOUT_MS,
      });
      return withFallback(provider, offline, log);
    }
  }
}
