import { isUuid } from '@mesto/domain';
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Database } from '../../db/client.ts';
import { eventOccurrences, events, places } from '../../db/schema.ts';
import type { EventRow } from './events.service.ts';

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

export type Scope = { column: 'eventId' | 'placeId' | 'organisationId' | 'eventListId'; id: string };

/** The published occurrences of an event, list, place or organisation as an iCalendar document. */
export async function calendarOf(db: Database, name: string, scope: Scope, window: 'all' | 'feed') {
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

/** A published event by id or code, or undefined. */
export async function findPublishedEvent(db: Database, key: string): Promise<EventRow | undefined> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(or(isUuid(key) ? eq(events.id, key) : undefined, eq(events.code, key)), eq(events.status, 'PUBLISHED')))
    .limit(1);
  return event;
}
