import { PlaceSummary, summarisePlace, type TextIntelligence } from '@mesto/text-intelligence';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, opinions, places } from '../../db/schema.ts';
import { analyseAndStore } from '../../lib/opinion-analysis.ts';
import { writtenOnce } from '../../lib/serializer.ts';
import { opinionsSeenByAnyone } from '../../lib/visibility.ts';

export type PlaceRow = typeof places.$inferSelect;

/**
 * Open at an instant by each place's own clock, in SQL: today's intervals, or last night's that run past midnight.
 * The same rule as `isOpenAt` of @mesto/domain, which the apps use.
 */
export function openAt(at: Date): SQL {
  const local = sql`(${at.toISOString()}::timestamptz at time zone ${places.timeZone})`;
  const minute = sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))::int`;
  const today = sql`upper(to_char(${local}, 'FMDay'))`;
  const yesterday = sql`upper(to_char(${local} - interval '1 day', 'FMDay'))`;
  return sql`exists (
    select 1 from jsonb_to_recordset(${places.schedule}) as i(weekday text, "from" int, "to" int)
    where (i.weekday = ${today} and ${minute} >= i."from" and (i."to" < i."from" or ${minute} < i."to"))
       or (i.weekday = ${yesterday} and i."to" < i."from" and ${minute} < i."to"))`;
}

/**
 * Recomputes a place's derived figures in one statement: rating and opinion count, how many opinions carry each tag,
 * and the number of upcoming published events.
 */
export async function processPlace(db: Database, placeId: string): Promise<PlaceRow | undefined> {
  // Public figures come from what anyone can see, so the count is the length of the list a stranger gets: PUBLIC
  // opinions (a FRIENDS or PRIVATE one would give away a rating its reader may not open; a note is its author's
  // alone), none held by the brakes, hidden or deleted by a moderator.
  const counted = sql`${opinions.placeId} = ${placeId} and ${opinionsSeenByAnyone}`;
  const [row] = await db
    .update(places)
    .set({
      rating: sql`(select avg(${opinions.rating})::float8 from ${opinions} where ${counted})`,
      opinionCount: sql`(select count(*)::int from ${opinions} where ${counted})`,
      opinionTagCounts: sql`(select coalesce(jsonb_object_agg(tag, n), '{}'::jsonb) from (
        select unnest(${opinions.tags}) as tag, count(*)::int as n from ${opinions} where ${counted} group by 1) as t)`,
      upcomingEventCount: sql`(select count(*)::int from ${events}
        where ${events.placeId} = ${placeId} and ${events.startsAt} > now() and ${events.status} = 'PUBLISHED')`,
      processedAt: new Date(),
    })
    .where(eq(places.id, placeId))
    .returning();
  return row;
}

/**
 * The summary a place shows, from what is kept on it: none before any opinion is analysed, and none from a summary
 * kept in an older shape (before aspects needed MIN_ASPECT_MENTIONS opinions and counted neutral ones apart), which
 * would judge a place from one opinion; the next processing or opinion about the place computes it again.
 */
export function shownSummary(stored: unknown): PlaceSummary | null {
  const known = stored !== null && typeof stored === 'object' ? shownOfRead.get(stored) : undefined;
  if (known !== undefined) return known;
  const parsed = PlaceSummary.safeParse(stored);
  return parsed.success && parsed.data.analysed > 0 ? parsed.data : null;
}

// A summary is most of a place's answer, and it changes only when the place's opinions are processed: the pages of
// the list people open read the same texts again and again. Each text is parsed and checked once, and what it shows
// written to JSON once (lib/serializer.ts); parsing, checking and writing them on every request were a fifth of a
// list request under load. A text read is compared with the one its place had (not looked up by itself, which would
// hash all of it first).

/** The summary text last read of each place, and what it holds, the most recently read last. */
const summariesRead = new Map<string, { text: string; stored: object }>();
/** What each of them shows (null: nothing). */
const shownOfRead = new WeakMap<object, PlaceSummary | null>();
/** A few hundred places' summaries: some 20 kB each as text, values and JSON. */
const SUMMARIES_KEPT = 256;

/** A place's stored summary from its text, as the list reads it (`opinion_summary::text`). */
export function summaryFromText(text: unknown, placeId: unknown): unknown {
  if (typeof text !== 'string') return text;
  const key = String(placeId);
  const known = summariesRead.get(key);
  if (known !== undefined && known.text === text) {
    summariesRead.delete(key);
    summariesRead.set(key, known);
    return known.stored;
  }
  const stored: unknown = JSON.parse(text);
  if (stored === null || typeof stored !== 'object') return stored;
  const shown = shownSummary(stored);
  shownOfRead.set(stored, shown && writtenOnce(shown));
  Object.freeze(stored);
  if (known === undefined && summariesRead.size >= SUMMARIES_KEPT) {
    summariesRead.delete(summariesRead.keys().next().value as string);
  }
  summariesRead.set(key, { text, stored });
  return stored;
}

/** Opinions one processing reads with the provider, at most; the rest wait for the next processing. */
const ANALYSES_PER_PROCESSING = 200;

/**
 * Recomputes what people say about a place from its public opinions with text (only those: the summary quotes them
 * on the public page) and keeps it on the place. With a provider, opinions not read yet are read first; without one,
 * the summary is rebuilt from the analyses already kept (after an opinion is written or deleted).
 */
export async function summariseOpinions(
  db: Database,
  placeId: string,
  intelligence?: TextIntelligence,
): Promise<PlaceSummary> {
  const rows = await db
    .select({ id: opinions.id, text: opinions.text, rating: opinions.rating, analysis: opinions.analysis })
    .from(opinions)
    .where(and(eq(opinions.placeId, placeId), opinionsSeenByAnyone, ne(opinions.text, '')))
    .orderBy(asc(opinions.createdAt));
  if (intelligence) {
    let budget = ANALYSES_PER_PROCESSING;
    for (const row of rows) {
      if (row.analysis || budget-- <= 0) continue;
      row.analysis = await analyseAndStore(db, intelligence, row);
    }
  }
  const summary = summarisePlace(rows.map((row) => ({ id: row.id, text: row.text, analysis: row.analysis })));
  await db.update(places).set({ opinionSummary: summary }).where(eq(places.id, placeId));
  return summary;
}
