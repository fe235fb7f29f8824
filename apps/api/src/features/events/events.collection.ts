import { hasBusinessAccess, isRoot, isUuid, PARTS_OF_DAY, WEEKDAYS } from '@mesto/domain';
import { arrayContains, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventLists, eventOccurrences, events, features, organisations, places } from '../../db/schema.ts';
import { goingCounts } from '../../lib/attendance-counts.ts';
import { defineCollection } from '../../lib/collection.ts';
import { DEFAULT_RADIUS_KM, inBox, pointOf, within } from '../../lib/geo.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { mayEditFor, memberOf } from '../../lib/membership.ts';
import { searchFilter } from '../../lib/search.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { Event, EventFields, EventListQuery } from './event.schemas.ts';
import {
  checkEventValues,
  createEvent,
  type EventPublished,
  type EventRow,
  type OccurrenceRow,
  ongoingLookback,
  owningOrganisation,
  updateEvent,
} from './events.service.ts';

/**
 * The occurrence an event is addressed by (its id or code): the next one to come, else the last one. Lists read
 * occurrences, so an event's single-item routes answer with one too.
 */
export async function findEventOccurrence(db: Database, key: string): Promise<OccurrenceRow | undefined> {
  const [row] = await db
    .select({ occurrence: eventOccurrences })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(or(isUuid(key) ? eq(events.id, key) : undefined, eq(events.code, key)))
    .orderBy(
      sql`(coalesce(${eventOccurrences.endsAt}, ${eventOccurrences.startsAt}) >= now()) desc`,
      sql`abs(extract(epoch from ${eventOccurrences.startsAt} - now()))`,
    )
    .limit(1);
  return row?.occurrence;
}

async function eventOf(db: Database, occurrence: OccurrenceRow): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, occurrence.eventId));
  return row as EventRow;
}

/**
 * The events of a page of occurrences with their place, organisation and list, in one joined query, and their
 * features in a second one when any has features.
 */
async function loadRelated(db: Database, viewer: Viewer | null, rows: OccurrenceRow[]) {
  const eventIds = [...new Set(rows.map((row) => row.eventId))];
  const joined = eventIds.length
    ? await db
        .select({
          event: events,
          place: {
            id: places.id,
            code: places.code,
            name: places.name,
            address: places.address,
            timeZone: places.timeZone,
            latitude: places.latitude,
            longitude: places.longitude,
          },
          organisation: { id: organisations.id, code: organisations.code, name: organisations.name },
          list: { id: eventLists.id, code: eventLists.code, name: eventLists.name },
        })
        .from(events)
        .leftJoin(places, eq(places.id, events.placeId))
        .leftJoin(organisations, eq(organisations.id, events.organisationId))
        .leftJoin(eventLists, eq(eventLists.id, events.eventListId))
        .where(inArray(events.id, eventIds))
    : [];
  const featureIds = [...new Set(joined.flatMap((row) => row.event.featureIds))];
  const [featureRows, going] = await Promise.all([
    featureIds.length
      ? db
          .select({ id: features.id, name: features.name, icon: features.icon })
          .from(features)
          .where(inArray(features.id, featureIds))
      : [],
    // One grouped read of the page's events off the (event, user) key of event_attendance.
    goingCounts(db, viewer, eventIds),
  ]);
  return {
    events: new Map(joined.map((row) => [row.event.id, row])),
    features: new Map(featureRows.map((row) => [row.id, row])),
    going,
  };
}

/**
 * The events collection (lib/collection.ts): a list of occurrences, an item per event, their access rules and the
 * editor. `eventPublished` is what follows an event's publishing (given at composition, app.ts).
 */
export const eventsCollection = (eventPublished: EventPublished) =>
  defineCollection({
    name: 'events',
    // The public list: from the read replica when there is one.
    replicaReads: true,
    schemaName: 'Event',
    accessParam: 'event',
    table: eventOccurrences,
    idColumn: eventOccurrences.id,
    item: Event,
    fields: EventFields,
    listQuery: EventListQuery,

    access: {
      read: 'public',
      visible: ({ viewer }) =>
        isRoot(viewer)
          ? undefined
          : or(eq(eventOccurrences.status, 'PUBLISHED'), memberOf(viewer, eventOccurrences.organisationId)),
      async row({ db, viewer }, row) {
        const editor = await mayEditFor(db, viewer, row.organisationId);
        return { canView: editor || row.status === 'PUBLISHED', canEdit: editor, canDelete: false };
      },
      async create({ db, viewer }, values) {
        if (isRoot(viewer)) return true;
        if (!values) return hasBusinessAccess(viewer);
        const organisationId = await owningOrganisation(db, values);
        // Without any organisation the editor names the missing place; with one, its team decides.
        return organisationId ? mayEditFor(db, viewer, organisationId) : hasBusinessAccess(viewer);
      },
    },

    async filters(ctx, query) {
      const o = eventOccurrences;
      const conditions: (SQL | undefined)[] = [];
      if (!query.past && !query.from) {
        // Not over yet. No stored occurrence lasts longer than the longest one recorded (at most
        // EVENT_MAX_DURATION_DAYS), so the start bound lets the (…, starts_at, id) indexes begin at the recent past
        // instead of reading every past occurrence first.
        conditions.push(
          sql`${o.startsAt} >= now() - ${ongoingLookback()}`,
          sql`coalesce(${o.endsAt}, ${o.startsAt}) >= now()`,
        );
      }
      if (query.from) conditions.push(sql`${o.startsAt} >= ${new Date(query.from).toISOString()}::timestamptz`);
      if (query.to) conditions.push(sql`${o.startsAt} < ${new Date(query.to).toISOString()}::timestamptz`);
      if (query.weekdays?.length) {
        conditions.push(inArray(o.weekday, [...new Set(query.weekdays.map((day) => WEEKDAYS.indexOf(day) + 1))]));
      }
      // The parts of the day split the day, so a slot is one stored part of the day (an index equality).
      if (query.slot && query.slot !== 'all_day') conditions.push(eq(o.dayPart, PARTS_OF_DAY.indexOf(query.slot)));
      if (query.tags?.length) conditions.push(arrayContains(o.tags, query.tags));
      if (query.features?.length) conditions.push(arrayContains(o.featureIds, query.features));
      if (query.place)
        conditions.push(refersTo(o.placeId, query.place, { table: places, id: places.id, code: places.code }));
      if (query.organisation) {
        conditions.push(
          refersTo(o.organisationId, query.organisation, {
            table: organisations,
            id: organisations.id,
            code: organisations.code,
          }),
        );
      }
      if (query.eventList) {
        conditions.push(
          refersTo(o.eventListId, query.eventList, { table: eventLists, id: eventLists.id, code: eventLists.code }),
        );
      }
      if (query.event)
        conditions.push(refersTo(o.eventId, query.event, { table: events, id: events.id, code: events.code }));
      if (query.mine) conditions.push(memberOf(ctx.viewer, o.organisationId));
      if (query.status) conditions.push(eq(o.status, query.status));
      if (query.code)
        conditions.push(sql`${o.eventId} in (select ${events.id} from ${events} where ${events.code} = ${query.code})`);
      conditions.push(await searchFilter(ctx.db, query.q, 'events', o.eventId));
      const point = pointOf(query);
      if (point) conditions.push(within(o.latitude, o.longitude, point, query.radius ?? DEFAULT_RADIUS_KM));
      if (query.bbox) conditions.push(inBox(o.latitude, o.longitude, query.bbox));
      return conditions;
    },

    sorts: {
      start: () => ({ keys: [{ expression: eventOccurrences.startsAt, direction: 'asc', kind: 'timestamp' }] }),
      latest: () => ({ keys: [{ expression: eventOccurrences.startsAt, direction: 'desc', kind: 'timestamp' }] }),
    },

    find: findEventOccurrence,
    load: ({ db, viewer }, rows) => loadRelated(db, viewer, rows),
    toItem(row, _ctx, related) {
      const { event, place, organisation, list } = related.events.get(row.eventId) as NonNullable<
        ReturnType<typeof related.events.get>
      >;
      return {
        id: event.id,
        code: event.code,
        occurrenceId: row.id,
        title: event.title,
        description: event.description,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
        seriesStartsAt: event.startsAt.toISOString(),
        seriesEndsAt: event.endsAt?.toISOString() ?? null,
        timeZone: event.timeZone,
        startMinute: row.startMinute,
        repeatWeekdays: event.repeatWeekdays as never,
        repeatUntil: event.repeatUntil?.toISOString() ?? null,
        placeId: event.placeId,
        place,
        organisationId: event.organisationId,
        organisation,
        eventListId: event.eventListId,
        eventList: list,
        price: event.price,
        ticketUrl: event.ticketUrl,
        tags: event.tags as never,
        featureIds: event.featureIds,
        features: event.featureIds.flatMap((id) => related.features.get(id) ?? []),
        coverFileId: event.coverFileId,
        status: event.status,
        going: related.going.get(event.id) ?? 0,
        createdAt: event.createdAt.toISOString(),
      };
    },

    blank: () => ({
      title: '',
      description: '',
      placeId: null,
      eventListId: null,
      organisationId: null,
      startsAt: '',
      endsAt: null,
      price: null,
      ticketUrl: null,
      tags: [],
      featureIds: [],
      coverFileId: null,
      status: 'PUBLISHED' as const,
      repeatWeekdays: [],
      repeatUntil: null,
    }),

    async check({ db, viewer }, values, existing) {
      const event = existing ? await eventOf(db, existing) : null;
      await checkEventValues(db, { viewer, anyOrganisation: isRoot(viewer) }, values, event);
    },

    async create({ db }, values) {
      const event = await createEvent(db, values, eventPublished);
      return (await findEventOccurrence(db, event.id)) as OccurrenceRow;
    },

    async update({ db }, existing, values) {
      const event = await updateEvent(db, await eventOf(db, existing), values, eventPublished);
      return (await findEventOccurrence(db, event.id)) as OccurrenceRow;
    },
  });
