import { randomUUID } from 'node:crypto';
import { isOpenAt, type ScheduleInterval } from '@mesto/domain';
import type { z } from 'zod';
import { deepFreeze, WRITTEN_AS, type WrittenAs } from '../../lib/serializer.ts';
import type { Place } from './place.schemas.ts';
import { type PlaceRow, shownSummary } from './places.service.ts';

// A place of a list, written to JSON from parts written before. Most of a place's JSON depends on its own row alone,
// and the pages people open show the same rows again and again: that part is written once per row as it is read (in
// the pieces between the values that change from one request to the next: its organisation's and features' names,
// read with the page; whether it is open now; the distance to the query's point), and an answer copies those bytes.
// Writing every place again, and making its item field by field, were a fifth of a list request under load.
// A row is the same as the one written when each of its columns holds the same value (compared as values, not as
// JSON: a column's JSON is a function of its value); any difference, and the row is written anew.

type Item = z.input<typeof Place>;
type OrganisationRef = { id: string; code: string; name: string };
type FeatureRef = { id: string; name: string; icon: string };
/** The organisations and features of a page (places.collection.ts `loadRelated`). */
export type PlaceRelated = { organisations: Map<string, OrganisationRef>; features: Map<string, FeatureRef> };

/** The columns a place's own JSON is made of. */
const OWN_COLUMNS = [
  'id',
  'code',
  'name',
  'description',
  'address',
  'organisationId',
  'latitude',
  'longitude',
  'timeZone',
  'schedule',
  'tags',
  'featureIds',
  'contacts',
  'photoFileIds',
  'averageBill',
  'menuUrl',
  'status',
  'rating',
  'opinionCount',
  'opinionTagCounts',
  'upcomingEventCount',
  'opinionSummary',
  'createdAt',
] as const satisfies readonly (keyof PlaceRow)[];

type Written = {
  /** The row's own columns as they were when written (frozen: items share them). */
  own: unknown[];
  /** The item with its own values (the others are filled in per request). */
  item: Item;
  /** Its JSON around the values of each request: before the organisation, the open flag, features, distance; after. */
  pieces: readonly [Buffer, Buffer, Buffer, Buffer, Buffer];
};

/** Places written, by id, the first written first: a few hundred, about 4 kB of JSON each. */
const written = new Map<string, Written>();
const PLACES_KEPT = 256;

/** Stands for a value of a request while the rest of the item is written; no row holds this text. */
const MARK = `place-item-${randomUUID()}`;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');
const NONE = Buffer.from('[]');
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Whether two column values are the same value, so that JSON.stringify writes both alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameValue(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  // Keys in the same order: JSON follows it.
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let index = 0; index < keysA.length; index++) {
    const key = keysA[index] as string;
    if (key !== keysB[index]) return false;
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function sameOwn(entry: Written, row: PlaceRow): boolean {
  for (let index = 0; index < OWN_COLUMNS.length; index++) {
    if (!sameValue(entry.own[index], row[OWN_COLUMNS[index] as keyof PlaceRow])) return false;
  }
  return true;
}

/** The item of a row, with the values of a request in the given places. */
function itemOf(row: PlaceRow, organisation: unknown, openNow: unknown, features: unknown, distanceKm: unknown): Item {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    address: row.address,
    organisationId: row.organisationId,
    organisation: organisation as Item['organisation'],
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    schedule: row.schedule as ScheduleInterval[],
    openNow: openNow as boolean,
    tags: row.tags as never,
    featureIds: row.featureIds,
    features: features as Item['features'],
    contacts: row.contacts,
    photoFileIds: row.photoFileIds,
    averageBill: row.averageBill,
    menuUrl: row.menuUrl,
    status: row.status,
    rating: row.rating,
    opinionCount: row.opinionCount,
    opinionTagCounts: row.opinionTagCounts,
    upcomingEventCount: row.upcomingEventCount,
    opinionSummary: shownSummary(row.opinionSummary),
    distanceKm: distanceKm as number | null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Writes a row's own part once; undefined when it cannot be (its text holds the mark, or a date is invalid). */
function write(row: PlaceRow): Written | undefined {
  if (Number.isNaN(row.createdAt.getTime())) return undefined;
  const own = OWN_COLUMNS.map((column) => row[column]);
  deepFreeze(own);
  const item = itemOf(row, MARK, MARK, MARK, MARK);
  const parts = JSON.stringify(item).split(JSON.stringify(MARK));
  if (parts.length !== 5) return undefined;
  const pieces = parts.map((part) => Buffer.from(part)) as unknown as Written['pieces'];
  return { own, item, pieces };
}

const bytesOf = (value: unknown) => (value === null ? NULL : Buffer.from(JSON.stringify(value)));

/** The JSON of the organisations and features pages show, by id, as last read (a few hundred of each). */
const relatedWritten = new Map<string, { value: unknown; bytes: Buffer }>();
const RELATED_KEPT = 512;

/** The JSON of an organisation or a feature of a page: written again only when it is not what it was. */
function relatedBytes(value: { id: string }): Buffer {
  const known = relatedWritten.get(value.id);
  if (known !== undefined && sameValue(known.value, value)) return known.bytes;
  const bytes = Buffer.from(JSON.stringify(value));
  if (known === undefined && relatedWritten.size >= RELATED_KEPT) {
    relatedWritten.delete(relatedWritten.keys().next().value as string);
  }
  // A copy: the page's own object is the page's.
  relatedWritten.set(value.id, { value: { ...value }, bytes });
  return bytes;
}

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * A place as a list (or the editor) answers with it: the row's own values, its organisation and features from the
 * page's related rows, open now by its own clock, and its distance from `point` when the query names one. The item
 * carries its JSON (lib/serializer.ts `WRITTEN_AS`), byte for byte what JSON.stringify writes of it.
 */
export function placeItem(row: PlaceRow, related: PlaceRelated, point: { lat: number; lng: number } | null): Item {
  const organisation = row.organisationId ? (related.organisations.get(row.organisationId) ?? null) : null;
  const openNow = isOpenAt(row.schedule as ScheduleInterval[], Date.now(), row.timeZone);
  const features = row.featureIds.flatMap((id) => related.features.get(id) ?? []);
  const distanceKm =
    point && row.latitude !== null && row.longitude !== null
      ? Math.round(haversineKm(point.lat, point.lng, row.latitude, row.longitude) * 100) / 100
      : null;
  let entry = written.get(row.id);
  if (entry === undefined || !sameOwn(entry, row)) {
    const replaced = entry !== undefined;
    entry = write(row);
    if (entry === undefined) return itemOf(row, organisation, openNow, features, distanceKm);
    // The first written go first (a place shown all the time is written again once the others written since fill it).
    if (!replaced && written.size >= PLACES_KEPT) written.delete(written.keys().next().value as string);
    written.set(row.id, entry);
  }
  // The written item's own values, in its keys' order, with this request's in their places.
  const item: Item & { [WRITTEN_AS]?: WrittenAs } = { ...entry.item, organisation, openNow, features, distanceKm };
  const [beforeOrganisation, beforeOpen, beforeFeatures, beforeDistance, after] = entry.pieces;
  const pieces = [beforeOrganisation, organisation === null ? NULL : relatedBytes(organisation), beforeOpen];
  pieces.push(openNow ? TRUE : FALSE, beforeFeatures);
  if (features.length === 0) pieces.push(NONE);
  else {
    for (let index = 0; index < features.length; index++) {
      pieces.push(index === 0 ? OPEN : COMMA, relatedBytes(features[index] as FeatureRef));
    }
    pieces.push(CLOSE);
  }
  pieces.push(beforeDistance, distanceKm === null ? NULL : bytesOf(distanceKm), after);
  item[WRITTEN_AS] = { of: item, pieces };
  return item;
}
