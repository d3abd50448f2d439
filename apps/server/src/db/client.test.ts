import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';

describe('PGlite on a data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-db-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the database on first open and finds its rows again on the next', { timeout: 60_000 }, async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await first.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here');");
    const settings = await queryRows<{ shared_buffers: string }>(first.db, 'SHOW shared_buffers');
    expect(settings[0]?.shared_buffers).toBe('32MB');
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await queryRows<{ note: string }>(again.db, 'SELECT note FROM kept');
    expect(rows).toEqual([{ note: 'still here' }]);
    await again.close();
  });
});
