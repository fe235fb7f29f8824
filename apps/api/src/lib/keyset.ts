import { isUuid } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from './errors.ts';
import { messages } from './messages.ts';

// Keyset pagination over any sort a list offers: the cursor carries the sort's name, the values of its keys in the
// last row and that row's id. Stable under inserts, and every page is one index range scan when an index matches.

export type SortKeyKind = 'timestamp' | 'number' | 'text';

export type SortKey = {
  /** A column or an expression; it must never be NULL (wrap nullable columns in coalesce). */
  expression: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
  kind: SortKeyKind;
};

/** One way of ordering a list, e.g. by start time or by distance from a point. */
export type Sort = { keys: SortKey[] };

export type CursorValue = string | number;
type Cursor = { sort: string; values: CursorValue[]; id: string };

// PostgreSQL's timestamptz accepts years 4713 BC to 294276 AD, JavaScript dates far more; a cursor is only ever
// made by the API, so anything outside the years a real row can have is a forged or broken cursor.
const MIN_CURSOR_TIME = Date.UTC(1900, 0, 1);
const MAX_CURSOR_TIME = Date.UTC(9999, 11, 31);

export function encodeCursor(sort: string, values: CursorValue[], id: string): string {
  return Buffer.from(JSON.stringify([sort, values, id])).toString('base64url');
}

function badCursor(): never {
  throw fieldError('cursor', messages.errors.badCursor, 'BAD_CURSOR');
}

function checkValue(value: unknown, kind: SortKeyKind): CursorValue {
  if (kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) badCursor();
    return value;
  }
  if (typeof value !== 'string' || value.length > 300 || value.includes('\u0000')) badCursor();
  if (kind === 'timestamp') {
    const time = Date.parse(value);
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)) badCursor();
    if (Number.isNaN(time) || time < MIN_CURSOR_TIME || time > MAX_CURSOR_TIME) badCursor();
  }
  return value;
}

/** Reads a cursor made for `sortName`; anything else (another sort, forged values) is a 400 naming `cursor`. */
export function decodeCursor(cursor: string, sortName: string, sort: Sort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) badCursor();
  const [name, values, id] = parsed as [unknown, unknown, unknown];
  if (name !== sortName || typeof id !== 'string' || !isUuid(id)) badCursor();
  if (!Array.isArray(values) || values.length !== sort.keys.length) badCursor();
  return {
    sort: sortName,
    values: sort.keys.map((key, index) => checkValue(values[index], key.kind)),
    id,
  };
}

const typed = (value: CursorValue, kind: SortKeyKind): SQL =>
  kind === 'timestamp'
    ? sql`${value}::timestamptz`
    : kind === 'number'
      ? sql`${value}::double precision`
      : sql`${value}::text`;

/**
 * The condition for rows after the cursor. When every key runs the same way it is one row comparison, which an
 * index on (keys…, id) answers with a range scan; mixed directions spell the lexicographic order out.
 */
export function afterCursor(
  idColumn: AnyPgColumn,
  sortName: string,
  sort: Sort,
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const { values, id } = decodeCursor(cursor, sortName, sort);
  const keys = [
    ...sort.keys.map((key, index) => ({ ...key, value: typed(values[index] as CursorValue, key.kind) })),
    { expression: idColumn, direction: sort.keys.at(-1)?.direction ?? 'desc', value: sql`${id}::uuid` },
  ];
  const direction = keys[0]?.direction;
  if (keys.every((key) => key.direction === direction)) {
    const left = sql.join(
      keys.map((key) => sql`${key.expression}`),
      sql`, `,
    );
    const right = sql.join(
      keys.map((key) => key.value),
      sql`, `,
    );
    return direction === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const branches = keys.map((key, index) => {
    const equalBefore = keys.slice(0, index).map((earlier) => sql`${earlier.expression} = ${earlier.value}`);
    const beyond =
      key.direction === 'desc' ? sql`${key.expression} < ${key.value}` : sql`${key.expression} > ${key.value}`;
    return sql.join([...equalBefore, beyond], sql` and `);
  });
  return sql`(${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` or `,
  )})`;
}

/** ORDER BY for a sort, the id last so that equal keys still have one order. */
export function orderBy(idColumn: AnyPgColumn, sort: Sort): SQL[] {
  const last = sort.keys.at(-1)?.direction ?? 'desc';
  return [
    ...sort.keys.map((key) => (key.direction === 'desc' ? sql`${key.expression} desc` : sql`${key.expression} asc`)),
    last === 'desc' ? sql`${idColumn} desc` : sql`${idColumn} asc`,
  ];
}

const EXACT_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/**
 * SQL: a timestamp as UTC text with its microseconds, for a cursor. PostgreSQL keeps microseconds and JavaScript
 * dates only milliseconds: a cursor cut to milliseconds would skip the rows of the next page written within the
 * same millisecond as the last row of this one.
 */
export function exactTime(expression: AnyPgColumn | SQL): SQL {
  return sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** A sort key's value as the cursor stores it. */
export function cursorValue(value: unknown, kind: SortKeyKind): CursorValue {
  if (kind === 'timestamp') {
    if (typeof value === 'string' && EXACT_TIME.test(value)) return value;
    return (value instanceof Date ? value : new Date(String(value))).toISOString();
  }
  if (kind === 'number') return Number(value);
  return String(value);
}

/** Takes `limit + 1` rows and returns one page with the cursor of its last row, if more follow. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => string,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return { items: pageRows.map(toItem), nextCursor: hasMore && last ? cursorOf(last) : null };
}
