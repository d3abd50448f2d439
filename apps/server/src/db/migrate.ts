import type { DatabaseHandle } from './client';
import { MIGRATIONS } from './migrations';

// An arbitrary constant: the advisory lock that keeps two processes starting at once from
// applying the same migration twice.
const MIGRATION_LOCK = 4_217_001;

/** Applies pending migrations in order; safe to run from several processes at once. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  await handle.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  const ordered = [...MIGRATIONS].sort((a, b) => a.id.localeCompare(b.id));
  for (const migration of ordered) {
    const id = migration.id.replace(/'/g, "''");
    const script = `
      BEGIN;
      SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
      DO $migrate$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE id = '${id}') THEN
          EXECUTE $body$${migration.sql}$body$;
          INSERT INTO schema_migrations (id) VALUES ('${id}');
        END IF;
      END
      $migrate$;
      COMMIT;`;
    await handle.exec(script);
  }
}
