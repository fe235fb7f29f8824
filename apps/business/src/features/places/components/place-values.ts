import type { FieldErrors } from '@mesto/app-shell';
import {
  ADDRESS_RULE,
  AVERAGE_BILL_MESSAGE,
  type Contact,
  DESCRIPTION_RULE,
  isAverageBill,
  isTimeZone,
  MENU_LINK_RULE,
  type PlaceTag,
  type PublicationStatus,
  parsePriceInput,
  type ScheduleInterval,
  TITLE_RULE,
  validateContacts,
  validateInterval,
  validateText,
  validateWebLink,
} from '@mesto/domain';
import { placeMessages } from '../messages.ts';

const text = placeMessages.form;

/** What the place editor holds: text boxes as strings ('' for none), lists as the API takes them. */
export type PlaceValues = {
  organisationId: string;
  name: string;
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  timeZone: string;
  schedule: ScheduleInterval[];
  tags: PlaceTag[];
  featureIds: string[];
  contacts: Contact[];
  photoFileIds: string[];
  /** «Средний чек» in whole rubles as typed («1 500»); '' for none. */
  averageBill: string;
  /** The menu's address as typed; '' for none. */
  menuUrl: string;
  status: PublicationStatus;
};

type PlaceLike = Omit<PlaceValues, 'organisationId' | 'latitude' | 'longitude' | 'averageBill' | 'menuUrl'> & {
  organisationId: string | null;
  latitude: number | null;
  longitude: number | null;
  averageBill?: number | null;
  menuUrl?: string | null;
};

export function toPlaceValues(place: PlaceLike): PlaceValues {
  return {
    organisationId: place.organisationId ?? '',
    name: place.name,
    description: place.description,
    address: place.address,
    latitude: place.latitude === null ? '' : String(place.latitude),
    longitude: place.longitude === null ? '' : String(place.longitude),
    timeZone: place.timeZone,
    schedule: place.schedule,
    tags: place.tags,
    featureIds: place.featureIds,
    contacts: place.contacts,
    photoFileIds: place.photoFileIds,
    averageBill: place.averageBill == null ? '' : String(place.averageBill),
    menuUrl: place.menuUrl ?? '',
    status: place.status,
  };
}

/** Where the map looks while a place has no point: the demo city's centre (Нижний Новгород). */
export const CITY_CENTER = { lat: 56.3269, lng: 44.0059 };

/** The point the map shows, or null until both coordinates are there. */
export function pointOf(values: Pick<PlaceValues, 'latitude' | 'longitude'>): { lat: number; lng: number } | null {
  const lat = parseCoordinate(values.latitude);
  const lng = parseCoordinate(values.longitude);
  return lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng) ? null : { lat, lng };
}

/** A coordinate typed with a dot or a comma; null for an empty box, NaN for something that is not a number. */
export function parseCoordinate(input: string): number | null {
  const trimmed = input.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The API's own rules, in the same words, checked as the person types. ROOT may leave a place without organisation. */
export function checkPlace(values: PlaceValues, { root }: { root: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (values.organisationId === '' && !root) errors.organisationId = text.chooseOrganisation;
  for (const [key, rule] of [
    ['name', TITLE_RULE],
    ['description', DESCRIPTION_RULE],
    ['address', ADDRESS_RULE],
  ] as const) {
    const checked = validateText(values[key], rule);
    if (!checked.ok) errors[key] = checked.error.message;
  }
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  if (latitude !== null && !(latitude >= -90 && latitude <= 90)) errors.latitude = text.latitudeWrong;
  if (longitude !== null && !(longitude >= -180 && longitude <= 180)) errors.longitude = text.longitudeWrong;
  if (latitude === null && longitude !== null) errors.latitude = text.pointHalf;
  if (longitude === null && latitude !== null) errors.longitude = text.pointHalf;
  if (!isTimeZone(values.timeZone)) errors.timeZone = text.timeZoneWrong;
  values.schedule.forEach((interval, index) => {
    const checked = validateInterval(interval);
    if (!checked.ok) {
      // The server names the same place: `from` for a wrong opening time, `to` for everything else.
      errors[`schedule.${index}.${checked.error.code === 'SCHEDULE_FROM' ? 'from' : 'to'}`] = checked.error.message;
    }
  });
  const contacts = validateContacts(values.contacts);
  if (!contacts.ok) for (const error of contacts.errors) errors[`contacts.${error.index}.value`] = error.message;
  const bill = parsePriceInput(values.averageBill);
  if (bill !== null && !isAverageBill(bill)) errors.averageBill = AVERAGE_BILL_MESSAGE;
  if (values.menuUrl.trim() !== '') {
    const menu = validateWebLink(values.menuUrl, MENU_LINK_RULE);
    if (!menu.ok) errors.menuUrl = menu.error.message;
  }
  return errors;
}

/**
 * The editor's body from the values: trimmed texts, numbers for the point and the average bill, null for no
 * organisation and for an empty box.
 */
export function toPlaceBody(values: PlaceValues) {
  return {
    organisationId: values.organisationId === '' ? null : values.organisationId,
    name: values.name.trim(),
    description: values.description.trim(),
    address: values.address.trim(),
    latitude: parseCoordinate(values.latitude),
    longitude: parseCoordinate(values.longitude),
    timeZone: values.timeZone,
    schedule: values.schedule,
    tags: values.tags,
    featureIds: values.featureIds,
    contacts: values.contacts,
    photoFileIds: values.photoFileIds,
    averageBill: parsePriceInput(values.averageBill),
    menuUrl: values.menuUrl.trim() === '' ? null : values.menuUrl.trim(),
    status: values.status,
  };
}
