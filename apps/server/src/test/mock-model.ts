import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';

// Language models for unit tests, from the AI SDK's own mocks: one that answers, one that stalls.

export type StreamPart =
  Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer T> ? T : never;

export const opening: StreamPart[] = [
  { type: 'stream-start', warnings: [] },
  { type: 'text-start', id: 't' },
];
export const closing: StreamPart[] = [
  { type: 'text-end', id: 't' },
  {
    type: 'finish',
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 900, noCache: 900, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 12, text: 12, reasoning: undefined },
    },
  },
];
export const deltas = (...texts: string[]): StreamPart[] =>
  texts.map((delta) => ({ type: 'text-delta', id: 't', delta }));

/** A model that streams these words, then finishes. */
export const modelSaying = (...texts: string[]) =>
  new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({ chunks: [...opening, ...deltas(...texts), ...closing], chunkDelayInMs: 1 }),
    }),
  });

/** A model that streams these words, then goes quiet until its request is aborted, as fetch does. */
export const modelStalling = (...texts: string[]) =>
  new MockLanguageModelV3({
    doStream: async ({ abortSignal }) => ({
      stream: new ReadableStream<StreamPart>({
        start(controller) {
          for (const part of [...opening, ...deltas(...texts)]) controller.enqueue(part);
          abortSignal?.addEventListener('abort', () => controller.error(abortSignal.reason), { once: true });
        },
      }),
    }),
  });
