import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { openLive } from '../../test/live-client';
import { createPracticeSession } from '../../test/practice-fixtures';
import { openTestDatabase } from '../../test/test-app';
import { TEST_COUPON } from './auth.testing';

/** An app whose log lines are kept in `lines` (`quietRequests`: the pretty format's request lines). */
async function loggedApp(
  overrides: Record<string, string>,
  configure?: (app: FastifyInstance) => void,
  quietRequests = false,
) {
  const db = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-log-'));
  const lines: string[] = [];
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    INVITE_COUPON: TEST_COUPON,
    WEB_DIST_DIR: '/nonexistent',
    STT_PROVIDER: 'none',
    ...overrides,
  });
  const app = await buildApp({
    env,
    database: db.handle,
    quietRequests,
    logStream: { write: (line) => lines.push(line) },
  });
  configure?.(app);
  await app.ready();
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('production mail without SMTP', () => {
  it('refuses to start in production without SMTP_URL unless MAIL_OUTBOX=1', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required in production/);
    expect(loadEnv({ NODE_ENV: 'production', MAIL_OUTBOX: '1' }).MAIL_OUTBOX).toBe('1');
    expect(loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBeDefined();
  });

  // A production app also warms the offline voice at start: slower to build than a test app.
  it('with MAIL_OUTBOX=1 in production, keeps the reset code out of the log', { timeout: 60_000 }, async () => {
    const t = await loggedApp({ NODE_ENV: 'production', MAIL_OUTBOX: '1' });
    try {
      const { token, user } = await createPracticeSession(t.app);
      expect(token).toBeTruthy();
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset/request',
        payload: { email: user.email },
      });
      let text = '';
      for (let i = 0; i < 200 && !text; i++) {
        text = (await t.app.mailer.listOutbox(10)).find((m) => m.to === user.email)?.text ?? '';
        if (!text) await new Promise((r) => setTimeout(r, 25));
      }
      const code = /\b(\d{6})\b/.exec(text)![1]!;
      const log = t.lines.join('\n');
      expect(log).toContain('mail written to the local outbox');
      expect(log).not.toContain(code);
    } finally {
      await t.close();
    }
  });
});

describe('request and error lines', () => {
  let t: Awaited<ReturnType<typeof loggedApp>>;
  const secretEmail = 'secret-person@example.com';
  beforeAll(async () => {
    t = await loggedApp({}, (app) => {
      app.get('/api/test/failing-query', async () => {
        await app.database.db.execute(sql`select ${secretEmail}::int as n`);
        return {};
      });
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('logs the live socket’s address without its ticket', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, auth);
    await live.next('ready');
    live.ws.close();
    const log = t.lines.join('\n');
    expect(log).toContain(`/api/v1/live/${sessionId}?ticket=[redacted]`);
    expect(log).not.toContain(live.ticket);
  });

  it('logs a failed query’s SQL but not the values it ran with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const log = t.lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: select $1::int as n');
    expect(log).not.toContain(secretEmail);
  });
});

describe('request lines of the pretty format (one per request, at debug)', () => {
  let t: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    t = await loggedApp({ LOG_LEVEL: 'debug' }, undefined, true);
  });
  afterAll(() => t.close());

  it('show an address without the credentials in its query', async () => {
    const secret = 'tkt_0123456789abcdef';
    await t.app.inject({ method: 'GET', url: `/api/health?ticket=${secret}&token=${secret}&voice=1` });
    const line = t.lines.find((l) => l.includes('GET /api/health?'));
    expect(line).toContain('GET /api/health?ticket=[redacted]&token=[redacted]&voice=1');
    expect(t.lines.join('\n')).not.toContain(secret);
  });
});
