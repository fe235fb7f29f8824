import { resolve } from 'node:path';
import {
  backupDrill,
  dumpPostgres,
  restorePgliteSnapshot,
  restorePostgres,
  snapshotPgliteFolder,
} from '../db/backup.ts';
import { loadEnv } from '../env.ts';

// pnpm --filter @mesto/api backup <command> …   (docs/operations-engines.md, «Backups»): by hand, to files. The
// scheduled job that keeps dumps and the files' copy in S3 is src/backup.ts (docs/backups.md).
//   pg-dump <file>                 DATABASE_URL → a custom-format dump
//   pg-restore <file> <url>        a dump → an empty database at <url>
//   pg-drill <file>                dump DATABASE_URL, restore into a scratch database, compare every table's rows
//   pglite-snapshot <file>         DATA_DIR/db (the API stopped) → a gzipped tarball
//   pglite-restore <file> <dir>    a tarball → a new folder; start the API with DATA_DIR=<dir's parent> (<dir> = …/db)
const [command, first, second] = process.argv.slice(2);
const env = loadEnv();
const need = (value: string | undefined, what: string): string => {
  if (!value) {
    console.error(`Missing ${what}. Usage: backup <command> … (see docs/operations-engines.md)`);
    process.exit(2);
  }
  return value;
};
const databaseUrl = () => need(env.DATABASE_URL, 'DATABASE_URL');

switch (command) {
  case 'pg-dump':
    await dumpPostgres(databaseUrl(), need(first, 'the dump file'));
    console.log(`Dumped to ${first}`);
    break;
  case 'pg-restore':
    await restorePostgres(need(first, 'the dump file'), need(second, 'the URL of an empty database'));
    console.log(`Restored ${first} into the database at ${new URL(second as string).pathname.slice(1)}`);
    break;
  case 'pg-drill': {
    const result = await backupDrill(databaseUrl(), need(first, 'the dump file'));
    const rows = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `Dump ${first}: ${result.bytes} bytes; restored ${Object.keys(result.counts).length} tables, ${rows} rows`,
    );
    if (result.differences.length > 0) {
      console.error(`Row counts differ in: ${result.differences.join(', ')}`);
      process.exit(1);
    }
    console.log('Every table has the same number of rows as the original.');
    break;
  }
  case 'pglite-snapshot': {
    const bytes = await snapshotPgliteFolder(resolve(env.DATA_DIR, 'db'), need(first, 'the snapshot file'));
    console.log(`Snapshot ${first}: ${bytes} bytes`);
    break;
  }
  case 'pglite-restore':
    await restorePgliteSnapshot(need(first, 'the snapshot file'), need(second, 'a new folder'));
    console.log(`Restored into ${second}`);
    break;
  default:
    console.error('Commands: pg-dump, pg-restore, pg-drill, pglite-snapshot, pglite-restore');
    process.exit(2);
}
