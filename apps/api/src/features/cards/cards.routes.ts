import { formatTime, formatWeekdayDate } from '@mesto/domain';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { eventOccurrences, events, places } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { findEventList, findOrganisation, findPlace } from '../../lib/lookups.ts';
import { messages } from '../../lib/messages.ts';
import { ImageQueue } from '../files/seam.ts';
import { CARD_HEIGHT, CARD_WIDTH, renderCard } from './card-image.ts';

// GET /api/cards/{kind}/{code}.png: the generated preview picture of a public page without a photo of its own.

export const CARD_KINDS = ['place', 'event', 'organisation', 'event-list'] as const;
type Card = { title: string; subtitle: string; label: string };

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

async function cardOf(db: Database, kind: (typeof CARD_KINDS)[number], code: string): Promise<Card | undefined> {
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

export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Drawing a card takes a core for a few dozen milliseconds: one at a time, and a burst beyond a few is refused.
  const queue = new ImageQueue(CARD_WIDTH * CARD_HEIGHT * 8);
  app.get(
    '/cards/:kind/:file',
    {
      schema: {
        tags: ['cards'],
        summary: 'The generated link-preview picture (PNG, 1200×630) of a public page without a photo of its own',
        params: z.object({
          kind: z.enum(CARD_KINDS),
          file: z.string().regex(/^[\w-]{1,64}\.png$/, messages.cards.file),
        }),
        response: { 200: z.any().describe('image/png') },
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, -'.png'.length);
      const card = await cardOf(app.db, request.params.kind, code);
      if (!card) throw notFound(messages.cards.notFound);
      const done = await queue.run(CARD_WIDTH * CARD_HEIGHT, () => renderCard(card));
      if (done === null) {
        throw new ApiError(503, messages.files.busy, 'IMAGES_BUSY', undefined, { 'retry-after': '5' });
      }
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(done.value);
    },
  );
};
