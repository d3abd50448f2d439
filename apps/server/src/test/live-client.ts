import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ServerFrame } from '@buyerlab/contract';

/** Opens the live WebSocket of a session the way the browser does: ticket, then connect. */
export async function openLive(
  app: FastifyInstance,
  sessionId: string,
  auth: { authorization: string },
  opts: { origin?: string; voice?: boolean } = {},
) {
  const ticket = (
    await app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/live-ticket`, headers: auth })
  ).json<{ ticket: string }>().ticket;
  const { port } = app.server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}/api/v1/live/${sessionId}?ticket=${ticket}${opts.voice ? '&voice=1' : ''}`;
  const ws = new WebSocket(url, { headers: { origin: opts.origin ?? `http://127.0.0.1:${port}` } });
  const frames: ServerFrame[] = [];
  const waiters: { test: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.test(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const next = <T extends ServerFrame['type']>(type: T, timeoutMs = 10_000) =>
    new Promise<Extract<ServerFrame, { type: T }>>((resolve, reject) => {
      const seen = frames.find((f) => f.type === type && !consumed.has(f));
      if (seen) {
        consumed.add(seen);
        resolve(seen as Extract<ServerFrame, { type: T }>);
        return;
      }
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        test: (f) => f.type === type && !consumed.has(f),
        resolve: (f) => {
          clearTimeout(timer);
          consumed.add(f);
          resolve(f as Extract<ServerFrame, { type: T }>);
        },
      });
    });
  const consumed = new Set<ServerFrame>();
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  /** Marks every frame received so far as seen, so `next` only returns frames that arrive later. */
  const discardSeen = () => frames.forEach((f) => consumed.add(f));
  return {
    ws,
    frames,
    next,
    discardSeen,
    opened,
    ticket,
    url,
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
  };
}
