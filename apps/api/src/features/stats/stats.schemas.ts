import { BUSINESS_STATS_DEFAULT_DAYS, BUSINESS_STATS_MAX_DAYS } from '@mesto/domain';
import { z } from 'zod';
import { IdOrCode } from '../../lib/schemas.ts';
import { statsMessages } from './stats.messages.ts';

export const PageViewBody = z
  .object({
    place: IdOrCode.optional().describe('The place whose public page was shown: its id or code.'),
    event: IdOrCode.optional().describe('The event whose public page was shown: its id or code.'),
  })
  .superRefine((body, ctx) => {
    if (body.place === undefined && body.event === undefined) {
      for (const key of ['place', 'event'])
        ctx.addIssue({ code: 'custom', path: [key], message: statsMessages.pageSubject });
    }
    if (body.place !== undefined && body.event !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['event'], message: statsMessages.pageOneSubject });
    }
  });

export const BusinessStatsQuery = z.object({
  organisation: IdOrCode.describe('The organisation: its id or code.'),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(BUSINESS_STATS_MAX_DAYS)
    .default(BUSINESS_STATS_DEFAULT_DAYS)
    .describe(`Days up to today, today included (at most ${BUSINESS_STATS_MAX_DAYS}).`),
});

const Day = z.iso.date();

export const BusinessStats = z
  .object({
    organisation: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
    timeZone: z.string().describe('The calendar the days are read in: the zone of the organisation’s first place.'),
    from: Day.describe('The first day of the period.'),
    to: Day.describe('Today, the last day of the period.'),
    perDay: z
      .array(
        z.object({
          date: Day,
          placeViews: z.number().int().describe('Views of the public pages of its places.'),
          eventViews: z.number().int().describe('Views of the public pages of its events.'),
          follows: z.number().int().describe('New follows of its places and of the organisation (still following).'),
          checkIns: z.number().int().describe('Check-ins at its places, whatever their visibility.'),
        }),
      )
      .describe('Every day of the period, oldest first; a day without anything carries zeros.'),
    ratingPerWeek: z
      .array(
        z.object({
          week: Day.describe('The Monday the week starts on; the first week counts only its days in the period.'),
          rating: z.number().nullable().describe('Mean rating (1–5) of the opinions written that week; null without.'),
          opinions: z.number().int(),
        }),
      )
      .describe('Opinions about its places and events (private notes left out), week by week, oldest first.'),
  })
  .meta({ id: 'BusinessStats', description: 'An organisation’s figures over the last days, for its team.' });
