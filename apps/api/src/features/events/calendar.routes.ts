import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { findEventList, findOrganisation, findPlace } from '../../lib/lookups.ts';
import { messages } from '../../lib/messages.ts';
import { calendarOf, findPublishedEvent } from './calendar.service.ts';

// Calendar export: one event as an .ics file, and feeds a calendar app subscribes to for an event list, a place or an
// organisation (the documents are written in calendar.service.ts).

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
      const event = await findPublishedEvent(app.db, request.params.code);
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
