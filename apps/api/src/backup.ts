import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { type BackupRun, backupSettings, drillNewestDump, runBackup, runBackupSchedule } from './db/backup.ts';
import { withSecretFiles } from './env.ts';

// The backup job: `node dist/backup.js` in its own container (deploy/backup.Dockerfile, with a pg_dump of the
// server's major version), or `pnpm --filter @mesto/api backup:job` from a checkout. docs/backups.md.
const USAGE = `Usage: node dist/backup.js [--once | --drill | --health | --help]
  (none)    a backup now, then one every BACKUP_EVERY_HOURS (default 24) until SIGTERM
  --once    one backup now; exit 0 when it succeeded, 1 when any part failed
  --drill   download the newest dump from the bucket, restore it into a scratch database beside DATABASE_URL,
            compare every table's rows with the counts taken when it was dumped; exit 1 on a difference
  --health  exit 0 when this container's schedule finished a good backup within two periods (its health check)
Settings: DATABASE_URL, S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE, BACKUP_BUCKET (default S3_BUCKET), BACKUP_EVERY_HOURS, BACKUP_KEEP (default 14).
  Without DATABASE_URL: a PGlite snapshot of DATA_DIR/db (the API stopped) to BACKUP_DIR (default DATA_DIR/backups).`;

const args = process.argv.slice(2);
const log = pino({ base: { job: 'backup' } });
/** Touched after each good run of the schedule: the container's health check reads its age. */
const lastGoodRun = join(tmpdir(), 'mesto-backup-last-ok');
const logRun = (run: BackupRun) => {
  if (run.result === 'ok') log.info(run, 'backup done');
  else log.error(run, 'backup failed');
};

/** Exit codes: 0 done, 1 a backup or the drill failed, 2 a usage or configuration mistake. */
async function main(): Promise<number> {
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => !['--once', '--drill', '--health'].includes(arg));
  if (unknown.length > 0 || args.length > 1) {
    console.error(`${unknown.length > 0 ? `Unknown argument: ${unknown.join(' ')}` : 'One mode at a time'}\n${USAGE}`);
    return 2;
  }
  let settings: ReturnType<typeof backupSettings>;
  try {
    settings = backupSettings(withSecretFiles(process.env));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }

  if (args[0] === '--health') {
    // Healthy: a good backup within two periods. A run that fails, or hangs, turns the container unhealthy.
    let age = Number.POSITIVE_INFINITY;
    try {
      age = Date.now() - statSync(lastGoodRun).mtimeMs;
    } catch {}
    return age <= 2 * settings.everyHours * 3_600_000 ? 0 : 1;
  }

  if (args[0] === '--drill') {
    if (!settings.databaseUrl || !settings.s3) {
      console.error('The drill restores from the bucket into PostgreSQL: set DATABASE_URL and S3_BUCKET');
      return 2;
    }
    const started = Date.now();
    try {
      const drill = await drillNewestDump(settings.databaseUrl, {
        client: settings.s3.client,
        bucket: settings.s3.backupBucket,
      });
      const ok = drill.differences.length === 0;
      log[ok ? 'info' : 'error']({ ...drill, ms: Date.now() - started, result: ok ? 'ok' : 'failed' }, 'restore drill');
      return ok ? 0 : 1;
    } catch (error) {
      log.error({ error: (error as Error).message, ms: Date.now() - started, result: 'failed' }, 'restore drill');
      return 1;
    }
  }

  if (args[0] === '--once') {
    const run = await runBackup(settings);
    logRun(run);
    return run.result === 'ok' ? 0 : 1;
  }

  if (!settings.databaseUrl) {
    // A second process must never open PGlite's folder while the API has it open; the API takes its own snapshots.
    console.error(
      'Scheduled backups need DATABASE_URL (PostgreSQL). On PGlite: `kill -USR2 <API pid>` while the API runs, ' +
        'or --once with the API stopped.',
    );
    return 2;
  }
  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort());
  log.info({ everyHours: settings.everyHours, keep: settings.keep }, 'backup schedule started');
  await runBackupSchedule(settings, {
    everyMs: settings.everyHours * 3_600_000,
    signal: stop.signal,
    log: (run) => {
      logRun(run);
      if (run.result === 'ok') writeFileSync(lastGoodRun, new Date().toISOString());
    },
  });
  log.info({}, 'backup schedule stopped');
  return 0;
}

process.exitCode = await main();
