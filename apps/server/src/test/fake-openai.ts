import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAiOptions = {
  /** Words to stream back, one SSE chunk each. */
  words: string[];
  firstTokenDelayMs?: number;
  /** How many requests wait `firstTokenDelayMs` before their first word (default: every one). */
  slowRequests?: number;
  tokenDelayMs?: number;
  /** Fail after this many words with a dropped connection. */
  failAfter?: number;
  /** How many requests fail that way (default: every one); later ones stream in full. */
  failingRequests?: number;
};

/** A local OpenAI-compatible chat-completions server that streams, for LLM buyer tests. */
export async function startFakeOpenAi(options: FakeOpenAiOptions) {
  const state = { requests: 0, aborted: 0, completed: 0, lastBody: null as unknown };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      state.requests++;
      const failing = state.requests <= (options.failingRequests ?? Infinity);
      state.lastBody = JSON.parse(body) as unknown;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let closed = false;
      res.on('close', () => {
        if (!res.writableEnded) {
          closed = true;
          state.aborted++;
        }
      });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      let i = 0;
      const next = () => {
        if (closed) return;
        if (failing && options.failAfter !== undefined && i >= options.failAfter) {
          res.destroy();
          return;
        }
        if (i >= options.words.length) {
          res.write(chunk({}, 'stop'));
          res.end('data: [DONE]\n\n');
          state.completed++;
          return;
        }
        res.write(chunk({ role: 'assistant', content: (i ? ' ' : '') + options.words[i] }));
        i++;
        setTimeout(next, options.tokenDelayMs ?? 5);
      };
      const slow = state.requests <= (options.slowRequests ?? Infinity);
      setTimeout(next, slow ? (options.firstTokenDelayMs ?? 0) : 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
