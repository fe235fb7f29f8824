import {
  defaultVisibilityOf,
  isRoot,
  isUuid,
  VISIT_DEFAULT_MINUTES,
  VISIT_EXTEND_MINUTES,
  VISIT_MAX_MINUTES,
  type Visibility,
} from '@mesto/domain';
import { and, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { places, users, userVisits } from '../../db/schema.ts';
import { ApiError, conflict, fieldError } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { afterCursor, cursorValue, encodeCursor, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import { mayEditFor, memberOf } from '../../lib/membership.ts';
import { findUser, userSummaries } from '../../lib/user-card.ts';
import { visibleTo } from '../../lib/visibility.ts';
import { clock } from '../../lib/visits-clock.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { UserVisit, VisitListQuery } from './visit.schemas.ts';
import { visitMessages } from './visits.messages.ts';

// Check-ins at places (user_visits). A visit is active while it is not closed and its expiry is ahead of now: that is
// read from the data by every query, so nothing has to run to end a visit. One person has at most one active visit:
// their writes take a lock on their own user row, so parallel check-ins, extensions and closes run one after another.

const v = userVisits;
const SORT_NAME = 'newest';
const newest: Sort = { keys: [{ expression: v.startedAt, direction: 'desc', kind: 'timestamp' }] };
const MINUTE = 60_000;

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

const transaction = <T>(db: Database, step: (tx: Database) => Promise<T>) =>
  db.transaction((tx) => step(tx as unknown as Database));

const notYours = () =>
  new ApiError(403, visitMessages.notYourVisit, 'NOT_YOUR_VISIT', { visitId: visitMessages.notYourVisit });

/** Serialises one person's check-in writes, and reads their settings while at it. */
async function lockUser(tx: Database, userId: string) {
  const [row] = await tx
    .select({ specificSettings: users.specificSettings })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The caller's visit named by id, or their active one; a missing one is a 400 naming `visitId`. */
async function visitToChange(tx: Database, viewer: Viewer, visitId: string | undefined, now: Date) {
  if (visitId !== undefined) {
    const [row] = await tx.select().from(v).where(eq(v.id, visitId)).for('update');
    if (!row) throw fieldError('visitId', visitMessages.visitNotFound, 'VISIT_NOT_FOUND');
    if (row.userId !== viewer.id) throw notYours();
    return row;
  }
  return activeVisitOf(tx, viewer.id, now);
}

/** A person's active visit at that instant, if any. */
export async function activeVisitOf(db: Database, userId: string, now: Date): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(v)
    .where(and(eq(v.userId, userId), activeAt(now)))
    .orderBy(desc(v.startedAt))
    .limit(1);
  return row;
}

/**
 * Checks the viewer in at a place for VISIT_DEFAULT_MINUTES, closing their active visit elsewhere. Checking in again
 * at the place of the active visit keeps that visit (its times stay; a visibility chosen is applied).
 */
export async function checkIn(db: Database, viewer: Viewer, place: PlaceRow, chosen: Visibility | undefined) {
  return transaction(db, async (tx) => {
    const me = await lockUser(tx, viewer.id);
    const now = clock.now();
    const current = await activeVisitOf(tx, viewer.id, now);
    if (current && current.placeId === place.id) {
      if (chosen === undefined || chosen === current.visibility) return toVisitItem(tx, current, now);
      const [updated] = await tx.update(v).set({ visibility: chosen }).where(eq(v.id, current.id)).returning();
      return toVisitItem(tx, updated as VisitRow, now);
    }
    // One active visit per person: checking in here ends the one elsewhere.
    await tx
      .update(v)
      .set({ closedAt: now })
      .where(and(eq(v.userId, viewer.id), activeAt(now)));
    const [created] = await tx
      .insert(v)
      .values({
        userId: viewer.id,
        placeId: place.id,
        startedAt: now,
        expiresAt: new Date(now.getTime() + VISIT_DEFAULT_MINUTES * MINUTE),
        visibility: chosen ?? defaultVisibility(me?.specificSettings),
      })
      .returning();
    return toVisitItem(tx, created as VisitRow, now);
  });
}

/**
 * Extends the viewer's visit (by id, else their active one) by VISIT_EXTEND_MINUTES, up to VISIT_MAX_MINUTES from
 * its start: the last extension is cut to the bound, at the bound it is a 400; an ended visit is a 409.
 */
export async function extendVisit(db: Database, viewer: Viewer, visitId: string | undefined) {
  return transaction(db, async (tx) => {
    await lockUser(tx, viewer.id);
    const now = clock.now();
    const visit = await visitToChange(tx, viewer, visitId, now);
    if (!visit) throw fieldError('visitId', visitMessages.noActiveVisit, 'NO_ACTIVE_VISIT');
    if (!isActive(visit, now)) throw conflict('visitId', visitMessages.visitEnded, 'VISIT_ENDED');
    const bound = visit.startedAt.getTime() + VISIT_MAX_MINUTES * MINUTE;
    if (visit.expiresAt.getTime() >= bound) {
      throw fieldError('visitId', visitMessages.atMaximum(VISIT_MAX_MINUTES / 60), 'VISIT_AT_MAXIMUM');
    }
    const expiresAt = new Date(Math.min(visit.expiresAt.getTime() + VISIT_EXTEND_MINUTES * MINUTE, bound));
    const [updated] = await tx.update(v).set({ expiresAt }).where(eq(v.id, visit.id)).returning();
    return toVisitItem(tx, updated as VisitRow, now);
  });
}

/** Ends the viewer's visit (by id, else their active one) now; an ended one, or none at all, is fine. */
export async function closeVisit(db: Database, viewer: Viewer, visitId: string | undefined) {
  return transaction(db, async (tx) => {
    await lockUser(tx, viewer.id);
    const now = clock.now();
    const visit = await visitToChange(tx, viewer, visitId, now);
    if (!visit) return { visit: null };
    if (!isActive(visit, now)) return { visit: await toVisitItem(tx, visit, now) };
    const [closed] = await tx.update(v).set({ closedAt: now }).where(eq(v.id, visit.id)).returning();
    return { visit: await toVisitItem(tx, closed as VisitRow, now) };
  });
}

/** One page of check-ins, newest first, each as its visibility allows this viewer. */
export async function visitsPage(
  db: Database,
  viewer: Viewer | null,
  query: z.output<typeof VisitListQuery>,
  now: Date,
) {
  // The cursor first: a forged one is the caller's 400 whatever else the query says.
  const after = afterCursor(v.id, SORT_NAME, newest, query.cursor);
  const conditions: (SQL | undefined)[] = [visitsVisibleTo(viewer), after];
  if (query.place !== undefined) {
    conditions.push(refersTo(v.placeId, query.place, { table: places, id: places.id, code: places.code }));
  }
  if (query.user !== undefined) {
    const user = await findUser(db, query.user);
    if (!user) return { items: [], nextCursor: null };
    conditions.push(eq(v.userId, user.id));
  }
  if (query.active !== undefined) conditions.push(query.active ? activeAt(now) : not(activeAt(now)));
  const rows = await db
    .select()
    .from(v)
    .where(and(...conditions))
    .orderBy(...orderBy(v.id, newest))
    .limit(query.limit + 1);
  const result = toPage(
    rows,
    query.limit,
    (row) => encodeCursor(SORT_NAME, [cursorValue(row.startedAt, 'timestamp')], row.id),
    (row) => row,
  );
  return { items: await toVisitItems(db, result.items, now), nextCursor: result.nextCursor };
}
