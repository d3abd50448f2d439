import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES } from '@buyerlab/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('/api/health', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-25T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  it('says ok while the database answers and takes writes, and 503 with why once it cannot be written', async () => {
    const ok = await health();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ok', database: t.app.database.kind });

    // A full disk keeps reads working and fails every write: the same as this trigger.
    await t.app.database.db.execute(sql`
      CREATE FUNCTION refuse_write() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$ LANGUAGE plpgsql`);
    await t.app.database.db.execute(
      sql`CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON app_meta FOR EACH ROW EXECUTE FUNCTION refuse_write()`,
    );
    clock += 5_000;
    const full = await health();
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ detail: HEALTH_MESSAGES.unwritable });

    await t.app.database.db.execute(sql`DROP TRIGGER refuse ON app_meta`);
    clock += 5_000;
    expect((await health()).statusCode).toBe(200);
  });
});
