import { isUuid } from '@mesto/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { eventLists, organisations, places } from '../db/schema.ts';

// A place, an organisation or an event list as an address names it (its id or its code): the one lookup their own
// routes, the calendar feeds, the cards and the statistics share; and the organisations and places a page of rows
// refers to, as lists show them.

/** The place with this id or code. */
export async function findPlace(db: Database, key: string): Promise<typeof places.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(places)
    .where(or(isUuid(key) ? eq(places.id, key) : undefined, eq(places.code, key)))
    .limit(1);
  return row;
}

/** The organisation with this id or code. */
export async function findOrganisation(
  db: Database,
  key: string,
): Promise<typeof organisations.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(or(isUuid(key) ? eq(organisations.id, key) : undefined, eq(organisations.code, key)))
    .limit(1);
  return row;
}

/** The event list with this id or code. */
export async function findEventList(db: Database, key: string): Promise<typeof eventLists.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(eventLists)
    .where(or(isUuid(key) ? eq(eventLists.id, key) : undefined, eq(eventLists.code, key)))
    .limit(1);
  return row;
}

/** A related organisation or place as lists show it. */
export type Ref = { id: string; code: string; name: string };

/** The organisations of a page of rows by id, in one query (none for no ids). */
export async function organisationRefs(db: Database, ids: readonly (string | null)[]): Promise<Map<string, Ref>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: organisations.id, code: organisations.code, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The places of a page of rows by id, in one query (none for no ids). */
export async function placeRefs(db: Database, ids: readonly (string | null)[]): Promise<Map<string, Ref>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: places.id, code: places.code, name: places.name })
    .from(places)
    .where(inArray(places.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
