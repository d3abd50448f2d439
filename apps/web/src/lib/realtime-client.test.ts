import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '@buyerlab/contract';
import type * as ApiClient from './api-client';

const post = vi.hoisted(() => vi.fn());
vi.mock('./api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { post },
}));

const { ApiError } = await import('./api-client');
const { RealtimeClient } = await import('./realtime-client');

/** A WebSocket the test opens, closes and speaks through. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: unknown) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function client() {
  const statuses: string[] = [];
  const frames: ServerFrame[] = [];
  const realtime = new RealtimeClient({
    sessionId: 'session-1',
    voice: true,
    onFrame: (frame) => frames.push(frame),
    onStatus: (status, detail) => statuses.push(detail ? `${status}: ${detail}` : status),
  });
  return { realtime, statuses, frames, socket: () => FakeSocket.all.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  post.mockReset();
  post.mockResolvedValue({ ticket: 'ticket-1', expires_in: 30 });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', {
    location: { protocol: 'https:', host: 'buyerlab.test' },
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live socket', () => {
  it('connects with a fresh ticket, reads valid frames, and sends only while open', async () => {
    const { realtime, statuses, frames, socket } = client();
    realtime.start();
    await flush();
    expect(post).toHaveBeenCalledWith('/v1/sessions/session-1/live-ticket', {}, { silent: true });
    expect(socket().url).toBe('wss://buyerlab.test/api/v1/live/session-1?ticket=ticket-1&voice=1');
    expect(realtime.send({ type: 'ping' })).toBe(false);
    socket().open();
    expect(statuses).toEqual(['connecting', 'open']);
    expect(realtime.send({ type: 'ping' })).toBe(true);
    expect(socket().sent).toEqual(['{"type":"ping"}']);
    socket().onmessage?.({ data: '{"type":"pong"}' });
    socket().onmessage?.({ data: 'not json' });
    socket().onmessage?.({ data: '{"type":"no-such-frame"}' });
    expect(frames).toEqual([{ type: 'pong' }]);
  });

  it('reconnects with a new ticket after a drop, backing off, and gives up after four failures', async () => {
    const { realtime, statuses } = client();
    realtime.start();
    await flush();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(post).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
    // The new socket opens: the count of failures starts again.
    FakeSocket.all[1]!.open();
    expect(statuses.at(-1)).toBe('open');
    for (let attempt = 0; attempt < 4; attempt++) {
      FakeSocket.all.at(-1)!.drop();
      await vi.advanceTimersByTimeAsync(8_000);
    }
    expect(statuses).toContain('failed');
  });

  it('stops for good when the server refuses the session, with its reason', async () => {
    const { realtime, statuses } = client();
    realtime.start();
    await flush();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop(4403, 'This session has ended.');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statuses.at(-1)).toBe('failed: This session has ended.');
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops for good when no ticket can be had (signed out, session gone), but retries a busy server', async () => {
    post.mockRejectedValueOnce(new ApiError(429, 'Too many', 'Too many requests'));
    post.mockRejectedValueOnce(new ApiError(404, 'Not found', 'Session not found'));
    const { realtime, statuses } = client();
    realtime.start();
    await flush();
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(500);
    expect(statuses.at(-1)).toBe('failed: Session not found');
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('closes and says so when stopped, and a late close of that socket changes nothing', async () => {
    const { realtime, statuses } = client();
    realtime.start();
    await flush();
    FakeSocket.all[0]!.open();
    realtime.stop();
    expect(statuses.at(-1)).toBe('closed');
    FakeSocket.all[0]!.drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statuses.at(-1)).toBe('closed');
    expect(post).toHaveBeenCalledTimes(1);
  });
});
