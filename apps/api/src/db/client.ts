import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from '../env.ts';
import { bounded, watchedSockets } from './query-bounds.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Connections one node holds to PostgreSQL, as PostgreSQL itself reports them (pg_stat_activity). */
export type PoolUse = { max: number; connections(): Promise<Array<{ state: string; count: number }>> };

export type DatabaseHandle = {
  db: Database;
  /**
   * Where heavy public reads may go: a read replica (DATABASE_READ_URL), or the primary itself when there is none.
   * Writes, and reads that must see what was just written, always use `db`. Absent: `db`.
   */
  readDb?: Database;
  /** Whether `readDb` is a replica of its own. */
  hasReplica?: boolean;
  /** The pool of the primary (PostgreSQL only). */
  pool?: PoolUse;
  /** The embedded engine, when it is the one in use (dumps for test templates). */
  pglite?: PGlite;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The migrations: `apps/api/drizzle` from the sources (src/db/), or `dist/drizzle` beside the compiled bundle (the
 * build copies them there; this module's code is in `dist/` or in `dist/chunks/`).
 */
export const migrationsFolder =
  [
    new URL('../../drizzle', import.meta.url),
    new URL('./drizzle', import.meta.url),
    new URL('../drizzle', import.meta.url),
  ]
    .map((url) => fileURLToPath(url))
    .find((folder) => existsSync(`${folder}/meta/_journal.json`)) ??
  fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The key of the PostgreSQL advisory lock that migrations hold: nodes started together (or a migrate job beside a
 * node told to migrate) wait for each other instead of racing to create the same tables.
 */
export const MIGRATION_LOCK_KEY = 7_236_011_833;

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** A read replica of that database, for the public lists, search and the feed (PostgreSQL only). */
  readDatabaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
  /** A PGlite data dump to start from (tests start from one migrated template instead of running initdb). */
  pgliteTemplate?: Blob | undefined;
  /** How long PostgreSQL may keep a request waiting (the DATABASE_*_TIMEOUT_MS settings); their defaults if absent. */
  timeouts?: DatabaseTimeouts | undefined;
};

const POOL_MAX = 10;
/** A connection unused this long is closed: a quiet node holds few of the server's connections. */
const IDLE_SECONDS = 60;

function connectPostgres(url: string, applicationName: string, timeouts: DatabaseTimeouts) {
  // No JIT: the API's statements take milliseconds, and compiling one whose estimate crossed jit_above_cost (a
  // search whose candidate set the planner overrates) took 30 ms of a 50 ms statement.
  // While the server is down or restarting, a request waits for a connection at most connect_timeout plus the
  // pause between attempts and is answered 503 (plugins/errors.ts); postgres.js's default pause grows to 20 s,
  // capped here at 2 s so requests fail fast during an outage and the pool is back within seconds of the server.
  // A slow statement is cancelled by the server (statement_timeout), a transaction left open by it, and a query on a
  // connection that died without a word is given up here (query-bounds.ts): nothing waits on the database unbounded.
  // Connections also end after 30 to 60 minutes at random (the driver's max_lifetime), not all at once.
  const client = postgres(url, {
    max: POOL_MAX,
    onnotice: () => {},
    connection: {
      jit: 'off',
      application_name: applicationName,
      statement_timeout: timeouts.DATABASE_STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: timeouts.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    connect_timeout: timeouts.DATABASE_CONNECT_TIMEOUT_MS / 1000,
    idle_timeout: IDLE_SECONDS,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 2),
    // The driver's `socket` option (documented, but not in its types): connections that end themselves when a query
    // on them goes unanswered.
    ...{ socket: watchedSockets(timeouts.DATABASE_QUERY_TIMEOUT_MS) },
  });
  // Drizzle asks for unnamed statements unless a query is prepared by name, so PostgreSQL parsed and planned the
  // same list query on every request. postgres.js keeps a named statement per query text and connection; the texts
  // are few (one per filter shape), and connections are recycled, which bounds them.
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query: string, parameters?: unknown[], queryOptions?: { prepare?: boolean }) =>
    bounded(
      unsafe(query, parameters as never, { ...queryOptions, prepare: true }),
      timeouts.DATABASE_QUERY_TIMEOUT_MS,
    )) as typeof client.unsafe;
  return client;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // Named per process, so the pool gauge finds this node's own connections among every node's.
    const applicationName = `mesto-api-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    const timeouts = options.timeouts ?? DATABASE_TIMEOUT_DEFAULTS;
    const primary = connectPostgres(options.databaseUrl, applicationName, timeouts);
    const replica = options.readDatabaseUrl
      ? connectPostgres(options.readDatabaseUrl, `${applicationName}-read`, timeouts)
      : null;
    const databaseUrl = options.databaseUrl;
    const db = drizzlePostgres(primary, { schema }) as unknown as Database;
    return {
      db,
      readDb: replica ? (drizzlePostgres(replica, { schema }) as unknown as Database) : db,
      hasReplica: replica !== null,
      kind: 'postgres',
      pool: {
        max: POOL_MAX,
        connections: async () => {
          const rows = await primary<Array<{ state: string | null; count: number }>>`
            select state, count(*)::int as count from pg_stat_activity
            where application_name = ${applicationName} group by state`;
          return rows.map((row) => ({ state: row.state ?? 'unknown', count: row.count }));
        },
      },
      migrate: async () => {
        // One connection of its own, without the pool's bounds: a migration may build an index for minutes, and a
        // node waits here for as long as another node migrates. It holds a session lock while the migrator works on
        // it; the second node to take the lock finds the migrations applied and does nothing.
        const session = postgres(databaseUrl, {
          max: 1,
          onnotice: () => {},
          connection: { application_name: `${applicationName}-migrate` },
          connect_timeout: timeouts.DATABASE_CONNECT_TIMEOUT_MS / 1000,
        });
        try {
          await session`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
          await migratePostgres(drizzlePostgres(session, { schema }), { migrationsFolder });
        } finally {
          await session`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
          await session.end({ timeout: 5 });
        }
      },
      close: async () => {
        await Promise.all([primary.end({ timeout: 5 }), replica?.end({ timeout: 5 })]);
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    // One embedded engine in one process: there is nothing to replicate to.
    readDb: pgliteDb as unknown as Database,
    hasReplica: false,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
