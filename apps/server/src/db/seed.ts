import { seedRoles } from '../features/auth/auth.seed';
import { seedCatalog } from '../features/catalog/catalog.seed';
import type { Database } from './client';
import { appMeta } from './schema';

/** Idempotent seed: safe to run at every start, from several processes at once. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: 'installed_at', value: new Date().toISOString() })
    .onConflictDoNothing({ target: appMeta.key });
  await seedRoles(db);
  await seedCatalog(db);
}
