import type { SttEngine } from './stt.types';

/** Whisper-style transcription: multipart POST /audio/transcriptions, JSON `{ text }` back. */
export type OpenAiSttOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  name: string;
};

const EXTENSIONS: Record<string, string> = { 'audio/wav': 'wav', 'audio/webm': 'webm', 'audio/ogg': 'ogg' };

export function createOpenAiSttEngine(options: OpenAiSttOptions): SttEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    name: options.name,
    async transcribe(audio, mime, signal) {
      const form = new FormData();
      // Providers infer the container from the file name, so it must carry the right extension.
      form.append('file', new Blob([new Uint8Array(audio)], { type: mime }), `speech.${EXTENSIONS[mime] ?? 'wav'}`);
      form.append('model', options.model);
      form.append('language', 'en');
      form.append('response_format', 'json');
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const response = await fetch(url, {
        method: 'POST',
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body: form,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`${options.name} transcription: HTTP ${response.status} ${detail}`.trim());
      }
      const body = (await response.json()) as { text?: unknown };
      if (typeof body.text !== 'string') throw new Error(`${options.name} transcription: no text in the answer`);
      return body.text.trim();
    },
  };
}
