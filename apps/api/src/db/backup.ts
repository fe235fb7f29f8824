import { execFile } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { z } from 'zod';

const run = promisify(execFile);

// Backups of both engines. PostgreSQL: pg_dump's custom format (compressed, restorable table by table) and
// pg_restore into an empty database. PGlite: a tarball of its data folder taken by PGlite itself.

/** Dumps a PostgreSQL database to `file` (custom format). pg_dump's major version must be at least the server's. */
export async function dumpPostgres(url: string, file: string, snapshot?: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  // One snapshot of the whole database (pg_dump runs in a repeatable-read transaction): consistent while the API
  // keeps writing. Owners and grants are left out, so the dump restores under any role. `snapshot`: an exported
  // snapshot (pg_export_snapshot) to dump instead of a new one, so another transaction sees exactly what is dumped.
  const from = snapshot ? [`--snapshot=${snapshot}`] : [];
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...from, `--file=${partial}`, url], {
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
    return await countRows(sql);
  } finally {
    await sql.end();
  }
}

async function countRows(sql: postgres.Sql | postgres.TransactionSql): Promise<Record<string, number>> {
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
}

/**
 * Dumps `url` to `file` and counts every table's rows in the very snapshot the dump holds (pg_dump takes the snapshot
 * this transaction exports), so a restore of the file can be checked row for row later, whatever the API wrote since.
 */
export async function dumpPostgresCounted(url: string, file: string): Promise<Record<string, number>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await sql.begin('isolation level repeatable read read only', async (transaction) => {
      const [exported] = await transaction<Array<{ snapshot: string }>>`select pg_export_snapshot() as snapshot`;
      const counts = await countRows(transaction);
      await dumpPostgres(url, file, exported?.snapshot);
      return counts;
    });
  } finally {
    await sql.end();
  }
}

/** Checks that a file is a dump pg_restore can read (its table of contents lists), and answers its size. */
export async function checkDump(file: string): Promise<number> {
  const { size } = await stat(file);
  if (size === 0) throw new Error(`${file} is empty`);
  await run('pg_restore', ['--list', file], { maxBuffer: 256 * 1024 * 1024 });
  return size;
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
  const [original, restored] = await Promise.all([tableCounts(url), restoredCounts(url, file)]);
  return { counts: restored, differences: countDifferences(original, restored), bytes: readFileSync(file).length };
}

/** Restores a dump into a scratch database on the server of `url`, counts its rows, and drops it. */
async function restoredCounts(url: string, file: string): Promise<Record<string, number>> {
  const scratch = `mesto_restore_drill_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const scratchUrl = withDatabase(url, scratch);
  const admin = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${scratch}`);
    await restorePostgres(file, scratchUrl);
    return await tableCounts(scratchUrl);
  } finally {
    await admin.unsafe(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}

/** The tables whose row counts differ between two countings (a table missing on one side differs). */
function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((name) => expected[name] !== actual[name]).sort();
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
    const file = `${folder}/pglite-${utcStamp(new Date())}.tar.gz`;
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

/** `20261129T100353Z`: a UTC time that sorts as text in time order, for the names of backups. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

// The backup job (dist/backup.js, docs/backups.md): database dumps and a copy of the files, kept in an S3 bucket.

/** Where the job puts database dumps: `backups/db/<UTC stamp>.dump`, beside `<UTC stamp>.counts.json`. */
export const DUMPS_PREFIX = 'backups/db/';
/** Where the job copies the files bucket's objects: `backups/files/<the object's own key>`. */
export const FILE_COPIES_PREFIX = 'backups/files/';
const DUMP_KEY = /^backups\/db\/(\d{8}T\d{6}Z)\.dump$/;
const STAMPED_KEY = /^backups\/db\/(\d{8}T\d{6}Z)\./;
const PGLITE_SNAPSHOT = /^pglite-(\d{8}T\d{6}Z)\.tar\.gz$/;

const optionalText = z.string().min(1).optional();
/** The job's settings, read from its environment (the API's env.ts is not loaded: the job needs no API secret). */
const backupEnvSchema = z.object({
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** Another bucket on the same S3 service for the backups; default S3_BUCKET. */
  BACKUP_BUCKET: optionalText,
  /** PGlite snapshots' folder; default DATA_DIR/backups (where the API's SIGUSR2 snapshots go too). */
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(100_000).default(14),
});

export type BackupSettings = {
  databaseUrl: string | undefined;
  dataDir: string;
  backupDir: string;
  /** The bucket and where its backups go; null without S3_BUCKET. */
  s3: { client: S3Client; bucket: string; backupBucket: string } | null;
  everyHours: number;
  keep: number;
};

/** Validates the job's environment; throws an error naming every variable that is wrong. */
export function backupSettings(source: Record<string, string | undefined>): BackupSettings {
  const parsed = backupEnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  if (env.DATABASE_URL && !env.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_BUCKET must be set: the dumps of DATABASE_URL go to the bucket');
  }
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    backupDir: env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups'),
    s3: env.S3_BUCKET
      ? {
          client: backupS3Client({
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }),
          bucket: env.S3_BUCKET,
          backupBucket: env.BACKUP_BUCKET ?? env.S3_BUCKET,
        }
      : null,
    everyHours: env.BACKUP_EVERY_HOURS,
    keep: env.BACKUP_KEEP,
  };
}

/** A client configured as the API's file storage configures its own (features/files/s3-storage.ts). */
export function backupS3Client(options: {
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // As in s3-storage.ts: many S3-compatible servers do not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Every object under `prefix`, page by page (1,000 keys a request). */
async function* listObjects(
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<{ key: string; size: number }> {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of listObjects(client, bucket, prefix)) keys.push(object.key);
  return keys;
}

export type DatabaseBackup = { key: string; bytes: number; tables: number; rows: number };

/**
 * One database backup: a dump (with its row counts) to a temporary file, checked (not empty, pg_restore reads its
 * table of contents), uploaded in parts, and checked again in the bucket (same size). The counts go first and the
 * dump last: a dump in the bucket is a finished backup.
 */
export async function backupDatabase(
  url: string,
  target: { client: S3Client; bucket: string },
  now: Date = new Date(),
): Promise<DatabaseBackup> {
  const folder = await mkdtemp(join(tmpdir(), 'mesto-backup-'));
  try {
    const file = join(folder, 'database.dump');
    const counts = await dumpPostgresCounted(url, file);
    const bytes = await checkDump(file);
    const stamp = utcStamp(now);
    const key = `${DUMPS_PREFIX}${stamp}.dump`;
    await target.client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: `${DUMPS_PREFIX}${stamp}.counts.json`,
        Body: JSON.stringify(counts),
        ContentType: 'application/json',
      }),
    );
    // Parts of 8 MiB, two in flight: memory stays bounded whatever the dump's size (lib-storage enlarges the parts
    // when a file would need more than S3's 10,000).
    await new Upload({
      client: target.client,
      params: {
        Bucket: target.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentType: 'application/octet-stream',
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    }).done();
    const stored = await target.client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: key }));
    if (stored.ContentLength !== bytes) {
      throw new Error(`${key}: ${stored.ContentLength} bytes in the bucket, ${bytes} dumped`);
    }
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { key, bytes, tables: Object.keys(counts).length, rows };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Retention: keeps the newest `keep` dumps (and always `written`, the one just made) and deletes the older ones with
 * their counts. Keys that are not the job's own are left alone. Answers the deleted keys.
 */
export async function pruneDatabaseBackups(
  target: { client: S3Client; bucket: string },
  keep: number,
  written: string,
): Promise<string[]> {
  const keys = await listKeys(target.client, target.bucket, DUMPS_PREFIX);
  const stamps = keys
    .map((key) => DUMP_KEY.exec(key)?.[1])
    .filter((stamp): stamp is string => Boolean(stamp))
    .sort()
    .reverse();
  const kept = new Set(stamps.slice(0, keep));
  const writtenStamp = DUMP_KEY.exec(written)?.[1];
  if (!writtenStamp) throw new Error(`${written} is not a dump of this job`);
  kept.add(writtenStamp);
  const oldestKept = [...kept].sort()[0] as string;
  // Only what is older than every kept dump: an unfinished backup newer than them (its counts) is not touched.
  const doomed = keys.filter((key) => {
    const stamp = STAMPED_KEY.exec(key)?.[1];
    return stamp !== undefined && !kept.has(stamp) && stamp < oldestKept;
  });
  for (const key of doomed) {
    await target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));
  }
  return doomed;
}

export type FilesBackup = { copied: number; bytes: number; alreadyCopied: number };

/**
 * Copies the files bucket's objects to `backups/files/<key>` in the backup bucket, only those not copied yet (or
 * whose size changed): the API's files are immutable, so each is copied once. The copies are never deleted: a
 * picture deleted or lost in the bucket stays in its backup. Server-side copies (CopyObject): nothing passes through
 * this process. The job's own `backups/` objects are not copied.
 */
export async function backupFiles(target: {
  client: S3Client;
  bucket: string;
  backupBucket: string;
}): Promise<FilesBackup> {
  const copies = new Map<string, number>();
  for await (const object of listObjects(target.client, target.backupBucket, FILE_COPIES_PREFIX)) {
    copies.set(object.key.slice(FILE_COPIES_PREFIX.length), object.size);
  }
  const result: FilesBackup = { copied: 0, bytes: 0, alreadyCopied: 0 };
  for await (const object of listObjects(target.client, target.bucket, '')) {
    if (object.key.startsWith('backups/')) continue;
    if (copies.get(object.key) === object.size) {
      result.alreadyCopied += 1;
      continue;
    }
    await target.client.send(
      new CopyObjectCommand({
        Bucket: target.backupBucket,
        Key: `${FILE_COPIES_PREFIX}${object.key}`,
        CopySource: `${target.bucket}/${object.key.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    result.copied += 1;
    result.bytes += object.size;
  }
  return result;
}

/** What one run of the job did: the job logs it as one JSON line. */
export type BackupRun = {
  result: 'ok' | 'failed';
  ms: number;
  database?: (DatabaseBackup & { deleted: string[]; ms: number }) | { error: string; ms: number };
  files?: (FilesBackup & { ms: number }) | { error: string; ms: number };
  snapshot?: { file: string; bytes: number; deleted: string[]; ms: number } | { error: string; ms: number };
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Times a step; a step that throws gives `{ error }` and fails the run, and the next step still runs. */
async function step<T extends object>(
  run: BackupRun,
  work: () => Promise<T>,
): Promise<(T & { ms: number }) | { error: string; ms: number }> {
  const started = Date.now();
  try {
    return { ...(await work()), ms: Date.now() - started };
  } catch (error) {
    run.result = 'failed';
    return { error: messageOf(error), ms: Date.now() - started };
  }
}

/**
 * One run of the job. PostgreSQL: the dump to the bucket, then retention (only after a good dump), then the files'
 * copy (after the dump, so that every file a dumped row names is in the copy, unless deleted meanwhile and copied by
 * no earlier run). PGlite: a snapshot of DATA_DIR/db (the API stopped) to the backups folder, with the same
 * retention. Never throws: a failure is in the answer.
 */
export async function runBackup(settings: BackupSettings, now: Date = new Date()): Promise<BackupRun> {
  const started = Date.now();
  const run: BackupRun = { result: 'ok', ms: 0 };
  const { databaseUrl, s3 } = settings;
  if (databaseUrl && s3) {
    const target = { client: s3.client, bucket: s3.backupBucket };
    run.database = await step(run, async () => {
      const backup = await backupDatabase(databaseUrl, target, now);
      return { ...backup, deleted: await pruneDatabaseBackups(target, settings.keep, backup.key) };
    });
    run.files = await step(run, () => backupFiles(s3));
  } else {
    run.snapshot = await step(run, async () => {
      const file = join(settings.backupDir, `pglite-${utcStamp(now)}.tar.gz`);
      const bytes = await snapshotPgliteFolder(join(settings.dataDir, 'db'), file);
      return { file, bytes, deleted: pruneSnapshots(settings.backupDir, settings.keep, file) };
    });
  }
  run.ms = Date.now() - started;
  return run;
}

/** Retention of PGlite snapshots in a folder: the newest `keep` (and `written`) stay. Answers the deleted files. */
function pruneSnapshots(folder: string, keep: number, written: string): string[] {
  const names = readdirSync(folder)
    .filter((name) => PGLITE_SNAPSHOT.test(name))
    .sort()
    .reverse();
  const kept = new Set([...names.slice(0, keep), written.split('/').at(-1)]);
  const doomed = names.filter((name) => !kept.has(name)).map((name) => join(folder, name));
  for (const file of doomed) rmSync(file, { force: true });
  return doomed;
}

/**
 * The job on a schedule: a run at once, then one every `everyMs` (counted from each run's start), until `signal`
 * aborts. An abort while a run is under way lets that run finish (a dump is never cut in half); one between runs
 * ends the wait at once. A failed run is logged and the next one comes on time.
 */
export async function runBackupSchedule(
  settings: BackupSettings,
  options: { everyMs: number; signal: AbortSignal; log: (run: BackupRun) => void },
): Promise<void> {
  while (!options.signal.aborted) {
    const started = Date.now();
    options.log(await runBackup(settings));
    await sleep(started + options.everyMs - Date.now(), options.signal);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    if (signal.aborted || ms <= 0) return done();
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      done();
    }
    signal.addEventListener('abort', finish);
  });
}

export type DrillResult = {
  key: string;
  bytes: number;
  tables: number;
  rows: number;
  /** Tables whose restored row count differs from the count taken in the dump's own snapshot. */
  differences: string[];
};

/** The newest finished dump in the bucket, or null. */
export async function newestDump(target: { client: S3Client; bucket: string }): Promise<string | null> {
  const dumps = (await listKeys(target.client, target.bucket, DUMPS_PREFIX)).filter((key) => DUMP_KEY.test(key));
  return dumps.sort().at(-1) ?? null;
}

/** Downloads an object to a file. */
export async function downloadObject(
  target: { client: S3Client; bucket: string },
  key: string,
  file: string,
): Promise<void> {
  const object = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
  if (!object.Body) throw new Error(`${key}: empty answer from the bucket`);
  mkdirSync(dirname(file), { recursive: true });
  await pipeline(object.Body as Readable, createWriteStream(file));
}

/**
 * The restore drill from the bucket: downloads the newest dump, restores it into a scratch database on the server of
 * `url` (created and dropped here), and compares every table's rows with the counts taken when it was dumped.
 */
export async function drillNewestDump(url: string, target: { client: S3Client; bucket: string }): Promise<DrillResult> {
  const key = await newestDump(target);
  if (!key) throw new Error(`no dump under ${DUMPS_PREFIX} in the bucket ${target.bucket}`);
  const folder = await mkdtemp(join(tmpdir(), 'mesto-drill-'));
  try {
    const file = join(folder, 'database.dump');
    const countsFile = join(folder, 'counts.json');
    await downloadObject(target, key, file);
    await downloadObject(target, key.replace(/\.dump$/, '.counts.json'), countsFile);
    const expected = JSON.parse(readFileSync(countsFile, 'utf8')) as Record<string, number>;
    const bytes = await checkDump(file);
    const restored = await restoredCounts(url, file);
    const rows = Object.values(restored).reduce((sum, count) => sum + count, 0);
    return {
      key,
      bytes,
      tables: Object.keys(restored).length,
      rows,
      differences: countDifferences(expected, restored),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
