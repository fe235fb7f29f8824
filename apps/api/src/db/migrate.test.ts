import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { ADMIN_URL, testDatabaseKind } from '../testing/test-app.ts';
import { openDatabase } from './client.ts';

const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

// Two nodes (or a migrate job and a node told to migrate) starting together on a fresh database: the advisory lock
// makes one wait for the other, so both succeed and every migration is applied once. PostgreSQL only: the embedded
// database has one process by construction.
describe.skipIf(testDatabaseKind !== 'postgres')('migrations under the advisory lock', () => {
  it('two concurrent migrate runs on a fresh database both succeed and apply each migration once', async () => {
    const name = `mesto_test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
    const nodes = [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: 'memory://' }));
    try {
      const results = await Promise.allSettled(nodes.map((node) => node.migrate()));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const check = postgres(url, { max: 1, onnotice: () => {} });
      const [applied] = await check`select count(*)::int as count from drizzle.__drizzle_migrations`;
      const [users] =
        await check`select count(*)::int as count from information_schema.tables where table_name = 'users'`;
      // The lock is free again: a later deploy's migrate does not wait on anyone. Only this database's locks count:
      // other test files migrate their own databases on the same server at the same time.
      const [lock] = await check`
        select count(*)::int as count from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
      await check.end();
      expect(applied?.count).toBe(journal.entries.length);
      expect(users?.count).toBe(1);
      expect(lock?.count).toBe(0);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
