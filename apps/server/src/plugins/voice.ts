import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createSttEngine, type SttEngine } from '../features/voice/stt';
import { createTtsEngine, type TtsEngine } from '../features/voice/tts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Text to speech for the persona's sentences: the offline voice, or a provider's with fallback. */
    tts: TtsEngine;
    /** The server's speech recogniser, or null when the browser must recognise (or the rep types). */
    stt: SttEngine | null;
  }
}

/**
 * Voice engines, chosen from the environment once. The offline voice loads in the background at
 * start-up so the first sentence of the first session is not the slow one (not under test, where
 * most apps never speak).
 */
export const voicePlugin = fp<{ env: Env }>(async (app: FastifyInstance, { env }) => {
  const tts = createTtsEngine(env, app.log);
  app.decorate('tts', tts);
  const stt = createSttEngine(env, app.log);
  app.decorate('stt', stt);
  if (env.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      void tts.warm?.().catch((err: unknown) => app.log.error({ err }, 'offline voice failed to load'));
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all([tts.close?.(), stt?.close?.()]);
  });
});
