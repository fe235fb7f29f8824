import { DaySlot, DESCRIPTION_RULE, TICKET_LINK_RULE, TITLE_RULE } from '@mesto/domain';
import { z } from 'zod';
import { PlaceTag, PublicationStatus, Weekday } from '../../lib/place-schemas.ts';
import { boxQuery, IdOrCode, nearQuery, QueryList, Text, WebLink } from '../../lib/schemas.ts';

const Instant = z.iso.datetime({ offset: true }).describe('An instant, e.g. 2026-11-27T19:00:00+03:00.');

const PlaceRef = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  timeZone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
const Ref = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
const FeatureRef = z.object({ id: z.uuid(), name: z.string(), icon: z.string() });

/** One occurrence of an event: a single event has one, a weekly series one per date. */
export const Event = z
  .object({
    id: z.uuid(),
    code: z.string(),
    occurrenceId: z.uuid(),
    title: z.string(),
    description: z.string(),
    /** This occurrence's start and end. */
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime().nullable(),
    /** The first occurrence's start, which the editor changes. */
    seriesStartsAt: z.iso.datetime(),
    seriesEndsAt: z.iso.datetime().nullable(),
    timeZone: z.string(),
    /** Local minute of the day the occurrence starts at, in `timeZone`. */
    startMinute: z.number().int(),
    repeatWeekdays: z.array(Weekday),
    repeatUntil: z.iso.datetime().nullable(),
    placeId: z.uuid().nullable(),
    place: PlaceRef.nullable(),
    organisationId: z.uuid().nullable(),
    organisation: Ref.nullable(),
    eventListId: z.uuid().nullable(),
    eventList: Ref.nullable(),
    price: z.number().int().nullable(),
    ticketUrl: z.string().nullable().describe('Where tickets are sold (the seller’s page); null without one.'),
    tags: z.array(PlaceTag),
    featureIds: z.array(z.uuid()),
    features: z.array(FeatureRef),
    coverFileId: z.uuid().nullable(),
    status: PublicationStatus,
    going: z.number().int().describe('How many people mark it «Пойду» (the whole event, not this date alone).'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Event' });

/** Where an event's tickets are sold: an http(s) page of the seller, kept as given. */
export const TicketUrl = WebLink(TICKET_LINK_RULE);

export const EventFields = z.object({
  title: Text(TITLE_RULE),
  description: Text(DESCRIPTION_RULE).optional(),
  placeId: z.uuid().nullable().optional(),
  eventListId: z.uuid().nullable().optional(),
  organisationId: z.uuid().nullable().optional(),
  startsAt: Instant,
  endsAt: Instant.nullable().optional(),
  price: z.number().int().min(0).max(10_000_000).nullable().optional(),
  ticketUrl: TicketUrl.nullable().optional(),
  tags: z.array(PlaceTag).max(20).optional(),
  featureIds: z.array(z.uuid()).max(50).optional(),
  coverFileId: z.uuid().nullable().optional(),
  status: PublicationStatus.optional(),
  repeatWeekdays: z.array(Weekday).max(7).optional(),
  repeatUntil: Instant.nullable().optional(),
});

export const EventListQuery = z.object({
  code: z.string().max(100).optional(),
  from: Instant.optional().describe('Occurrences starting at or after this instant (default: now).'),
  to: Instant.optional().describe('Occurrences starting before this instant.'),
  past: z.stringbool().optional().describe('Include occurrences that have ended.'),
  weekdays: QueryList(Weekday, 7).optional().describe('Weekdays of the start, by the place’s clock.'),
  slot: z.enum(DaySlot).optional().describe('Time of day of the start, by the place’s clock.'),
  tags: QueryList(PlaceTag).optional(),
  features: QueryList(z.uuid()).optional(),
  place: IdOrCode.optional(),
  organisation: IdOrCode.optional(),
  eventList: IdOrCode.optional(),
  event: IdOrCode.optional().describe('Every occurrence of one event (its id or code).'),
  mine: z.stringbool().optional().describe('Only events of organisations the caller belongs to.'),
  status: PublicationStatus.optional(),
  ...nearQuery,
  ...boxQuery,
});

export const EventList = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    organisationId: z.uuid().nullable(),
    organisation: Ref.nullable(),
    placeId: z.uuid().nullable(),
    place: Ref.nullable(),
    upcomingEventCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'EventList' });

export const EventListFields = z.object({
  name: Text(TITLE_RULE),
  description: Text(DESCRIPTION_RULE).optional(),
  organisationId: z.uuid().nullable().optional(),
  placeId: z.uuid().nullable().optional(),
});

export const EventListListQuery = z.object({
  code: z.string().max(100).optional(),
  organisation: IdOrCode.optional(),
  place: IdOrCode.optional(),
  mine: z.stringbool().optional().describe('Only lists of organisations the caller belongs to.'),
});
