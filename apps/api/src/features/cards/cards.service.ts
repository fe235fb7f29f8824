import { formatTime, formatWeekdayDate } from '@mesto/domain';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventOccurrences, events, places } from '../../db/schema.ts';
import { findEventList, findOrganisation, findPlace } from '../../lib/lookups.ts';
import { messages } from '../../lib/messages.ts';

// What a link-preview card of a public page says: its title, a line under it and what kind of page it is.

export const CARD_KINDS = ['place', 'event', 'organisation', 'event-list'] as const;
export type Card = { title: string; subtitle: string; label: string };

async function eventCard(db: Database, code: string): Promise<Card | undefined> {
  const now = new Date();
  const [row] = await db
    .select({
      title: events.title,
      timeZone: events.timeZone,
      startsAt: eventOccurrences.startsAt,
      placeName: places.name,
    })
    .from(events)
    .leftJoin(
      eventOccurrences,
      and(
        eq(eventOccurrences.eventId, events.id),
        or(gt(eventOccurrences.startsAt, now), gt(eventOccurrences.endsAt, now)),
      ),
    )
    .leftJoin(places, eq(places.id, events.placeId))
    .where(and(eq(events.code, code), eq(events.status, 'PUBLISHED')))
    .orderBy(asc(eventOccurrences.startsAt))
    .limit(1);
  if (!row) return undefined;
  const when = row.startsAt
    ? `${formatWeekdayDate(row.startsAt, row.timeZone)}, ${formatTime(row.startsAt, row.timeZone)}`
    : '';
  return {
    title: row.title,
    subtitle: [when, row.placeName].filter(Boolean).join(' · '),
    label: messages.cards.event,
  };
}

/** The card of a published page by its code, or undefined when there is none to show. */
export async function cardOf(db: Database, kind: (typeof CARD_KINDS)[number], code: string): Promise<Card | undefined> {
  switch (kind) {
    case 'place': {
      const place = await findPlace(db, code);
      return place && place.status === 'PUBLISHED'
        ? { title: place.name, subtitle: place.address, label: messages.cards.place }
        : undefined;
    }
    case 'organisation': {
      const organisation = await findOrganisation(db, code);
      return organisation && { title: organisation.name, subtitle: '', label: messages.cards.organisation };
    }
    case 'event-list': {
      const list = await findEventList(db, code);
      return list && { title: list.name, subtitle: '', label: messages.cards.eventList };
    }
    case 'event':
      return eventCard(db, code);
  }
}
