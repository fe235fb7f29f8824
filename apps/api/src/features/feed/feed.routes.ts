import { cutText } from '@mesto/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { readerFor } from '../../plugins/db.ts';
import { feedMessages } from './feed.messages.ts';
import { FeedPage, FeedQuery, GlobalSearch, GlobalSearchQuery } from './feed.schemas.ts';
import { readFeed } from './feed.service.ts';
import { globalSearch, type SearchHits } from './search.service.ts';

// The feed (feed/: what I follow; feed/v2: that plus what is public for everyone) and the global search.

const tags = ['feed'];

/** «12 марта, 19:00» in the event's own time zone (Moscow when a zone is unknown). */
function whenText(startsAt: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat('ru-RU', { ...options, timeZone }).format(startsAt);
  } catch {
    return new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: 'Europe/Moscow' }).format(startsAt);
  }
}

/** Each group's rows as the response summarises them, with a ready subtitle. */
function toResponse(hits: SearchHits) {
  return {
    places: hits.places.map((place) => ({ ...place, subtitle: place.address })),
    events: hits.events.map((event) => ({
      id: event.id,
      code: event.code,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      placeName: event.placeName,
      subtitle: feedMessages.eventSubtitle(whenText(event.startsAt, event.timeZone), event.placeName),
    })),
    organisations: hits.organisations.map((organisation) => ({
      id: organisation.id,
      code: organisation.code,
      name: organisation.name,
      subtitle: cutText(organisation.description.split('\n')[0] ?? '', 140),
    })),
    people: hits.people.map((person) => ({ ...person, subtitle: person.username ? `@${person.username}` : '' })),
    eventLists: hits.eventLists.map((list) => ({
      id: list.id,
      code: list.code,
      name: list.name,
      subtitle: list.placeName ?? list.organisationName ?? '',
    })),
  };
}

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feed',
    {
      config: { ...sessionRequired, signInMessage: feedMessages.signInForFeed },
      schema: {
        tags,
        summary: 'My feed: new events of what I follow, opinions, rooms and check-ins of people I follow and mine',
        description:
          'One stream, newest first, each item as its visibility allows. Signed-in users only. Cursor-paginated.',
        querystring: FeedQuery,
        response: { 200: FeedPage, ...errorResponses },
      },
    },
    async (request) => {
      if (!request.viewer) throw unauthorized(feedMessages.signInForFeed);
      return readFeed(app.db, request.viewer, 'following', request.query.cursor, request.query.limit);
    },
  );

  app.get(
    '/feed/v2',
    {
      schema: {
        tags,
        summary: 'The feed for everyone: my feed (when signed in) merged by time with the public stream',
        description:
          'The public stream is PUBLIC opinions, PUBLIC rooms not yet over and popular upcoming events (with a ' +
          'room, a public opinion or followers of their place). Anonymous visitors get the public stream alone.',
        querystring: FeedQuery,
        response: { 200: FeedPage, ...errorResponses },
      },
    },
    // The public stream may come from the read replica; the personal `/feed` above always reads the primary.
    async (request) =>
      readFeed(readerFor(app, request), request.viewer, 'everyone', request.query.cursor, request.query.limit),
  );

  app.get(
    '/feed/global-search',
    {
      schema: {
        tags,
        summary: 'Search places, events, organisations, people and event lists at once, in Russian',
        description:
          'Russian word forms, typos, ё/е, any case, prefixes while typing and the Latin keyboard layout by mistake. ' +
          'Only published places and events. An empty query gives empty groups.',
        querystring: GlobalSearchQuery,
        response: { 200: GlobalSearch, ...errorResponses },
      },
    },
    async (request) => toResponse(await globalSearch(readerFor(app, request), request.query.q, request.query.limit)),
  );
};
