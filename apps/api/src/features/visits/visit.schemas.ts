import { z } from 'zod';
import { IdOrCode, listQueryBase, Visibility } from '../../lib/schemas.ts';
import { UserSummary } from '../../lib/user-card.ts';
import { visitMessages } from './visits.messages.ts';

const PlaceRef = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
const VisitId = z.uuid().describe('A visit of the caller; without it, the caller’s active visit.');

export const UserVisit = z
  .object({
    id: z.uuid(),
    user: UserSummary,
    place: PlaceRef,
    startedAt: z.iso.datetime(),
    /** When it ends by itself, unless extended or closed. */
    expiresAt: z.iso.datetime(),
    /** When it was closed: by the person, or by a check-in elsewhere; null when it ran out or still runs. */
    closedAt: z.iso.datetime().nullable(),
    active: z.boolean().describe('Not closed and not yet expired.'),
    visibility: Visibility,
  })
  .meta({ id: 'UserVisit', description: 'A check-in at a place.' });

export const CheckInBody = z.object({
  placeId: IdOrCode.describe('The place: its id or code.'),
  visibility: Visibility.optional().describe(
    'Who sees this check-in; by default the `defaultVisibility` of the user’s specificSettings, else PUBLIC.',
  ),
});

export const VisitBody = z.object({ visitId: VisitId.optional() });

export const OptionalVisit = z.object({ visit: UserVisit.nullable() });

export const VisitListQuery = z.object({
  place: IdOrCode.optional().describe('Visits at this place; with active=true, who is here now.'),
  user: z.string().min(1).max(100).optional().describe('Visits of this person: id, code or username.'),
  active: z.stringbool().optional().describe('Only active visits (true) or only ended ones (false).'),
  cursor: listQueryBase.cursor,
  limit: listQueryBase.limit,
});

export const VisitStatsQuery = z
  .object({
    place: IdOrCode.optional().describe('Figures of a place.'),
    user: z.string().min(1).max(100).optional().describe('Figures of a person: id, code or username.'),
  })
  .superRefine((query, ctx) => {
    if (query.place === undefined && query.user === undefined) {
      for (const key of ['place', 'user'])
        ctx.addIssue({ code: 'custom', path: [key], message: visitMessages.statsSubject });
    }
    if (query.place !== undefined && query.user !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['user'], message: visitMessages.statsOneSubject });
    }
  });

export const PlaceVisitStats = z
  .object({
    kind: z.literal('PLACE'),
    hereNow: z
      .number()
      .int()
      .nullable()
      .describe('Active check-ins now; null below the threshold, so nobody is singled out (the page says «мало»).'),
    few: z.boolean().describe('Fewer people here now than the threshold that is shown.'),
    perDay: z
      .array(z.object({ date: z.iso.date(), visits: z.number().int() }))
      .describe('Check-ins of each of the last 30 days by the place’s calendar, oldest first, today last.'),
    perHour: z
      .array(z.array(z.number().int()))
      .describe('Check-ins of the last 90 days by the place’s clock: 7 rows, Monday first, of 24 hours each.'),
  })
  .meta({ id: 'PlaceVisitStats' });

export const UserVisitStats = z
  .object({
    kind: z.literal('USER'),
    visits: z.number().int(),
    distinctPlaces: z.number().int(),
    favouritePlaces: z
      .array(z.object({ place: PlaceRef, visits: z.number().int() }))
      .describe('The five places visited most.'),
  })
  .meta({ id: 'UserVisitStats', description: 'Counted over the visits the viewer may see.' });

export const VisitStats = z.discriminatedUnion('kind', [PlaceVisitStats, UserVisitStats]).meta({ id: 'VisitStats' });
