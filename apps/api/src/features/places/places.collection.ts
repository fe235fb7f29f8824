import { hasBusinessAccess, isRoot } from '@mesto/domain';
import { arrayContains, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { eventOccurrences, events, features, organisations, places } from '../../db/schema.ts';
import { generateCode } from '../../lib/codes.ts';
import { defineCollection } from '../../lib/collection.ts';
import { fieldError } from '../../lib/errors.ts';
import { assertOwnFiles } from '../../lib/file-refs.ts';
import { DEFAULT_RADIUS_KM, distanceKm, inBox, pointOf, within } from '../../lib/geo.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { findPlace } from '../../lib/lookups.ts';
import { mayEditFor, memberOf } from '../../lib/membership.ts';
import { messages } from '../../lib/messages.ts';
import { searchFilter } from '../../lib/search.ts';
import { replaceOccurrences } from '../events/seam.ts';
import { Place, PlaceFields, PlaceListQuery, placeBlank } from './place.schemas.ts';
import { placeItem } from './place-items.ts';
import { openAt, type PlaceRow, summaryFromText } from './places.service.ts';

/**
 * The names of the organisations and features of a page of places, in two statements for the whole page, each one
 * text whatever the page holds (`= any($1)`, not `in ($1, $2, …)`): one prepared statement, and no query builder
 * walked on every list request.
 */
async function loadRelated(db: Database, rows: PlaceRow[]) {
  const organisationIds = [...new Set(rows.flatMap((row) => (row.organisationId ? [row.organisationId] : [])))];
  const featureIds = [...new Set(rows.flatMap((row) => row.featureIds))];
  const [organisationRows, featureRows] = await Promise.all([
    organisationIds.length
      ? db.execute(sql`select id, code, name from organisations where id = any(${sql.param(organisationIds)}::uuid[])`)
      : [],
    featureIds.length
      ? db.execute(sql`select id, name, icon from features where id = any(${sql.param(featureIds)}::uuid[])`)
      : [],
  ]);
  return {
    organisations: new Map(
      rowsOf<{ id: string; code: string; name: string }>(organisationRows).map((row) => [row.id, row]),
    ),
    features: new Map(rowsOf<{ id: string; name: string; icon: string }>(featureRows).map((row) => [row.id, row])),
  };
}

/** The places collection (lib/collection.ts): its list, item, access rules and editor. */
export const placesCollection = defineCollection({
  name: 'places',
  // The public list: from the read replica when there is one.
  replicaReads: true,
  schemaName: 'Place',
  accessParam: 'place',
  table: places,
  idColumn: places.id,
  item: Place,
  fields: PlaceFields,
  listQuery: PlaceListQuery,
  fieldEditor: true,

  access: {
    read: 'public',
    // Everyone sees published places; an organisation's team also sees its drafts and archive.
    visible: ({ viewer }) =>
      isRoot(viewer) ? undefined : or(eq(places.status, 'PUBLISHED'), memberOf(viewer, places.organisationId)),
    async row({ db, viewer }, row) {
      const editor = await mayEditFor(db, viewer, row.organisationId);
      return { canView: editor || row.status === 'PUBLISHED', canEdit: editor, canDelete: false };
    },
    async create({ db, viewer }, values) {
      if (isRoot(viewer)) return true;
      // Without an organisation the editor names the missing field; with one, its team decides.
      if (!values?.organisationId) return hasBusinessAccess(viewer);
      return mayEditFor(db, viewer, values.organisationId);
    },
  },

  async filters({ db, viewer }, query) {
    const conditions: (SQL | undefined)[] = [];
    if (query.code) conditions.push(eq(places.code, query.code));
    if (query.organisation) {
      conditions.push(
        refersTo(places.organisationId, query.organisation, {
          table: organisations,
          id: organisations.id,
          code: organisations.code,
        }),
      );
    }
    if (query.mine) conditions.push(memberOf(viewer, places.organisationId));
    if (query.status) conditions.push(eq(places.status, query.status));
    if (query.tags?.length) conditions.push(arrayContains(places.tags, query.tags));
    if (query.features?.length) conditions.push(arrayContains(places.featureIds, query.features));
    conditions.push(await searchFilter(db, query.q, 'places'));
    if (query.openNow) conditions.push(openAt(new Date()));
    if (query.openAt) conditions.push(openAt(new Date(query.openAt)));
    const point = pointOf(query);
    if (point) conditions.push(within(places.latitude, places.longitude, point, query.radius ?? DEFAULT_RADIUS_KM));
    if (query.bbox) conditions.push(inBox(places.latitude, places.longitude, query.bbox));
    return conditions;
  },

  sorts: {
    name: () => ({ keys: [{ expression: sql`lower(${places.name})`, direction: 'asc', kind: 'text' }] }),
    distance: (query) => {
      const point = pointOf(query);
      if (!point) throw fieldError('sort', messages.catalogue.pointNeeded);
      return {
        keys: [{ expression: distanceKm(places.latitude, places.longitude, point), direction: 'asc', kind: 'number' }],
      };
    },
    rating: () => ({
      keys: [{ expression: sql`coalesce(${places.rating}, 0)`, direction: 'desc', kind: 'number' }],
    }),
    newest: () => ({ keys: [{ expression: places.createdAt, direction: 'desc', kind: 'timestamp' }] }),
  },

  find: findPlace,
  // Summaries as their text, each parsed, checked and written to JSON once for every page that shows it.
  listColumns: {
    opinionSummary: {
      select: sql`${places.opinionSummary}::text`,
      decode: (text, raw) => summaryFromText(text, raw.id) as PlaceRow['opinionSummary'],
    },
  },
  load: ({ db }, rows) => loadRelated(db, rows),
  toItem(row, { request }, related) {
    const query = request.query as { lat?: number; lng?: number } | undefined;
    const point =
      request.method === 'GET' && query?.lat !== undefined && query.lng !== undefined
        ? { lat: query.lat, lng: query.lng }
        : null;
    return placeItem(row, related, point);
  },

  blank: () => placeBlank,

  async check({ db, viewer }, values, existing) {
    const organisationId = values.organisationId === undefined ? existing?.organisationId : values.organisationId;
    if (!organisationId && !isRoot(viewer)) {
      throw fieldError('organisationId', messages.catalogue.chooseOrganisation, 'ORGANISATION_REQUIRED');
    }
    if (values.organisationId && values.organisationId !== existing?.organisationId) {
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, values.organisationId));
      if (!organisation) throw fieldError('organisationId', messages.catalogue.organisationNotFound);
      if (!(await mayEditFor(db, viewer, values.organisationId))) {
        throw fieldError('organisationId', messages.catalogue.notYourOrganisation, 'NOT_YOUR_ORGANISATION');
      }
    }
    if (values.featureIds?.length) {
      const known = await db.select({ id: features.id }).from(features).where(inArray(features.id, values.featureIds));
      const ids = new Set(known.map((row) => row.id));
      const missing = values.featureIds.findIndex((id) => !ids.has(id));
      if (missing >= 0)
        throw fieldError(`featureIds.${missing}`, messages.catalogue.unknownFeature, 'FEATURE_NOT_FOUND');
    }
    if (values.photoFileIds?.length) {
      await assertOwnFiles(
        db,
        viewer,
        values.photoFileIds.map((id, index) => ({ path: `photoFileIds.${index}`, id })),
        existing?.photoFileIds ?? [],
      );
    }
  },

  async create({ db }, values) {
    const [row] = await db
      .insert(places)
      .values({ ...values, name: values.name ?? '', code: generateCode() })
      .returning();
    return row as PlaceRow;
  },
  async update({ db }, existing, values) {
    const [row] = await db
      .update(places)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(places.id, existing.id))
      .returning();
    const place = row as PlaceRow;
    // Occurrences carry their place's location and local times: keep them in step with the place.
    if (place.timeZone !== existing.timeZone) {
      const moved = await db
        .update(events)
        .set({ timeZone: place.timeZone })
        .where(eq(events.placeId, place.id))
        .returning();
      await replaceOccurrences(db, moved);
    } else if (place.latitude !== existing.latitude || place.longitude !== existing.longitude) {
      await db
        .update(eventOccurrences)
        .set({ latitude: place.latitude, longitude: place.longitude })
        .where(eq(eventOccurrences.placeId, place.id));
    }
    return place;
  },
});
