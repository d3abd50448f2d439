import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ensureWritableDataDir, lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL | string): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for migrations: runs a multi-statement script. */
  exec: (sql: string) => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball, to start other instances from it. */
  dump?: () => Promise<Blob>;
};

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string | null; template?: Blob };

/**
 * initdb grows PGlite's WebAssembly heap by several hundred MB and a wasm heap never shrinks; the
 * garbage collector frees a closed instance only under pressure. So the cluster is created in a
 * short-lived worker thread, whose memory goes with it, and the server opens the result (~0.4 s).
 */
async function initialiseInWorker(dataDir: string, startParams: string[]) {
  const source = `
    const { workerData, parentPort } = require('node:worker_threads');
    const { PGlite } = require(workerData.module);
    PGlite.create(workerData.dataDir, { startParams: workerData.startParams })
      .then((db) => db.close())
      .then(() => parentPort.postMessage('ok'));`;
  const worker = new Worker(source, {
    eval: true,
    workerData: { module: createRequire(import.meta.url).resolve('@electric-sql/pglite'), dataDir, startParams },
  });
  await new Promise<void>((resolve, reject) => {
    let done = false;
    worker.once('message', () => (done = true));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      done ? resolve() : reject(new Error(`Creating the PGlite database failed (worker exit ${code})`)),
    );
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let unlock = () => undefined as void;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    ensureWritableDataDir(dataDir);
    unlock = lockDataDir(dataDir);
  }
  // Our data is small: 32 MB of shared buffers (PGlite's default is 128 MB) keeps the whole
  // process well inside its memory budget without costing query speed.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
  // Starting from a template skips initdb and the migrations (tests use this).
  let client: PGlite;
  try {
    if (dataDir && !options.template && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await initialiseInWorker(dataDir, startParams);
    }
    client = await PGlite.create(dataDir, {
      startParams,
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: async () => {
      await client.close();
      unlock();
    },
    dump: async () => {
      const dump = await client.dumpDataDir('none');
      return dump;
    },
  };
}
