import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';

const run = promisify(execFile);

// Backups of both engines. PostgreSQL: pg_dump's custom format (compressed, restorable table by table) and
// pg_restore into an empty database. PGlite: a tarball of its data folder taken by PGlite itself.

/** Dumps a PostgreSQL database to `file` (custom format). pg_dump's major version must be at least the server's. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  // One snapshot of the whole database (pg_dump runs in a repeatable-read transaction): consistent while the API
  // keeps writing. Owners and grants are left out, so the dump restores under any role.
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  renameSync(partial, file);
}

/**
 * Restores a dump into an existing, empty database, all or nothing: one transaction, stopped at the first error.
 * The API then starts on it as on any database (its migrations are in the dump and are not run twice).
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

/** Exact row counts of every table of the schema (and of drizzle's migration journal), to compare two databases. */
export async function tableCounts(url: string): Promise<Record<string, number>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<Array<{ schema: string; name: string }>>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`;
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
      const [row] = await sql.unsafe<Array<{ count: number }>>(
        `select count(*)::int as count from ${quoted(table.schema)}.${quoted(table.name)}`,
      );
      counts[`${table.schema}.${table.name}`] = row?.count ?? 0;
    }
    return counts;
  } finally {
    await sql.end();
  }
}

/**
 * The drill: dump `url`, restore into a scratch database next to it, compare every table's row count, drop the
 * scratch database. Answers the counts and the tables whose counts differ (none when the backup is good).
 */
export async function backupDrill(
  url: string,
  file: string,
): Promise<{ counts: Record<string, number>; differences: string[]; bytes: number }> {
  await dumpPostgres(url, file);
  const scratch = `mesto_restore_drill_${Date.now().toString(36)}`;
  const scratchUrl = withDatabase(url, scratch);
  const admin = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${scratch}`);
    await restorePostgres(file, scratchUrl);
    const [original, restored] = await Promise.all([tableCounts(url), tableCounts(scratchUrl)]);
    const names = new Set([...Object.keys(original), ...Object.keys(restored)]);
    const differences = [...names].filter((name) => original[name] !== restored[name]);
    return { counts: restored, differences, bytes: readFileSync(file).length };
  } finally {
    await admin.unsafe(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A consistent snapshot of a PGlite database as a gzipped tarball of its data folder. PGlite takes it between two
 * statements (it holds its query lock while it copies), after a checkpoint, so the copy is a point at which every
 * committed transaction is in it and nothing half-written is: the API may keep running and writing meanwhile. It must
 * be taken by the process that has the database open: a second process must never open a data folder in use.
 */
export async function snapshotPglite(pglite: PGlite, file: string): Promise<number> {
  await pglite.exec('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await tarball.arrayBuffer());
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.partial`, bytes);
  renameSync(`${file}.partial`, file);
  return bytes.length;
}

/** Snapshot of a PGlite data folder no process has open (the API stopped). */
export async function snapshotPgliteFolder(dataDir: string, file: string): Promise<number> {
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    return await snapshotPglite(pglite, file);
  } finally {
    await pglite.close();
  }
}

/** Unpacks a snapshot into a new, empty folder; the API then starts on it (DATA_DIR/db). Refuses a folder in use. */
export async function restorePgliteSnapshot(file: string, dataDir: string): Promise<void> {
  let existing: string[] = [];
  try {
    existing = readdirSync(dataDir);
  } catch {}
  if (existing.length > 0) throw new Error(`${dataDir} is not empty: restore into a new folder`);
  mkdirSync(dataDir, { recursive: true });
  try {
    const pglite = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await pglite.query('select 1');
    await pglite.close();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * While the API runs on PGlite, SIGUSR2 (`kill -USR2 <pid>`) writes a snapshot to `folder`
 * (`pglite-<UTC time>.tar.gz`) without stopping it. Answers a function that removes the handler.
 */
export function snapshotOnSignal(
  pglite: PGlite,
  folder: string,
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): () => void {
  let running = false;
  const handler = () => {
    if (running) return;
    running = true;
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const file = `${folder}/pglite-${stamp}.tar.gz`;
    snapshotPglite(pglite, file)
      .then((bytes) => log.info({ file, bytes }, 'database snapshot written'))
      .catch((error: unknown) => log.error({ err: error, file }, 'database snapshot failed'))
      .finally(() => {
        running = false;
      });
  };
  process.on('SIGUSR2', handler);
  return () => process.off('SIGUSR2', handler);
}
