import { and, asc, count, eq, exists, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventLists, eventOccurrences, events, organisations, places } from '../../db/schema.ts';

// What search engines should know exists: the codes of published places, organisations, event lists and events
// still ahead, with when each last changed. They are read in pages of a stable order (by code, which has a unique
// index).

/** Entries of one sitemap page (the protocol allows 50,000; smaller pages answer faster and stay under 1 MB). */
export const SITEMAP_PAGE_SIZE = 10_000;

export const SITEMAP_KINDS = ['places', 'organisations', 'event-lists', 'events'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type Source = {
  table: typeof places | typeof organisations | typeof eventLists | typeof events;
  where: (now: Date) => ReturnType<typeof and>;
};

/** An event is worth a crawler's visit while one of its dates has not ended. */
function eventAhead(now: Date) {
  return and(
    eq(events.status, 'PUBLISHED'),
    exists(
      sql`(select 1 from ${eventOccurrences} where ${eventOccurrences.eventId} = ${events.id} and ${eventOccurrences.status} = 'PUBLISHED' and ${or(gt(eventOccurrences.endsAt, now), gt(eventOccurrences.startsAt, now))})`,
    ),
  );
}

const sources: Record<SitemapKind, Source> = {
  places: { table: places, where: () => eq(places.status, 'PUBLISHED') },
  organisations: { table: organisations, where: () => undefined },
  'event-lists': { table: eventLists, where: () => undefined },
  events: { table: events, where: eventAhead },
};

/** How many entries of one kind the sitemap has. */
export async function sitemapCount(db: Database, kind: SitemapKind, now: Date): Promise<number> {
  const { table, where } = sources[kind];
  const [row] = await db.select({ total: count() }).from(table).where(where(now));
  return row?.total ?? 0;
}

/** One page of entries of one kind, by code. */
export async function sitemapPage(db: Database, kind: SitemapKind, page: number, now: Date) {
  const { table, where } = sources[kind];
  const rows = await db
    .select({ code: table.code, updatedAt: table.updatedAt })
    .from(table)
    .where(where(now))
    .orderBy(asc(table.code))
    .limit(SITEMAP_PAGE_SIZE)
    .offset(page * SITEMAP_PAGE_SIZE);
  return rows.map((row) => ({ code: row.code, updatedAt: row.updatedAt.toISOString() }));
}
