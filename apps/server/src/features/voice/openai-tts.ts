import type { TtsEngine, Voice } from './tts.types';

/**
 * Provider voices through an OpenAI-style POST /audio/speech (OpenAI itself, or any compatible
 * server). Plain fetch: one request per sentence, WAV back, so the browser plays every engine's
 * audio the same way.
 */
export type OpenAiTtsOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  name: string;
};

// Three voices per gender; the persona's pitch picks one, so two personas rarely sound alike.
const VOICES = { female: ['shimmer', 'nova', 'coral'], male: ['onyx', 'ash', 'echo'] } as const;

export function providerVoiceFor(voice: Voice): string {
  const choices = VOICES[voice.gender];
  const centre = voice.gender === 'female' ? 1.075 : 0.925;
  const index = voice.pitch < centre - 0.04 ? 0 : voice.pitch > centre + 0.04 ? 2 : 1;
  return choices[index] ?? choices[0];
}

export function createOpenAiTtsEngine(options: OpenAiTtsOptions): TtsEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  return {
    name: options.name,
    async synthesize(text, voice, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          input: text,
          voice: providerVoiceFor(voice),
          response_format: 'wav',
          speed: Math.min(4, Math.max(0.25, voice.rate)),
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`${options.name} speech: HTTP ${response.status} ${detail}`.trim());
      }
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new Error(`${options.name} speech: empty audio`);
      const mime = response.headers.get('content-type')?.split(';')[0]?.trim() || 'audio/wav';
      return { audio, mime };
    },
  };
}
