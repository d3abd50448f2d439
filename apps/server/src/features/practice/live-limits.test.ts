import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authTokens } from '../../db/schema';
import { openLive } from '../../test/live-client';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashToken } from '../auth/tokens';

const closeCode = (ws: WebSocket) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still open after 10 s')), 10_000);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe('live sockets: heartbeat, per-account cap and frame rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LIVE_HEARTBEAT_MS: '1000', LIVE_SOCKETS_PER_USER: '2', LIVE_FRAMES_PER_SECOND: '40' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const answering = await openLive(t.app, sessionId, auth);
    await answering.next('ready');
    let pings = 0;
    answering.ws.on('ping', () => (pings += 1));
    const ticket = (
      await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/live-ticket`, headers: auth })
    ).json<{ ticket: string }>().ticket;
    const { port } = t.app.server.address() as AddressInfo;
    const silent = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live/${sessionId}?ticket=${ticket}`, {
      headers: { origin: `http://127.0.0.1:${port}` },
      autoPong: false,
    });
    expect(await closeCode(silent)).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(2);
    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    answering.ws.close();
  });

  it('refuses a socket beyond the per-account cap', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const first = await openLive(t.app, sessionId, auth);
    const second = await openLive(t.app, sessionId, auth);
    await Promise.all([first.next('ready'), second.next('ready')]);
    const third = await openLive(t.app, sessionId, auth);
    await expect(third.opened).rejects.toThrow('HTTP 429');
    first.ws.close();
    second.ws.close();
  });

  it('closes a socket that floods frames, answering only the allowed share', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, auth);
    await live.next('ready');
    const closed = closeCode(live.ws);
    for (let i = 0; i < 500; i++) live.ws.send('{"type":"nonsense"}');
    expect(await closed).toBe(4429);
    expect(live.frames.filter((f) => f.type === 'error').length).toBeLessThanOrEqual(40);
  });

  it('closes a socket whose token another process revoked, at the next heartbeat', async () => {
    const { sessionId, auth, token } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, auth);
    await live.next('ready');
    const closed = closeCode(live.ws);
    await t.app.database.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(await closed).toBe(4401);
  });
});
