import { isUuid } from '@mesto/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * `column` refers to the item that `key` names, by id or by public code. An id compares directly (an index range);
 * a code is looked up in the referred table by its unique code.
 */
export function refersTo(
  column: AnyPgColumn,
  key: string,
  target: { table: PgTable; id: AnyPgColumn; code: AnyPgColumn },
): SQL {
  if (isUuid(key)) return eq(column, key);
  return sql`${column} = (select ${target.id} from ${target.table} where ${target.code} = ${key})`;
}
