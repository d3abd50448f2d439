import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openTestDatabase } from './test/test-app';

/** What a newcomer sees in the terminal: the coupon after the ready line, no wall of request lines. */
describe('the startup log', () => {
  const lines: { level: number; msg: string }[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const db = await openTestDatabase();
    drop = db.drop;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-startlog-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      DATA_DIR: dataDir,
      INVITE_COUPON: 'WELCOME-1',
      WEB_DIST_DIR: '/nonexistent',
    });
    app = await buildApp({
      env,
      database: db.handle,
      quietRequests: true,
      logStream: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the first invite coupon as a notice for after the ready line instead of logging it early', () => {
    expect(app.startupNotices).toEqual([expect.stringContaining('invite coupon WELCOME-1')]);
    expect(lines.some((l) => l.msg.includes('WELCOME-1'))).toBe(false);
  });

  it('logs each request once, at debug, instead of Fastify’s two lines at info', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const about = lines.filter((l) => l.msg.includes('/api/health') || /request/.test(l.msg));
    expect(about).toEqual([expect.objectContaining({ level: 20, msg: 'GET /api/health' })]);
  });
});
