import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { openTestDatabase } from '../../test/test-app';
import { signIn, signUpPayload, TEST_COUPON } from './auth.testing';

describe('secrets never reach the log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const db = await openTestDatabase();
    drop = db.drop;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-log-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      INVITE_COUPON: TEST_COUPON,
      WEB_DIST_DIR: '/nonexistent',
    });
    app = await buildApp({ env, database: db.handle, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds no password or token at any level, even on failures', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const payload = signUpPayload({ password });
    const up = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });
    const token = up.json<{ token: string }>().token;
    await signIn(app, payload.email, password);
    await signIn(app, payload.email, `${password}-wrong`);
    await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: { ...payload, phone_number: 'bad' } });
    await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
  });
});
