import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from './errors.ts';
import { messages } from './messages.ts';

// Keyset pagination over (timestamp, id): stable under inserts, and every page costs one index range scan.

type Cursor = { at: string; id: string };

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    if (typeof at !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(at))) throw new Error();
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error();
    return { at, id };
  } catch {
    throw fieldError('cursor', messages.errors.badCursor, 'BAD_CURSOR');
  }
}

/** The condition for rows after the cursor, in the given direction of (at, id). */
export function afterCursor(
  atColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  cursor: string | undefined,
  direction: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const { at, id } = decodeCursor(cursor);
  return direction === 'desc'
    ? sql`(${atColumn}, ${idColumn}) < (${at}::timestamptz, ${id}::uuid)`
    : sql`(${atColumn}, ${idColumn}) > (${at}::timestamptz, ${id}::uuid)`;
}

/** Takes `limit + 1` rows and returns one page with the cursor of its last row, if more follow. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => { at: Date; id: string },
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  const key = hasMore && last ? keyOf(last) : null;
  return { items: pageRows.map(toItem), nextCursor: key ? encodeCursor(key.at, key.id) : null };
}
