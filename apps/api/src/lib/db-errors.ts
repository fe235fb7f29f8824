import { QUERY_TIMEOUT } from '../db/query-bounds.ts';

/** The constraint a unique violation (SQLSTATE 23505) broke, from either driver, or null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; constraint_name?: string };
    if (candidate.code === '23505') return candidate.constraint_name ?? candidate.constraint ?? '';
  }
  return null;
}

/** A foreign key violation (SQLSTATE 23503) from either driver: the target was deleted while we wrote. */
export function foreignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23503') return true;
  }
  return false;
}

/**
 * Errors of a database that cannot be reached right now (socket errors, postgres.js's own, SQLSTATE classes 08, 57P),
 * or that did not answer in time.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // query_canceled: statement_timeout (or a cancel) ended a statement that ran too long, a lock held elsewhere or an
  // overloaded server; and a query that got no answer at all within DATABASE_QUERY_TIMEOUT_MS (db/query-bounds.ts).
  '57014',
  QUERY_TIMEOUT,
]);

/**
 * The database is down, restarting, out of connections or too slow to answer: the request may succeed if tried again
 * shortly, so it is answered 503, not 500. Walks the causes, as drizzle wraps the driver's error in its own.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  }
  return false;
}
