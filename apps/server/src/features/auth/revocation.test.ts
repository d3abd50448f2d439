import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openLive } from '../../test/live-client';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, TEST_COUPON } from './auth.testing';
import { issueToken } from './auth.service';

const closed = (ws: WebSocket) =>
  new Promise<number>((resolve, reject) => {
    if (ws.readyState === ws.CLOSED) reject(new Error('closed before the test looked'));
    const timer = setTimeout(() => reject(new Error('socket still open after 10 s')), 10_000);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe('signing out and resetting the password end what the sign-in opened', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      INVITE_COUPON: TEST_COUPON,
      DASHBOARD_URL: 'https://dashboard.example.com/overview',
      AUTH_IP_RATE_LIMIT: '100000',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const ticketFor = async (sessionId: string, token: string) =>
    (
      await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/live-ticket`, headers: bearer(token) })
    ).json<{ ticket: string }>().ticket;
  const connect = (sessionId: string, ticket: string) =>
    new Promise<number>((resolve, reject) => {
      const { port } = t.app.server.address() as AddressInfo;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live/${sessionId}?ticket=${ticket}`, {
        headers: { origin: `http://127.0.0.1:${port}` },
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('error', reject);
    });
  const dashboardCode = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/dashboard-link', headers: bearer(token) });
    return new URL(res.json<{ url: string }>().url).searchParams.get('token')!;
  };
  const exchange = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/exchange', payload: { token: code } });

  it('logout closes this sign-in’s live sockets and voids its unused tickets and dashboard codes', async () => {
    const { sessionId, token, user } = await createPracticeSession(t.app);
    const other = await issueToken(t.app.database.db, user.id);
    const mine = await openLive(t.app, sessionId, bearer(token));
    await mine.next('ready');
    const elsewhere = await openLive(t.app, sessionId, bearer(other));
    await elsewhere.next('ready');
    const unusedTicket = await ticketFor(sessionId, token);
    const code = await dashboardCode(token);

    const mineClosed = closed(mine.ws);
    const out = await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(await mineClosed).toBe(4401);
    expect(await connect(sessionId, unusedTicket)).toBe(401);
    expect((await exchange(code)).statusCode).toBe(401);
    // The other sign-in's socket is untouched.
    elsewhere.send({ type: 'ping' });
    expect(await elsewhere.next('pong')).toEqual({ type: 'pong' });
    elsewhere.ws.close();
  });

  it('a password reset closes every live socket of the user and voids codes minted before it', async () => {
    const { sessionId, token, user } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, bearer(token));
    await live.next('ready');
    const unusedTicket = await ticketFor(sessionId, token);
    const code = await dashboardCode(token);
    const before = new Set((await t.app.mailer.listOutbox(500)).map((m) => m.id));
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email: user.email } });
    let otp: string | undefined;
    for (let i = 0; i < 200 && !otp; i++) {
      const mail = (await t.app.mailer.listOutbox(500)).find((m) => m.to === user.email && !before.has(m.id));
      otp = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (!otp) await new Promise((r) => setTimeout(r, 25));
    }
    const liveClosed = closed(live.ws);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { email: user.email, otp_code: otp, new_password: 'brand-new-pass' },
    });
    expect(done.statusCode).toBe(200);
    expect(await liveClosed).toBe(4401);
    expect(await connect(sessionId, unusedTicket)).toBe(401);
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('limits how often one account mints dashboard links', async () => {
    const { token } = await createPracticeSession(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/v1/auth/dashboard-link', headers: bearer(token) })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
