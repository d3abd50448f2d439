import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

/**
 * Builds one migrated and seeded PGlite database before the suite and shares it as a tarball:
 * every test file then starts its own copy in a fraction of the time initdb takes.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(handle);
  await seed(handle.db);
  const blob = await handle.dump!();
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
