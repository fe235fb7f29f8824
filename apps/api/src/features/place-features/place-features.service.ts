import { isUuid } from '@mesto/domain';
import { arrayOverlaps, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { eventOccurrences, events, features, places, users } from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import type { Uses } from './place-features.schemas.ts';

export type FeatureRow = typeof features.$inferSelect;

type ReferringTable = typeof places | typeof events | typeof eventOccurrences | typeof users;

/**
 * Every column that refers to features, so delete and replace can never miss one. Occurrences carry a copy of their
 * event's features for list filters: they move along but are not counted twice.
 */
const references: Array<{ table: ReferringTable; column: AnyPgColumn; key: keyof Uses | null }> = [
  { table: places, column: places.featureIds, key: 'places' },
  { table: events, column: events.featureIds, key: 'events' },
  { table: eventOccurrences, column: eventOccurrences.featureIds, key: null },
  { table: users, column: users.favoriteFeatureIds, key: 'favourites' },
];
export const noUses = (): Uses => ({ places: 0, events: 0, favourites: 0 });

export async function usesOf(db: Database, ids: string[]) {
  const uses = new Map<string, Uses>(ids.map((id) => [id, noUses()]));
  if (ids.length === 0) return uses;
  for (const reference of references) {
    const key = reference.key;
    if (key === null) continue;
    const counted = await db
      .select({ id: sql<string>`f.id`, count: sql<number>`count(*)::int` })
      .from(sql`${reference.table}, unnest(${reference.column}) as f(id)`)
      .where(arrayOverlaps(reference.column, ids))
      .groupBy(sql`f.id`);
    for (const row of counted) {
      const entry = uses.get(row.id);
      if (entry) entry[key] = row.count;
    }
  }
  return uses;
}

export async function findFeature(db: Database, key: string) {
  if (!isUuid(key)) return undefined;
  const [row] = await db.select().from(features).where(eq(features.id, key)).limit(1);
  return row;
}

/**
 * Moves every reference of one feature to another and removes the first, in one transaction; answers how many
 * places, events and favourites moved. Either feature missing is a 400 naming it.
 */
export async function replaceFeature(db: Database, oldId: string, newId: string): Promise<Uses> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [old, replacement] = await Promise.all([findFeature(tx, oldId), findFeature(tx, newId)]);
    if (!old) throw fieldError('_oldFeature', messages.users.unknownFeature, 'FEATURE_NOT_FOUND');
    if (!replacement) throw fieldError('_newFeature', messages.users.unknownFeature, 'FEATURE_NOT_FOUND');
    const counts = noUses();
    for (const reference of references) {
      // Replace in place, keeping the order and dropping the duplicate when the item had both features.
      const updated = await tx.execute(sql`
            update ${reference.table}
            set ${sql.identifier(reference.column.name)} = array(
              select f.id from unnest(array_replace(${reference.column}, ${oldId}::uuid, ${newId}::uuid))
                with ordinality as f(id, n)
              group by f.id order by min(f.n))
            where ${oldId}::uuid = any(${reference.column})`);
      if (reference.key)
        counts[reference.key] = Number(
          (updated as { count?: number; affectedRows?: number }).count ??
            (updated as { affectedRows?: number }).affectedRows ??
            0,
        );
    }
    await tx.delete(features).where(eq(features.id, oldId));
    return counts;
  });
}

/** One feature with its uses, as the list shows it. */
export async function featureWithUses(db: Database, id: string) {
  const feature = (await findFeature(db, id)) as FeatureRow;
  const uses = (await usesOf(db, [id])).get(id) ?? noUses();
  return { feature, uses };
}
