import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedIfEmpty } from '../demo/seed.ts';
import { testEnv } from '../env.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import {
  ADMIN_URL,
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  signUp,
  type TestApp,
  testDatabaseKind,
} from '../testing/test-app.ts';
import {
  type BackupRun,
  type BackupSettings,
  backupDrill,
  backupSettings,
  downloadObject,
  drillNewestDump,
  newestDump,
  restorePgliteSnapshot,
  restorePostgres,
  runBackup,
  runBackupSchedule,
  snapshotOnSignal,
  snapshotPglite,
  tableCounts,
  withDatabase,
} from './backup.ts';
import { openDatabase } from './client.ts';

const folder = mkdtempSync(join(tmpdir(), 'mesto-backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const count = async (db: TestApp['app']['db'], table: string) => {
  const result = (await db.execute(sql.raw(`select count(*)::int as count from ${table}`))) as unknown;
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] as { count: number }).count;
};

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL backup drill (pg_dump, pg_restore)', () => {
  let t: TestApp;
  const restoredName = `mesto_restored_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  afterAll(async () => {
    await t?.close();
    await admin.unsafe(`drop database if exists ${restoredName} with (force)`);
    await admin.end();
  });

  it('a seeded city dumps and restores into a new database with every table row for row, and the API runs on it', async () => {
    t = await createTestApp();
    expect(await seedIfEmpty(t.app.db)).toBe(true);
    const url = withDatabase(
      ADMIN_URL,
      (t.app.db as unknown as { $client: { options: { database: string } } }).$client.options.database,
    );
    const dump = join(folder, 'city.dump');

    const drill = await backupDrill(url, dump);
    expect(drill.differences).toEqual([]);
    expect(drill.counts['public.events']).toBe(170);
    expect(drill.counts['public.places']).toBe(34);
    expect(drill.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(drill.bytes).toBeGreaterThan(10_000);

    // The operator's restore: into a new database, then the API starts on it (no migration runs twice).
    await admin.unsafe(`create database ${restoredName}`);
    await restorePostgres(dump, withDatabase(ADMIN_URL, restoredName));
    const restored = await buildApp({
      env: testEnv(),
      database: openDatabase({ databaseUrl: withDatabase(ADMIN_URL, restoredName), dataDir: 'memory://' }),
    });
    try {
      const events = await restored.inject({ method: 'GET', url: '/api/events?limit=5' });
      expect(events.statusCode).toBe(200);
      expect(events.json().items).toHaveLength(5);
      const person = await signUp(restored);
      expect(person.userId).toBeTruthy();
    } finally {
      await restored.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'pglite')('PGlite snapshot and restore', () => {
  it('a snapshot taken while the API writes restores into a new folder that the API starts on, data present', async () => {
    const live = join(folder, 'live');
    const database = openDatabase({ dataDir: join(live, 'db') });
    const app = await buildApp({ env: testEnv({ DATA_DIR: live }), database });
    const snapshot = join(folder, 'snapshots', 'city.tar.gz');
    let before: string[];
    try {
      const owner = await signUp(app, { displayName: 'Хранитель' });
      await grant(app, owner.userId, ['BUSINESS_PANEL']);
      const created = await app.inject({
        method: 'POST',
        url: '/api/organisations/editor',
        payload: { name: 'Архив города' },
        headers: { origin: APP_ORIGIN, ...bearer(owner) },
      });
      expect(created.statusCode).toBe(200);
      before = [owner.userId];
      // Sign-ups keep arriving while the snapshot is taken.
      const during = Array.from({ length: 6 }, () => signUp(app));
      await snapshotPglite(database.pglite as NonNullable<typeof database.pglite>, snapshot);
      await Promise.all(during);
      expect(await count(app.db, 'users')).toBe(7);
    } finally {
      await app.close();
    }

    const restoredDir = join(folder, 'restored');
    await restorePgliteSnapshot(snapshot, join(restoredDir, 'db'));
    const restoredDatabase = openDatabase({ dataDir: join(restoredDir, 'db') });
    const restored = await buildApp({ env: testEnv({ DATA_DIR: restoredDir }), database: restoredDatabase });
    try {
      const listed = await restored.inject({ method: 'GET', url: '/api/organisations' });
      expect(listed.json().items.map((item: { name: string }) => item.name)).toContain('Архив города');
      const users = await count(restored.db, 'users');
      // The owner is there; of the sign-ups in flight, those committed before the snapshot and no half of any.
      expect(users).toBeGreaterThanOrEqual(before.length);
      expect(users).toBeLessThanOrEqual(7);
      expect(await count(restored.db, `users where id = '${before[0]}'`)).toBe(1);
      // The restored database takes writes.
      await signUp(restored);
      expect(await count(restored.db, 'users')).toBe(users + 1);
    } finally {
      await restored.close();
    }
    await expect(restorePgliteSnapshot(snapshot, join(restoredDir, 'db'))).rejects.toThrow(/not empty/);
    // A limit on a hang: two databases opened and migrated and an API started took over 2 min at a load average of 27.
  }, 600_000);

  it('the backup job without DATABASE_URL snapshots DATA_DIR/db to the backups folder and keeps the newest BACKUP_KEEP', async () => {
    const dataDir = join(folder, 'job-data');
    const database = openDatabase({ dataDir: join(dataDir, 'db') });
    await database.migrate();
    await database.close();
    const settings = backupSettings({ DATA_DIR: dataDir, BACKUP_KEEP: '2' });
    expect(settings.s3).toBeNull();
    const runs: BackupRun[] = [];
    for (const day of [1, 2, 3]) runs.push(await runBackup(settings, new Date(Date.UTC(2026, 0, day))));
    expect(runs.map((run) => run.result)).toEqual(['ok', 'ok', 'ok']);
    expect(runs[2]?.snapshot).toMatchObject({ deleted: [join(dataDir, 'backups/pglite-20260101T000000Z.tar.gz')] });
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([
      'pglite-20260102T000000Z.tar.gz',
      'pglite-20260103T000000Z.tar.gz',
    ]);
    const restoredDir = join(folder, 'job-restored');
    await restorePgliteSnapshot(join(dataDir, 'backups/pglite-20260103T000000Z.tar.gz'), join(restoredDir, 'db'));
    const restored = openDatabase({ dataDir: join(restoredDir, 'db') });
    try {
      expect(await count(restored.db as TestApp['app']['db'], 'drizzle.__drizzle_migrations')).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  }, 600_000);

  it('SIGUSR2 writes a snapshot of the running database into the backups folder', async () => {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const backups = join(folder, 'signal-backups');
    const logged: string[] = [];
    const stop = snapshotOnSignal(database.pglite as NonNullable<typeof database.pglite>, backups, {
      info: (_object, message) => logged.push(message),
      error: (_object, message) => logged.push(message),
    });
    try {
      process.emit('SIGUSR2');
      const deadline = Date.now() + 20_000;
      while (!logged.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged).toEqual(['database snapshot written']);
      const [file] = existsSync(backups) ? readdirSync(backups) : [];
      expect(file).toMatch(/^pglite-\d{8}T\d{6}Z\.tar\.gz$/);
    } finally {
      stop();
      await database.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')(
  'the backup job: dumps and files to S3, retention, restore drill',
  () => {
    const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const sourceName = `mesto_backup_job_${suffix}`;
    const lateName = `mesto_backup_late_${suffix}`;
    const restoredName = `mesto_backup_restored_${suffix}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    const sourceUrl = withDatabase(ADMIN_URL, sourceName);
    let s3: TestS3;
    let settings: BackupSettings;
    const env = () => ({ DATABASE_URL: sourceUrl, BACKUP_KEEP: '3', ...(s3.env as Record<string, string>) });
    const target = () => ({
      client: settings.s3?.client as NonNullable<BackupSettings['s3']>['client'],
      bucket: s3.bucket,
    });
    const keys = async (prefix: string) => {
      const listed = await target().client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key as string).sort();
    };
    const putFile = (key: string, body: Buffer) =>
      target().client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: 'image/webp' }),
      );
    /** Fixed times in the past, one a day: each run's dump has a name of its own. */
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3, 0, 0));

    beforeAll(async () => {
      s3 = await startTestS3();
      settings = backupSettings(env());
      await admin.unsafe(`create database ${sourceName}`);
      const source = postgres(sourceUrl, { max: 1, onnotice: () => {} });
      try {
        await source`create table notes (id serial primary key, body text not null)`;
        await source`insert into notes (body) select 'note ' || n from generate_series(1, 500) as n`;
        // Incompressible bytes: the dump is over 8 MiB, so it goes up in two parts.
        await source`create table pictures (id serial primary key, data bytea not null)`;
        await source`insert into pictures (data) values (${randomBytes(9 * 1024 * 1024)})`;
      } finally {
        await source.end();
      }
    });
    afterAll(async () => {
      settings?.s3?.client.destroy();
      for (const name of [sourceName, lateName, restoredName]) {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
      await s3?.close();
    });

    it('each run uploads a checked dump and copies only new files; retention keeps the newest BACKUP_KEEP dumps', async () => {
      const first = [randomUUID(), randomUUID()].map((id) => `${id}/w320.webp`);
      for (const key of first) await putFile(key, randomBytes(2000));
      // Something of the operator's own beside the dumps: not the job's to delete.
      await putFile('backups/db/README.txt', Buffer.from('dumps of the city'));

      // The requests the job sends, by command.
      const commands: string[] = [];
      target().client.middlewareStack.add(
        (next, context) => (args) => {
          commands.push(context.commandName as string);
          return next(args);
        },
        { step: 'initialize', name: 'recordCommands' },
      );
      const run1 = await runBackup(settings, day(1));
      expect(run1.result).toBe('ok');
      expect(run1.database).toMatchObject({
        key: 'backups/db/20260101T030000Z.dump',
        tables: 2,
        rows: 501,
        deleted: [],
      });
      const bytes = (run1.database as { bytes: number }).bytes;
      expect(bytes).toBeGreaterThan(9 * 1024 * 1024);
      const stored = await target().client.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: 'backups/db/20260101T030000Z.dump' }),
      );
      expect(stored.ContentLength).toBe(bytes);
      // Over 8 MiB: up in two parts, not one request.
      expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(2);
      expect(commands).toContain('CompleteMultipartUploadCommand');
      target().client.middlewareStack.remove('recordCommands');
      expect(run1.files).toMatchObject({ copied: 2, bytes: 4000, alreadyCopied: 0 });
      expect(await keys('backups/files/')).toEqual(first.map((key) => `backups/files/${key}`).sort());

      const added = `${randomUUID()}/w640.webp`;
      await putFile(added, randomBytes(3000));
      const run2 = await runBackup(settings, day(2));
      expect(run2.files).toMatchObject({ copied: 1, bytes: 3000, alreadyCopied: 2 });
      expect(await keys('backups/files/')).toContain(`backups/files/${added}`);

      // KEEP + 2 runs in all: the two oldest dumps go, with their counts, each when a newer one has been written.
      const run3 = await runBackup(settings, day(3));
      expect(run3.database).toMatchObject({ deleted: [] });
      const run4 = await runBackup(settings, day(4));
      expect(run4.database).toMatchObject({
        deleted: ['backups/db/20260101T030000Z.counts.json', 'backups/db/20260101T030000Z.dump'],
      });
      const run5 = await runBackup(settings, day(5));
      expect(run5.result).toBe('ok');
      expect(await keys('backups/db/')).toEqual([
        'backups/db/20260103T030000Z.counts.json',
        'backups/db/20260103T030000Z.dump',
        'backups/db/20260104T030000Z.counts.json',
        'backups/db/20260104T030000Z.dump',
        'backups/db/20260105T030000Z.counts.json',
        'backups/db/20260105T030000Z.dump',
        'backups/db/README.txt',
      ]);
      expect(run5.files).toMatchObject({ copied: 0, alreadyCopied: 3 });
    });

    it('the restore drill: the newest dump, downloaded from the bucket, restores into an empty database row for row', async () => {
      // Writes after the dump: the drill compares with the counts of the dump's own snapshot, not with the live rows.
      const source = postgres(sourceUrl, { max: 1, onnotice: () => {} });
      await source`insert into notes (body) values ('written after the backup')`;
      await source.end();
      const drill = await drillNewestDump(sourceUrl, target());
      expect(drill).toMatchObject({ key: 'backups/db/20260105T030000Z.dump', differences: [], tables: 2, rows: 501 });

      // The operator's restore, step by step: download, an empty database, pg_restore, the same rows.
      const key = (await newestDump(target())) as string;
      const file = join(folder, 'newest.dump');
      await downloadObject(target(), key, file);
      await admin.unsafe(`create database ${restoredName}`);
      await restorePostgres(file, withDatabase(ADMIN_URL, restoredName));
      expect(await tableCounts(withDatabase(ADMIN_URL, restoredName))).toEqual({
        'public.notes': 500,
        'public.pictures': 1,
      });
    });

    it('a failed dump leaves the earlier backups alone, and the schedule goes on to a good run', async () => {
      const before = await keys('backups/db/');
      // The database does not exist yet: the first runs fail.
      const late = backupSettings({ ...env(), DATABASE_URL: withDatabase(ADMIN_URL, lateName) });
      const runs: BackupRun[] = [];
      const stop = new AbortController();
      // Stopped (as by SIGTERM) once a run is good: the schedule ends after that run, before another.
      const log = (run: BackupRun) => {
        runs.push(run);
        if (run.result === 'ok') stop.abort();
      };
      const schedule = runBackupSchedule(late, { everyMs: 300, signal: stop.signal, log });
      const waitFor = async (check: () => boolean) => {
        const deadline = Date.now() + 60_000;
        while (!check() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
        expect(check()).toBe(true);
      };
      try {
        await waitFor(() => runs.length >= 2);
        expect(runs[0]?.result).toBe('failed');
        expect(runs[0]?.database).toMatchObject({ error: expect.stringMatching(/does not exist/) });
        // The files' copy ran all the same.
        expect(runs[0]?.files).toMatchObject({ copied: 0, alreadyCopied: 3 });
        expect(await keys('backups/db/')).toEqual(before);

        await admin.unsafe(`create database ${lateName}`);
        await waitFor(() => runs.some((run) => run.result === 'ok'));
      } finally {
        stop.abort();
        await schedule;
      }
      const good = runs.find((run) => run.result === 'ok')?.database as { key: string; deleted: string[] };
      // Now (a later time than the fixed days) is the newest; retention drops the oldest of the three kept.
      expect(good.deleted).toEqual(['backups/db/20260103T030000Z.counts.json', 'backups/db/20260103T030000Z.dump']);
      expect((await keys('backups/db/')).filter((key) => key.endsWith('.dump'))).toEqual([
        'backups/db/20260104T030000Z.dump',
        'backups/db/20260105T030000Z.dump',
        good.key,
      ]);
    });

    it('the job as a process: --once logs one JSON line and exits 0, or 1 on failure; SIGTERM ends the schedule', async () => {
      // Its own temporary folder: the health check's mark of the last good run is there.
      const temporary = mkdtempSync(join(folder, 'job-tmp-'));
      const job = (args: string[], extra: Record<string, string> = {}) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup.ts', ...args], {
          cwd: resolve(import.meta.dirname, '../..'),
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            TMPDIR: temporary,
            ...env(),
            BACKUP_EVERY_HOURS: '0.001',
            ...extra,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
        return { child, exited, output: () => output };
      };
      const lines = (text: string) =>
        text
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);

      const unhealthy = job(['--health']);
      expect(await unhealthy.exited).toBe(1);

      const once = job(['--once']);
      expect(await once.exited, once.output()).toBe(0);
      const [done] = lines(once.output());
      expect(done).toMatchObject({ msg: 'backup done', result: 'ok', database: { tables: 2 }, files: { copied: 0 } });
      expect(lines(once.output())).toHaveLength(1);

      const dumps = await keys('backups/db/');
      const failing = job(['--once'], { DATABASE_URL: withDatabase(ADMIN_URL, `${sourceName}_missing`) });
      expect(await failing.exited).toBe(1);
      expect(lines(failing.output())[0]).toMatchObject({ msg: 'backup failed', result: 'failed' });
      expect(await keys('backups/db/')).toEqual(dumps);

      const wrong = job(['--once'], { BACKUP_KEEP: '0' });
      expect(await wrong.exited).toBe(2);
      expect(wrong.output()).toContain('BACKUP_KEEP');

      // Scheduled: a run at once, then every 3.6 s; SIGTERM between runs ends it at once.
      const scheduled = job([]);
      const deadline = Date.now() + 60_000;
      while (!scheduled.output().includes('backup done') && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 50));
      }
      scheduled.child.kill('SIGTERM');
      expect(await scheduled.exited, scheduled.output()).toBe(0);
      expect(scheduled.output()).toContain('backup schedule stopped');
      const healthy = job(['--health'], { BACKUP_EVERY_HOURS: '1' });
      expect(await healthy.exited).toBe(0);
      // Two periods (here 7.2 ms) later without a good run: unhealthy again.
      const stale = job(['--health'], { BACKUP_EVERY_HOURS: '0.000001' });
      expect(await stale.exited).toBe(1);
    });
  },
);
