import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { REALTIME_LIMITS, REALTIME_MESSAGES, clientFrameSchema, serverFrameSchema } from '@buyerlab/contract';
import { unstorableTextAt } from './lib/storable-text';
import {
  FUZZ_RUNS,
  PROTO_KEYS,
  anyJson,
  anyText,
  nestedJson,
  oddValue,
  valuesOf,
  withOwnKeys,
} from './test/fuzz-arbitraries';
import { openLive } from './test/live-client';
import { createPracticeSession } from './test/practice-fixtures';
import type { JsonSchema } from './test/routes';
import { createTestApp, type TestApp } from './test/test-app';

// docs/quality.md: every WebSocket frame is schema-validated; fuzzing never gets an internal error.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '10000' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

describe('live socket frames (property-based)', { timeout: 120_000 }, () => {
  const frameSchema = z.toJSONSchema(clientFrameSchema, { io: 'input' }) as JsonSchema;
  const frameKeys = [
    ...new Set((frameSchema.oneOf ?? frameSchema.anyOf ?? []).flatMap((s) => Object.keys(s.properties ?? {}))),
  ];
  const frameTypes = clientFrameSchema.options.map((o) => o.shape.type.value);
  type Frame = { text: string } | { binary: Buffer };
  const frame: fc.Arbitrary<Frame> = fc.oneof(
    valuesOf(frameSchema).map((v) => ({ text: JSON.stringify(v) })),
    fc
      .tuple(
        fc.constantFrom(...frameTypes),
        fc.array(fc.tuple(fc.constantFrom(...frameKeys, ...PROTO_KEYS), oddValue), { maxLength: 4 }),
      )
      .map(([type, fields]) => ({ text: JSON.stringify(withOwnKeys({ type }, fields)) })),
    anyJson.map((v) => ({ text: JSON.stringify(v) })),
    fc.oneof(fc.string({ maxLength: 300 }), anyText(300)).map((text) => ({ text })),
    nestedJson(2_500).map((text) => ({ text })),
    fc.uint8Array({ maxLength: 8_192 }).map((b) => ({ binary: Buffer.from(b) })),
    fc.constantFrom<Frame>({ text: 'x'.repeat(20_000) }, { binary: Buffer.alloc(20_000) }),
  );

  const sizeOf = (f: Frame) => ('text' in f ? Buffer.byteLength(f.text) : f.binary.length);
  /** A turn, a retry or an unreadable text frame (NUL or broken Unicode included) gets exactly one answer. */
  const needsAnswer = (f: Frame) => {
    if (!('text' in f)) return false;
    let parsed;
    try {
      parsed = clientFrameSchema.safeParse(JSON.parse(f.text));
    } catch {
      return true;
    }
    if (!parsed.success || unstorableTextAt(parsed.data) !== null) return true;
    return parsed.data.type === 'turn' || parsed.data.type === 'retry';
  };

  it('answers any sequence of frames with protocol frames or a size close, never an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 8 }), async (frames) => {
        // A rep of its own for each run: one rep's free trial starts 10 sessions.
        const { auth, sessionId } = await createPracticeSession(t.app);
        const socket = await openLive(t.app, sessionId, auth);
        await socket.next('ready');
        let closeCode: number | null = null;
        socket.ws.once('close', (code) => (closeCode = code));
        for (const f of frames) socket.ws.send('text' in f ? f.text : f.binary);

        const oversized = frames.findIndex((f) => sizeOf(f) > REALTIME_LIMITS.maxFrameBytes);
        if (oversized >= 0) {
          // The socket closes at the first frame over the size limit, and only then.
          await vi.waitUntil(() => closeCode !== null, { timeout: 10_000 });
          expect(closeCode).toBe(1009);
        } else {
          // Every frame that needs an answer gets one (turns run one at a time), then a ping still works.
          const expected = frames.filter(needsAnswer).length;
          const answers = () => socket.frames.filter((f) => f.type === 'reply.end' || f.type === 'error').length;
          await vi.waitUntil(() => answers() >= expected, { timeout: 15_000 });
          socket.send({ type: 'ping' });
          socket.discardSeen();
          await socket.next('pong');
          expect(answers()).toBe(expected);
          expect(closeCode).toBeNull();
          socket.ws.close();
        }
        for (const sent of socket.frames) {
          expect(serverFrameSchema.safeParse(sent).success, JSON.stringify(sent)).toBe(true);
          if (sent.type === 'error') expect(sent.detail).not.toBe(REALTIME_MESSAGES.providerFailed);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
