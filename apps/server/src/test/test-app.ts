import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type TestApp = {
  app: FastifyInstance;
  env: Env;
  /** Every route the app registered, in order (HEAD twins included), with its schema and config. */
  routes: RouteOptions[];
  close: () => Promise<void>;
};

/**
 * A fresh database for one test file: in-memory PGlite by default; when DATABASE_URL is set, a
 * throw-away PostgreSQL database created beside it and dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, ...(template ? { template } : {}) });
    return { handle, drop: () => handle.close() };
  }
  const name = `buyerlab_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  /** Adds test-only routes before the app is sealed. */
  configure?: (app: FastifyInstance) => void,
  /**
   * A clock the test controls, for time rules (see BuildAppOptions.now); and where the log goes,
   * for tests of what is logged (set LOG_LEVEL too): the app logs nothing otherwise.
   */
  options: { now?: () => Date; logStream?: { write: (line: string) => void }; quietRequests?: boolean } = {},
): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    ...overrides,
  });
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    env,
    database: handle,
    ...(options.logStream ? { logStream: options.logStream, quietRequests: options.quietRequests } : { logger: false }),
    now: options.now,
    onRoute: (route) => routes.push(route),
  });
  configure?.(app);
  await app.ready();
  return {
    app,
    env,
    routes,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
