import {
  checkEventTiming,
  DEFAULT_TIME_ZONE,
  expandSeries,
  localStartOf,
  PARTS_OF_DAY,
  slotOfMinute,
  type Weekday,
} from '@mesto/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appMeta, eventLists, eventOccurrences, events, features, places } from '../../db/schema.ts';
import { generateCode } from '../../lib/codes.ts';
import { fieldError } from '../../lib/errors.ts';
import { assertOwnFiles } from '../../lib/file-refs.ts';
import { mayEditFor } from '../../lib/membership.ts';
import { messages } from '../../lib/messages.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventFields } from './event.schemas.ts';

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

/** The fields of an event as its editor (or a published announcement) sends them: only those that change. */
export type EventValues = Partial<z.output<typeof EventFields>>;

/**
 * Who writes an event: a person writes for their own organisations only; ROOT, and an announcement manager
 * publishing what a venue announced, write for any organisation.
 */
export type EventAuthor = { viewer: Viewer; anyOrganisation: boolean };

/**
 * The organisation the editor names for an event: the one sent; else none when the place or list changes (the new
 * one's organisation follows); else the event's own.
 */
function ownerGiven(values: EventValues, event: EventRow | null): string | null {
  if (values.organisationId !== undefined) return values.organisationId;
  if (values.placeId !== undefined || values.eventListId !== undefined) return null;
  return event?.organisationId ?? null;
}

/**
 * The checks of an event's fields that need the database: timing, the place, list and features exist, the owning
 * organisation is one the author may write for, the cover is the author's. Throws a 400 naming the field.
 */
export async function checkEventValues(
  db: Database,
  { viewer, anyOrganisation }: EventAuthor,
  values: EventValues,
  event: EventRow | null,
): Promise<void> {
  const merged = {
    startsAt: values.startsAt ? new Date(values.startsAt) : (event?.startsAt ?? null),
    endsAt: values.endsAt !== undefined ? (values.endsAt ? new Date(values.endsAt) : null) : (event?.endsAt ?? null),
    repeatWeekdays: values.repeatWeekdays ?? event?.repeatWeekdays ?? [],
    repeatUntil:
      values.repeatUntil !== undefined
        ? values.repeatUntil
          ? new Date(values.repeatUntil)
          : null
        : (event?.repeatUntil ?? null),
    placeId: values.placeId !== undefined ? values.placeId : (event?.placeId ?? null),
    eventListId: values.eventListId !== undefined ? values.eventListId : (event?.eventListId ?? null),
    organisationId: ownerGiven(values, event),
  };
  const [timing] = checkEventTiming(merged);
  if (timing) throw fieldError(timing.field, timing.message, timing.code);
  if (values.placeId) {
    const [place] = await db
      .select({ id: places.id, organisationId: places.organisationId })
      .from(places)
      .where(eq(places.id, values.placeId));
    if (!place) throw fieldError('placeId', messages.catalogue.placeNotFound, 'PLACE_NOT_FOUND');
    // Another organisation's venue is not one's to fill, whichever organisation the event names as its own.
    if (
      place.organisationId &&
      !anyOrganisation &&
      place.organisationId !== event?.organisationId &&
      !(await mayEditFor(db, viewer, place.organisationId))
    ) {
      throw fieldError('placeId', messages.catalogue.notYourOrganisation, 'NOT_YOUR_ORGANISATION');
    }
  }
  if (values.eventListId) {
    const [list] = await db.select({ id: eventLists.id }).from(eventLists).where(eq(eventLists.id, values.eventListId));
    if (!list) throw fieldError('eventListId', messages.catalogue.eventListNotFound, 'EVENT_LIST_NOT_FOUND');
  }
  const organisationId = await owningOrganisation(db, merged);
  if (!organisationId && !anyOrganisation) {
    throw fieldError('placeId', messages.catalogue.choosePlace, 'PLACE_REQUIRED');
  }
  if (
    organisationId &&
    !anyOrganisation &&
    organisationId !== event?.organisationId &&
    !(await mayEditFor(db, viewer, organisationId))
  ) {
    const field = values.organisationId ? 'organisationId' : values.placeId ? 'placeId' : 'eventListId';
    throw fieldError(field, messages.catalogue.notYourOrganisation, 'NOT_YOUR_ORGANISATION');
  }
  if (values.featureIds?.length) {
    const known = await db.select({ id: features.id }).from(features).where(inArray(features.id, values.featureIds));
    const ids = new Set(known.map((row) => row.id));
    const missing = values.featureIds.findIndex((id) => !ids.has(id));
    if (missing >= 0) throw fieldError(`featureIds.${missing}`, messages.catalogue.unknownFeature, 'FEATURE_NOT_FOUND');
  }
  if (values.coverFileId) {
    await assertOwnFiles(db, viewer, [{ path: 'coverFileId', id: values.coverFileId }], [event?.coverFileId ?? null]);
  }
}

/**
 * What follows an event's publishing: its followers hear of it. Given at composition (app.ts, notifications'
 * producer), so events does not import notifications.
 */
export type EventPublished = (db: Database, event: EventRow) => Promise<void>;

/** Inserts an event (checked by `checkEventValues`) and writes its occurrences. */
export async function createEvent(db: Database, values: EventValues, published: EventPublished): Promise<EventRow> {
  const startsAt = new Date(values.startsAt as string);
  const timeZone = await timeZoneFor(db, values.placeId);
  const [event] = await db
    .insert(events)
    .values({
      ...values,
      code: generateCode(),
      title: values.title ?? '',
      organisationId: await owningOrganisation(db, values),
      startsAt,
      endsAt: values.endsAt ? new Date(values.endsAt) : null,
      repeatUntil: values.repeatUntil ? new Date(values.repeatUntil) : null,
      timeZone,
      startMinute: localStartOf(startsAt, timeZone).minute,
    })
    .returning();
  await replaceOccurrences(db, [event as EventRow]);
  await published(db, event as EventRow);
  return event as EventRow;
}

/** Updates an event with the fields sent (checked by `checkEventValues`) and writes its occurrences anew. */
export async function updateEvent(
  db: Database,
  event: EventRow,
  values: EventValues,
  published: EventPublished,
): Promise<EventRow> {
  const { startsAt: _startsAt, endsAt, repeatUntil, ...fields } = values;
  const placeId = values.placeId !== undefined ? values.placeId : event.placeId;
  const startsAt = values.startsAt ? new Date(values.startsAt) : event.startsAt;
  const timeZone = values.placeId !== undefined ? await timeZoneFor(db, placeId) : event.timeZone;
  const [updated] = await db
    .update(events)
    .set({
      ...fields,
      organisationId: await owningOrganisation(db, {
        organisationId: ownerGiven(values, event),
        placeId,
        eventListId: values.eventListId !== undefined ? values.eventListId : event.eventListId,
      }),
      startsAt,
      ...(endsAt !== undefined ? { endsAt: endsAt ? new Date(endsAt) : null } : {}),
      ...(repeatUntil !== undefined ? { repeatUntil: repeatUntil ? new Date(repeatUntil) : null } : {}),
      timeZone,
      startMinute: localStartOf(startsAt, timeZone).minute,
      updatedAt: new Date(),
    })
    .where(eq(events.id, event.id))
    .returning();
  await replaceOccurrences(db, [updated as EventRow]);
  // Published only now (a draft before): its followers hear of it (once: the outbox's dedupe key).
  if (event.status !== 'PUBLISHED') await published(db, updated as EventRow);
  return updated as EventRow;
}
