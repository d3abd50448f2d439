import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readMonoSamples } from './wav';

/** Median fundamental frequency (Hz) of the voiced frames of a WAV, by autocorrelation. */
export function medianF0(wav: Buffer): number {
  const pcm = readMonoSamples(wav);
  if (!pcm) return 0;
  const { samples: s, sampleRate: sr } = pcm;
  const frame = Math.round(sr * 0.04);
  const minLag = Math.round(sr / 400);
  const maxLag = Math.round(sr / 60);
  const f0s: number[] = [];
  for (let start = 0; start + frame + maxLag < s.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += s[start + i]! ** 2;
    if (energy / frame < 1e-4) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let c = 0;
      let e2 = 0;
      for (let i = 0; i < frame; i++) {
        c += s[start + i]! * s[start + i + lag]!;
        e2 += s[start + i + lag]! ** 2;
      }
      const r = c / Math.sqrt(energy * e2 + 1e-12);
      if (r > best) [best, bestLag] = [r, lag];
    }
    if (best > 0.6) f0s.push(sr / bestLag);
  }
  f0s.sort((a, b) => a - b);
  return f0s[Math.floor(f0s.length / 2)] ?? 0;
}

export type RecordedRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

/** A local stand-in for an OpenAI-style speech API on 127.0.0.1, recording what it was sent. */
export async function startFakeSpeechApi(
  handle: (req: RecordedRequest, res: ServerResponse) => void,
): Promise<{ baseUrl: string; requests: RecordedRequest[]; close: () => Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      handle(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A multipart body as a browser would send it, for app.inject(). */
export async function multipartBody(
  fields: Record<string, Blob | string>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'speech');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Parses a multipart body the way the fake provider would. */
export async function parseMultipart(req: RecordedRequest): Promise<FormData> {
  return new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body: new Uint8Array(req.body),
  }).formData();
}

export type FakeSpeechApi = Awaited<ReturnType<typeof startFakeSpeechApi>>;

/**
 * An app whose speech-to-text is a fake Whisper-compatible provider that hears `text` in every
 * recording; `close` stops both.
 */
export async function appWithFakeStt(
  text: string,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; api: FakeSpeechApi; close: () => Promise<void> }> {
  const api = await startFakeSpeechApi((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
  });
  const t = await createTestApp({ STT_PROVIDER: 'openai-compatible', STT_BASE_URL: api.baseUrl, ...env });
  return {
    t,
    api,
    close: async () => {
      await t.close();
      await api.close();
    },
  };
}

/**
 * A listening app on the local recogniser (Debian's pocketsphinx, found on `path`), with room for
 * a loaded machine that decodes far slower than real time.
 */
export async function appWithLocalStt(path: string | undefined): Promise<TestApp> {
  const t = await createTestApp({ STT_PROVIDER: 'auto', STT_TIMEOUT_MS: '90000', PATH: path ?? '' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return t;
}
