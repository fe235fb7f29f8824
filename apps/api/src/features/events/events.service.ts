import { DEFAULT_TIME_ZONE, expandSeries, localStartOf, PARTS_OF_DAY, slotOfMinute, type Weekday } from '@mesto/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta, eventLists, eventOccurrences, type events, places } from '../../db/schema.ts';

export type EventRow = typeof events.$inferSelect;
export type OccurrenceRow = typeof eventOccurrences.$inferSelect;
type PlaceLocation = { latitude: number | null; longitude: number | null; timeZone: string };

/** The occurrence rows of an event: its dates, and the copies of the columns list filters read. */
export function occurrencesOf(event: EventRow, place: PlaceLocation | null): (typeof eventOccurrences.$inferInsert)[] {
  const series = expandSeries({
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    weekdays: event.repeatWeekdays as Weekday[],
    until: event.repeatUntil,
  });
  return series.map((occurrence) => {
    const local = localStartOf(occurrence.startsAt, event.timeZone);
    return {
      eventId: event.id,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      startMinute: local.minute,
      weekday: local.isoWeekday,
      dayPart: PARTS_OF_DAY.indexOf(slotOfMinute(local.minute)),
      placeId: event.placeId,
      organisationId: event.organisationId,
      eventListId: event.eventListId,
      status: event.status,
      tags: event.tags,
      featureIds: event.featureIds,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
    };
  });
}

/** Writes the occurrences of events anew (after a save, or for the demo data), in batches. */
export async function replaceOccurrences(db: Database, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const placeIds = [...new Set(rows.flatMap((row) => (row.placeId ? [row.placeId] : [])))];
  const locations = placeIds.length
    ? await db
        .select({ id: places.id, latitude: places.latitude, longitude: places.longitude, timeZone: places.timeZone })
        .from(places)
        .where(inArray(places.id, placeIds))
    : [];
  const byId = new Map(locations.map((location) => [location.id, location]));
  await db.delete(eventOccurrences).where(
    inArray(
      eventOccurrences.eventId,
      rows.map((row) => row.id),
    ),
  );
  const all = rows.flatMap((row) => occurrencesOf(row, row.placeId ? (byId.get(row.placeId) ?? null) : null));
  for (let start = 0; start < all.length; start += 1000) {
    await db.insert(eventOccurrences).values(all.slice(start, start + 1000));
  }
  await recordLongestOccurrence(db, all);
}

const LONGEST_OCCURRENCE = 'longest_occurrence_minutes';

/**
 * Keeps the longest stored occurrence's length (in minutes; it only grows). Lists of what is not over yet start
 * their index range that long before now instead of EVENT_MAX_DURATION_DAYS before, so they do not read the
 * occurrences of the last fortnight that have ended when every event lasts a few hours.
 */
async function recordLongestOccurrence(db: Database, rows: { startsAt: Date; endsAt?: Date | null }[]) {
  const longest = Math.max(
    0,
    ...rows.map((row) => (row.endsAt ? Math.ceil((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000) : 0)),
  );
  if (longest === 0) return;
  await db.execute(sql`insert into ${appMeta} (key, value) values (${LONGEST_OCCURRENCE}, to_jsonb(${longest}::int))
    on conflict (key) do update set value = to_jsonb(greatest((${appMeta.value} #>> '{}')::int, ${longest}::int)),
      updated_at = now()
    where (${appMeta.value} #>> '{}')::int < ${longest}::int`);
}

/** SQL: how far back an occurrence that is not over yet may have started (the longest stored one's length). */
export function ongoingLookback(): SQL {
  return sql`make_interval(mins => coalesce((select (${appMeta.value} #>> '{}')::int from ${appMeta} where ${appMeta.key} = ${LONGEST_OCCURRENCE}), 0))`;
}

/** The time zone an event's local time is read in: its place's, else the default. */
export async function timeZoneFor(db: Database, placeId: string | null | undefined): Promise<string> {
  if (!placeId) return DEFAULT_TIME_ZONE;
  const [place] = await db.select({ timeZone: places.timeZone }).from(places).where(eq(places.id, placeId));
  return place?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The organisation an event belongs to: the one given, else its place's, else its event list's. */
export async function owningOrganisation(
  db: Database,
  values: { organisationId?: string | null; placeId?: string | null; eventListId?: string | null },
): Promise<string | null> {
  if (values.organisationId) return values.organisationId;
  if (values.placeId) {
    const [place] = await db.select({ id: places.organisationId }).from(places).where(eq(places.id, values.placeId));
    if (place?.id) return place.id;
  }
  if (values.eventListId) {
    const [list] = await db
      .select({ id: eventLists.organisationId })
      .from(eventLists)
      .where(eq(eventLists.id, values.eventListId));
    if (list?.id) return list.id;
  }
  return null;
}
