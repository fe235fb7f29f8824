import { isUuid } from '@mesto/domain';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { eventLists, organisations, places } from '../db/schema.ts';

// A place, an organisation or an event list as an address names it (its id or its code): the one lookup their own
// routes, the calendar feeds, the cards and the statistics share.

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
