import { hasBusinessAccess, isRoot } from '@mesto/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventLists, eventOccurrences, organisations, places } from '../../db/schema.ts';
import { generateCode } from '../../lib/codes.ts';
import { defineCollection } from '../../lib/collection.ts';
import { fieldError } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { findEventList, organisationRefs, placeRefs } from '../../lib/lookups.ts';
import { mayEditFor, memberOf } from '../../lib/membership.ts';
import { messages } from '../../lib/messages.ts';
import { searchFilter } from '../../lib/search.ts';
import { EventList, EventListFields, EventListListQuery } from './event.schemas.ts';

type EventListRow = typeof eventLists.$inferSelect;

/** The organisation a list belongs to: the one given, else its place's. */
async function listOwner(db: Database, values: { organisationId?: string | null; placeId?: string | null }) {
  if (values.organisationId) return values.organisationId;
  if (!values.placeId) return null;
  const [place] = await db.select({ id: places.organisationId }).from(places).where(eq(places.id, values.placeId));
  return place?.id ?? null;
}

async function loadRelated(db: Database, rows: EventListRow[]) {
  const ids = rows.map((row) => row.id);
  const [counts, organisationMap, placeMap] = await Promise.all([
    ids.length
      ? db
          .select({ id: eventOccurrences.eventListId, count: sql<number>`count(*)::int` })
          .from(eventOccurrences)
          .where(
            and(
              inArray(eventOccurrences.eventListId, ids),
              eq(eventOccurrences.status, 'PUBLISHED'),
              sql`${eventOccurrences.startsAt} >= now()`,
            ),
          )
          .groupBy(eventOccurrences.eventListId)
      : [],
    organisationRefs(
      db,
      rows.map((row) => row.organisationId),
    ),
    placeRefs(
      db,
      rows.map((row) => row.placeId),
    ),
  ]);
  return {
    counts: new Map(counts.map((row) => [row.id, row.count])),
    organisations: organisationMap,
    places: placeMap,
  };
}

/** The event lists collection (lib/collection.ts): its list, item, access rules and editor. */
export const eventListsCollection = defineCollection({
  name: 'event-lists',
  schemaName: 'EventList',
  accessParam: 'eventList',
  table: eventLists,
  idColumn: eventLists.id,
  item: EventList,
  fields: EventListFields,
  listQuery: EventListListQuery,

  access: {
    read: 'public',
    visible: () => undefined,
    async row({ db, viewer }, row) {
      return { canView: true, canEdit: await mayEditFor(db, viewer, row.organisationId), canDelete: false };
    },
    async create({ db, viewer }, values) {
      if (isRoot(viewer)) return true;
      const owner = values ? await listOwner(db, values) : null;
      return owner ? mayEditFor(db, viewer, owner) : hasBusinessAccess(viewer);
    },
  },

  async filters({ db, viewer }, query) {
    const conditions: (SQL | undefined)[] = [];
    if (query.code) conditions.push(eq(eventLists.code, query.code));
    if (query.organisation) {
      conditions.push(
        refersTo(eventLists.organisationId, query.organisation, {
          table: organisations,
          id: organisations.id,
          code: organisations.code,
        }),
      );
    }
    if (query.place) {
      conditions.push(refersTo(eventLists.placeId, query.place, { table: places, id: places.id, code: places.code }));
    }
    if (query.mine) conditions.push(memberOf(viewer, eventLists.organisationId));
    conditions.push(await searchFilter(db, query.q, 'eventLists'));
    return conditions;
  },
  sorts: {
    name: () => ({ keys: [{ expression: sql`lower(${eventLists.name})`, direction: 'asc', kind: 'text' }] }),
    newest: () => ({ keys: [{ expression: eventLists.createdAt, direction: 'desc', kind: 'timestamp' }] }),
  },

  find: findEventList,
  load: ({ db }, rows) => loadRelated(db, rows),
  toItem: (row, _ctx, related) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    organisationId: row.organisationId,
    organisation: row.organisationId ? (related.organisations.get(row.organisationId) ?? null) : null,
    placeId: row.placeId,
    place: row.placeId ? (related.places.get(row.placeId) ?? null) : null,
    upcomingEventCount: related.counts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }),
  blank: () => ({ name: '', description: '', organisationId: null, placeId: null }),

  async check({ db, viewer }, values, existing) {
    if (values.placeId) {
      const [place] = await db
        .select({ id: places.id, organisationId: places.organisationId })
        .from(places)
        .where(eq(places.id, values.placeId));
      if (!place) throw fieldError('placeId', messages.catalogue.placeNotFound, 'PLACE_NOT_FOUND');
      // Another organisation's venue is not one's to fill, whichever organisation the list names as its own.
      if (
        place.organisationId &&
        place.organisationId !== existing?.organisationId &&
        !(await mayEditFor(db, viewer, place.organisationId))
      ) {
        throw fieldError('placeId', messages.catalogue.notYourOrganisation, 'NOT_YOUR_ORGANISATION');
      }
    }
    if (values.organisationId) {
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, values.organisationId));
      if (!organisation) {
        throw fieldError('organisationId', messages.catalogue.organisationNotFound, 'ORGANISATION_NOT_FOUND');
      }
    }
    const owner = await listOwner(db, {
      organisationId: values.organisationId !== undefined ? values.organisationId : (existing?.organisationId ?? null),
      placeId: values.placeId !== undefined ? values.placeId : (existing?.placeId ?? null),
    });
    if (!owner && !isRoot(viewer)) throw fieldError('organisationId', messages.catalogue.chooseOrganisation);
    if (owner && owner !== existing?.organisationId && !(await mayEditFor(db, viewer, owner))) {
      throw fieldError('organisationId', messages.catalogue.notYourOrganisation, 'NOT_YOUR_ORGANISATION');
    }
  },
  async create({ db }, values) {
    const [row] = await db
      .insert(eventLists)
      .values({
        ...values,
        name: values.name ?? '',
        code: generateCode(),
        organisationId: await listOwner(db, values),
      })
      .returning();
    return row as EventListRow;
  },
  async update({ db }, existing, values) {
    const organisationId = await listOwner(db, {
      organisationId: values.organisationId !== undefined ? values.organisationId : existing.organisationId,
      placeId: values.placeId !== undefined ? values.placeId : existing.placeId,
    });
    const [row] = await db
      .update(eventLists)
      .set({ ...values, organisationId, updatedAt: new Date() })
      .where(eq(eventLists.id, existing.id))
      .returning();
    return row as EventListRow;
  },
});
