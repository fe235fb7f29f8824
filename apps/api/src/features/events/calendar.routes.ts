import { isUuid } from '@mesto/domain';
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ical from 'ical-generator';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { eventOccurrences, events, places } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { findEventList, findOrganisation, findPlace } from '../../lib/lookups.ts';
import { messages } from '../../lib/messages.ts';

// Calendar export: one event as an .ics file, and feeds a calendar app subscribes to for an event list, a place or an
// organisation. Only published events go out; a feed spans the last month and the year ahead.

const FEED_LIMIT = 500;

/**
 * Text as an iCalendar TEXT value may hold it (RFC 5545 §3.3.11): no control character but a line break, which the
 * writer escapes. Names and titles are refused with control characters at input (`TextRule`), but rows written
 * before that, or by a future path that forgets, must still not reach the file raw.
 */
const calendarText = (text: string) => text.replace(/\r\n?/g, '\n').replace(/(?![\n\t])[\p{Cc}\u2028\u2029]/gu, ' ');

/**
 * The calendar's own name, escaped here: ical-generator escapes an event's properties but writes NAME and
 * X-WR-CALNAME as given, so a name with CR/LF would add lines (a property, a whole VEVENT) to the file.
 */
const calendarName = (name: string) =>
  calendarText(name)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
const DAY_MS = 24 * 60 * 60 * 1000;

type Scope = { column: 'eventId' | 'placeId' | 'organisationId' | 'eventListId'; id: string };

async function calendarOf(db: Database, name: string, scope: Scope, window: 'all' | 'feed') {
  const column = eventOccurrences[scope.column];
  const now = Date.now();
  const rows = await db
    .select({
      occurrenceId: eventOccurrences.id,
      startsAt: eventOccurrences.startsAt,
      endsAt: eventOccurrences.endsAt,
      title: events.title,
      description: events.description,
      timeZone: events.timeZone,
      placeName: places.name,
      address: places.address,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .leftJoin(places, eq(places.id, eventOccurrences.placeId))
    .where(
      and(
        eq(column, scope.id),
        eq(eventOccurrences.status, 'PUBLISHED'),
        window === 'feed' ? gte(eventOccurrences.startsAt, new Date(now - 30 * DAY_MS)) : undefined,
        window === 'feed' ? lt(eventOccurrences.startsAt, new Date(now + 366 * DAY_MS)) : undefined,
      ),
    )
    .orderBy(asc(eventOccurrences.startsAt))
    .limit(FEED_LIMIT);
  const calendar = ical({ name: calendarName(name), prodId: { company: 'Место', product: 'Место', language: 'RU' } });
  for (const row of rows) {
    const location = calendarText([row.placeName, row.address].filter(Boolean).join(', '));
    calendar.createEvent({
      id: row.occurrenceId,
      start: row.startsAt,
      end: row.endsAt ?? new Date(row.startsAt.getTime() + 2 * 60 * 60 * 1000),
      summary: calendarText(row.title),
      description: calendarText(row.description),
      ...(location
        ? {
            location:
              row.latitude !== null && row.longitude !== null
                ? { title: location, geo: { lat: row.latitude, lon: row.longitude } }
                : location,
          }
        : {}),
    });
  }
  return calendar.toString();
}

const fileName = (code: string) => `mesto-${code.replace(/[^a-z0-9-]/gi, '')}.ics`;

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  const params = z.object({ code: z.string().min(1).max(100).describe('The code (or id) of the item.') });
  const response = { 200: z.string().describe('An iCalendar document (text/calendar).') };

  const feeds = [
    { path: 'event-lists', find: findEventList, column: 'eventListId', what: 'event list' },
    { path: 'places', find: findPlace, column: 'placeId', what: 'place' },
    { path: 'organisations', find: findOrganisation, column: 'organisationId', what: 'organisation' },
  ] as const;

  app.get(
    '/calendar/events/:code',
    {
      schema: { tags, summary: 'One event (every occurrence of a series) as an .ics file', params, response },
    },
    async (request, reply) => {
      const [event] = await app.db
        .select()
        .from(events)
        .where(
          and(
            or(
              isUuid(request.params.code) ? eq(events.id, request.params.code) : undefined,
              eq(events.code, request.params.code),
            ),
            eq(events.status, 'PUBLISHED'),
          ),
        )
        .limit(1);
      if (!event) throw notFound(messages.catalogue.eventNotFound);
      const body = await calendarOf(app.db, event.title, { column: 'eventId', id: event.id }, 'all');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(event.code)}"`)
        .send(body);
    },
  );

  for (const feed of feeds) {
    app.get(
      `/calendar/${feed.path}/:code`,
      { schema: { tags, summary: `A calendar feed of the published events of one ${feed.what}`, params, response } },
      async (request, reply) => {
        const item = await feed.find(app.db, request.params.code);
        if (!item) throw notFound();
        const body = await calendarOf(app.db, item.name, { column: feed.column, id: item.id }, 'feed');
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `inline; filename="${fileName(item.code)}"`)
          .header('cache-control', 'public, max-age=300')
          .send(body);
      },
    );
  }
};
