import { defaultVisibilityOf, isRoot, isUuid, type Visibility } from '@mesto/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { places, userVisits } from '../../db/schema.ts';
import { mayEditFor, memberOf } from '../../lib/membership.ts';
import { userSummaries } from '../../lib/user-card.ts';
import { visibleTo } from '../../lib/visibility.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { UserVisit } from './visit.schemas.ts';

const v = userVisits;

export type VisitRow = typeof userVisits.$inferSelect;
export type PlaceRow = { id: string; code: string; name: string; timeZone: string };

/** An instant as an SQL parameter: "now" always comes from the clock, never from the database. */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** SQL: the visit is active at that instant. */
export const activeAt = (now: Date): SQL => sql`(${v.closedAt} is null and ${v.expiresAt} > ${at(now)})`;

export const isActive = (row: VisitRow, now: Date) => row.closedAt === null && row.expiresAt.getTime() > now.getTime();

/**
 * SQL: visits this viewer may see. Whose check-in it is decides (lib/visibility.ts: PUBLIC, FRIENDS = mutual
 * followers, PRIVATE and NOTES = the person alone, as a visit is shared with nobody; ROOT sees all but NOTES), and the
 * place must be one the viewer may see (a draft shows only to its team).
 */
export function visitsVisibleTo(viewer: Viewer | null): SQL | undefined {
  return and(
    visibleTo(viewer, { author: v.userId, visibility: v.visibility }),
    isRoot(viewer)
      ? undefined
      : sql`${v.placeId} in (select ${places.id} from ${places} where ${places.status} = 'PUBLISHED' or ${memberOf(viewer, places.organisationId)})`,
  );
}

/** A place by id or code, if the viewer may see it (published, or a draft of the viewer's organisation). */
export async function findVisiblePlace(
  db: Database,
  viewer: Viewer | null,
  key: string,
): Promise<PlaceRow | undefined> {
  const [place] = await db
    .select({
      id: places.id,
      code: places.code,
      name: places.name,
      timeZone: places.timeZone,
      status: places.status,
      organisationId: places.organisationId,
    })
    .from(places)
    .where(or(isUuid(key) ? eq(places.id, key) : undefined, eq(places.code, key)))
    .limit(1);
  if (!place) return undefined;
  if (place.status !== 'PUBLISHED' && !(await mayEditFor(db, viewer, place.organisationId))) return undefined;
  return { id: place.id, code: place.code, name: place.name, timeZone: place.timeZone };
}

/** The visibility a user's check-ins get unless they choose: their `defaultVisibility` setting, else PUBLIC. */
export function defaultVisibility(settings: Record<string, unknown> | undefined): Visibility {
  return defaultVisibilityOf(settings, 'visits');
}

/** The items of a page of visits: their people and places in one query each. */
export async function toVisitItems(db: Database, rows: VisitRow[], now: Date): Promise<z.output<typeof UserVisit>[]> {
  const placeIds = [...new Set(rows.map((row) => row.placeId))];
  const [people, placeRows] = await Promise.all([
    userSummaries(
      db,
      rows.map((row) => row.userId),
    ),
    placeIds.length
      ? db
          .select({ id: places.id, code: places.code, name: places.name })
          .from(places)
          .where(inArray(places.id, placeIds))
      : [],
  ]);
  const placeById = new Map(placeRows.map((row) => [row.id, row]));
  return rows.flatMap((row) => {
    const user = people.get(row.userId);
    const place = placeById.get(row.placeId);
    // Deleted between the queries: the visit went with them (cascade).
    if (!user || !place) return [];
    return [
      {
        id: row.id,
        user,
        place,
        startedAt: row.startedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
        active: isActive(row, now),
        visibility: row.visibility,
      },
    ];
  });
}

export async function toVisitItem(db: Database, row: VisitRow, now: Date) {
  const [item] = await toVisitItems(db, [row], now);
  if (!item) throw new Error('A visit just written has no user or place');
  return item;
}

const DAY_COUNT = 30;
const HOUR_DAYS = 90;

/**
 * The figures of a place. Every check-in counts, whatever its visibility: they are totals that name nobody, and the
 * here-now figure hides small numbers (below HERE_NOW_MIN_SHOWN) so that one person's presence cannot be read from it.
 */
export async function placeFigures(db: Database, place: PlaceRow, now: Date) {
  const tz = place.timeZone;
  const local = (column: SQL | typeof v.startedAt) => sql`(${column} at time zone ${tz})`;
  const today = sql`(${at(now)} at time zone ${tz})::date`;
  const [hereNow, perDay, perHour] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(v)
      .where(and(eq(v.placeId, place.id), activeAt(now))),
    db.execute(sql`
      select to_char(days.day, 'YYYY-MM-DD') as "date", count(${v.id})::int as "visits"
      from generate_series((${today} - ${DAY_COUNT - 1}::int)::timestamp, ${today}::timestamp, interval '1 day') as days(day)
      left join ${v} on ${v.placeId} = ${place.id}
        and ${v.startedAt} > ${at(now)} - ${DAY_COUNT + 1}::int * interval '1 day'
        and ${v.startedAt} <= ${at(now)}
        and ${local(v.startedAt)}::date = days.day::date
      group by days.day
      order by days.day`),
    db.execute(sql`
      select extract(isodow from ${local(v.startedAt)})::int as "weekday",
        extract(hour from ${local(v.startedAt)})::int as "hour",
        count(*)::int as "visits"
      from ${v}
      where ${v.placeId} = ${place.id}
        and ${v.startedAt} > ${at(now)} - ${HOUR_DAYS}::int * interval '1 day'
        and ${v.startedAt} <= ${at(now)}
      group by 1, 2`),
  ]);
  const hours = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const row of rowsOf(perHour)) {
    const day = hours[Number(row.weekday) - 1];
    if (day) day[Number(row.hour)] = Number(row.visits);
  }
  return {
    hereNow: Number(hereNow[0]?.count ?? 0),
    perDay: rowsOf(perDay).map((row) => ({ date: String(row.date), visits: Number(row.visits) })),
    perHour: hours,
  };
}

/** A person's figures over the visits this viewer may see. */
export async function userFigures(db: Database, viewer: Viewer | null, userId: string) {
  const visible = and(eq(v.userId, userId), visitsVisibleTo(viewer));
  const [totals, favourites] = await Promise.all([
    db
      .select({
        visits: sql<number>`count(*)::int`,
        distinctPlaces: sql<number>`count(distinct ${v.placeId})::int`,
      })
      .from(v)
      .where(visible),
    db
      .select({ placeId: v.placeId, visits: sql<number>`count(*)::int` })
      .from(v)
      .where(visible)
      .groupBy(v.placeId)
      .orderBy(sql`count(*) desc`, sql`max(${v.startedAt}) desc`, v.placeId)
      .limit(5),
  ]);
  const placeRows = favourites.length
    ? await db
        .select({ id: places.id, code: places.code, name: places.name })
        .from(places)
        .where(
          inArray(
            places.id,
            favourites.map((row) => row.placeId),
          ),
        )
    : [];
  const placeById = new Map(placeRows.map((row) => [row.id, row]));
  return {
    visits: Number(totals[0]?.visits ?? 0),
    distinctPlaces: Number(totals[0]?.distinctPlaces ?? 0),
    favouritePlaces: favourites.flatMap((row) => {
      const place = placeById.get(row.placeId);
      return place ? [{ place, visits: Number(row.visits) }] : [];
    }),
  };
}
