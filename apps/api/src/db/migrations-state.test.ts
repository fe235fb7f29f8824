import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { pendingMigrations } from './migrations-state.ts';

describe('pending migrations (what a node that does not migrate waits for)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('none on a migrated database; those missing from the record of applied ones count as pending', async () => {
    expect(await pendingMigrations(t.app.db)).toBe(0);
    await t.app.db.execute(
      // The newest two as if the migrate step had not run them yet.
      sql`delete from drizzle.__drizzle_migrations
        where id in (select id from drizzle.__drizzle_migrations order by created_at desc limit 2)`,
    );
    expect(await pendingMigrations(t.app.db)).toBe(2);
  });
});
