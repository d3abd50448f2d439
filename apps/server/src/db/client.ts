import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

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
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  // Starting from a template skips initdb and the migrations (tests use this).
  const client = await PGlite.create(dataDir, options.template ? { loadDataDir: options.template } : {});
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
    dump: async () => {
      const dump = await client.dumpDataDir('none');
      return dump;
    },
  };
}
