import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './client.ts';

/** How many migrations of this build the database has not applied yet (all of them on an empty database). */
export async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  try {
    const rows = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as
      | { rows: { count: number }[] }
      | { count: number }[];
    const applied = Array.isArray(rows) ? (rows[0]?.count ?? 0) : (rows.rows[0]?.count ?? 0);
    return Math.max(0, journal.entries.length - applied);
  } catch {
    // No migrations table: nothing was ever applied.
    return journal.entries.length;
  }
}

/**
 * For a node that does not migrate (production): waits until the migrate step has applied this build's migrations,
 * saying so every `logEveryMs`, instead of serving on a schema behind its code.
 */
export async function waitForMigrations(
  db: Database,
  log: (pending: number) => void,
  { pollMs = 2000, logEveryMs = 10_000 } = {},
): Promise<void> {
  let lastLog = 0;
  for (;;) {
    const pending = await pendingMigrations(db);
    if (pending === 0) return;
    if (Date.now() - lastLog >= logEveryMs) {
      log(pending);
      lastLog = Date.now();
    }
    await new Promise((done) => setTimeout(done, pollMs));
  }
}
