import {
  ADDRESS_RULE,
  AVERAGE_BILL_MAX,
  AVERAGE_BILL_MESSAGE,
  AVERAGE_BILL_MIN,
  DEFAULT_TIME_ZONE,
  DESCRIPTION_RULE,
  isTimeZone,
  MENU_LINK_RULE,
  PLACE_PHOTO_LIMIT,
  SCHEDULE_MAX_INTERVALS,
  TITLE_RULE,
  validateInterval,
} from '@mesto/domain';
import { PlaceSummary } from '@mesto/text-intelligence';
import { z } from 'zod';
import { messages } from '../../lib/messages.ts';
import { PlaceTag, PublicationStatus, Weekday } from '../../lib/place-schemas.ts';
import {
  boxQuery,
  Contact,
  ContactList,
  IdOrCode,
  latitude,
  longitude,
  nearQuery,
  PhotoFileIds,
  QueryList,
  Text,
  WebLink,
} from '../../lib/schemas.ts';

export const ScheduleInterval = z
  .object({
    weekday: Weekday,
    from: z.number().int().describe('Opening minute from local midnight, 0–1439.'),
    to: z.number().int().describe('Closing minute, 1–1440; below `from` when the place closes after midnight.'),
  })
  .meta({ id: 'ScheduleInterval' });

/** A weekly schedule checked interval by interval with the domain rule; a bad one is named by its index. */
export const Schedule = z
  .array(ScheduleInterval)
  .max(SCHEDULE_MAX_INTERVALS)
  .overwrite((intervals) =>
    intervals.map((interval) => {
      const result = validateInterval(interval);
      return result.ok ? result.value : interval;
    }),
  )
  .superRefine((intervals, ctx) => {
    intervals.forEach((interval, index) => {
      const result = validateInterval(interval);
      if (!result.ok) {
        const field = result.error.code === 'SCHEDULE_FROM' ? 'from' : 'to';
        ctx.addIssue({ code: 'custom', path: [index, field], message: result.error.message });
      }
    });
  });

export const TimeZone = z
  .string()
  .max(60)
  .refine(isTimeZone, messages.catalogue.badTimeZone)
  .describe('IANA time zone, e.g. Europe/Moscow.');

/** What people say about a place, by aspect, over its analysed public opinions. */
export const PlaceOpinionSummary = PlaceSummary.meta({ id: 'PlaceOpinionSummary' });

const OrganisationRef = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
const FeatureRef = z.object({ id: z.uuid(), name: z.string(), icon: z.string() });

export const Place = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    address: z.string(),
    organisationId: z.uuid().nullable(),
    organisation: OrganisationRef.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    timeZone: z.string(),
    schedule: z.array(ScheduleInterval),
    /** Open at this moment by the place's own clock. */
    openNow: z.boolean(),
    tags: z.array(PlaceTag),
    featureIds: z.array(z.uuid()),
    features: z.array(FeatureRef),
    contacts: z.array(Contact),
    photoFileIds: z.array(z.uuid()),
    averageBill: z.number().int().nullable().describe('Average bill per person, whole rubles; null unknown.'),
    menuUrl: z.string().nullable().describe('The menu (an http(s) page or file); null without one.'),
    status: PublicationStatus,
    rating: z.number().nullable(),
    opinionCount: z.number().int(),
    opinionTagCounts: z.record(z.string(), z.number()),
    upcomingEventCount: z.number().int(),
    /** What people say, by aspect, with quotes (places/process keeps it); null without analysed opinions. */
    opinionSummary: PlaceOpinionSummary.nullable(),
    /** Kilometres from the point of a "near" query. */
    distanceKm: z.number().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Place' });

/** «Средний чек»: whole rubles per person, 1 to a million; anything else is a 400 naming the field. */
export const AverageBill = z
  .number({ message: AVERAGE_BILL_MESSAGE })
  .int(AVERAGE_BILL_MESSAGE)
  .min(AVERAGE_BILL_MIN, AVERAGE_BILL_MESSAGE)
  .max(AVERAGE_BILL_MAX, AVERAGE_BILL_MESSAGE);

export const PlaceFields = z.object({
  name: Text(TITLE_RULE),
  description: Text(DESCRIPTION_RULE).optional(),
  address: Text(ADDRESS_RULE).optional(),
  organisationId: z.uuid().nullable().optional(),
  latitude: latitude().nullable().optional(),
  longitude: longitude().nullable().optional(),
  timeZone: TimeZone.optional(),
  schedule: Schedule.optional(),
  tags: z.array(PlaceTag).max(20).optional(),
  featureIds: z.array(z.uuid()).max(50).optional(),
  contacts: ContactList.optional(),
  photoFileIds: PhotoFileIds(PLACE_PHOTO_LIMIT).optional().describe('The first is the cover.'),
  averageBill: AverageBill.nullable().optional(),
  menuUrl: WebLink(MENU_LINK_RULE).nullable().optional(),
  status: PublicationStatus.optional(),
});

export const PlaceListQuery = z.object({
  code: z.string().max(100).optional(),
  tags: QueryList(PlaceTag).optional().describe('Places with every one of these tags.'),
  features: QueryList(z.uuid()).optional().describe('Places with every one of these features.'),
  organisation: IdOrCode.optional(),
  mine: z.stringbool().optional().describe('Only places of organisations the caller belongs to.'),
  openNow: z.stringbool().optional().describe('Only places open at this moment by their own clock.'),
  openAt: z.iso.datetime({ offset: true }).optional().describe('Only places open at this instant by their own clock.'),
  status: PublicationStatus.optional().describe('Editors see drafts and archived places of their organisations.'),
  ...nearQuery,
  ...boxQuery,
});

export const placeBlank = {
  name: '',
  description: '',
  address: '',
  organisationId: null,
  latitude: null,
  longitude: null,
  timeZone: DEFAULT_TIME_ZONE,
  schedule: [],
  tags: [],
  featureIds: [],
  contacts: [],
  photoFileIds: [],
  averageBill: null,
  menuUrl: null,
  status: 'PUBLISHED' as const,
};
