import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema.ts';
import { browserSubscription } from '../testing/push-service.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';
import {
  AUTHORIZATION_MATRIX,
  type Outcome,
  ROLES,
  type Role,
  renderAuthorizationMatrix,
} from './authorization-matrix.ts';

// The authorization matrix (authorization-matrix.ts) against the server: every case of every operation of the
// OpenAPI document, sent as every role, answers with the class the table names. The operations are read from the
// document, so a route added without rows fails here. /api/internal/** (the bot's secret-guarded calls) is hidden from
// the document and covered by the bot's own tests.

type Document = { paths: Record<string, Record<string, unknown>> };

/** What one case sends; `visible` tells, for a list, whether the foreign private item is in the answer. */
type Sent = InjectOptions & { visible?: (body: unknown) => boolean };
type Build = (role: Role) => Sent | Promise<Sent>;

// Sources are fetched from a calendar served here, on the one loopback port the app is allowed to fetch.
const calendarServer = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/calendar' });
  response.end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//matrix//RU\r\nEND:VCALENDAR\r\n');
});
await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
const calendarPort = (calendarServer.address() as AddressInfo).port;
const calendarUrl = (name: string) => `http://127.0.0.1:${calendarPort}/${encodeURIComponent(name)}.ics`;

const t: TestApp = await createTestApp({ SOURCE_FETCH_ALLOW: [`127.0.0.1:${calendarPort}`] });
const document = t.app.swagger() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

const as: Partial<Record<Role, Session & { username: string; password: string }>> = {};
const session = (role: Role) => as[role] as Session & { username: string; password: string };
const headersOf = (role: Role) => ({ origin: APP_ORIGIN, ...(as[role] ? bearer(session(role)) : {}) });

/** A call made while setting up (as a given role), that must succeed. */
async function setup(role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: headersOf(role), ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300)
    throw new Error(`setup ${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: string; code: string };
}

/** A week ahead: rooms are set no further than two years ahead. */
const ROOM_AT = new Date(Date.now() + 7 * 86_400_000).toISOString();

const fx = {
  organisationA: { id: '', code: '' },
  organisationB: { id: '', code: '' },
  placeA: { id: '', code: '' },
  placeB: { id: '', code: '' },
  listA: { id: '', code: '' },
  eventA: { id: '', code: '' },
  teamBind: '',
  feature: '',
  opinion: '',
  privateOpinion: '',
  feedback: '',
  room: '',
  chat: '',
  announcement: '',
  source: '',
};

const ids = (body: unknown) => ((body as { items?: { id: string }[] }).items ?? []).map((item) => item.id);

/** A user of no role, signed up for one request that consumes something (a bind, a subscription). */
const freshUser = () => signUp(t.app);

/** The one person every role blocks and unblocks: nobody else in the table. */
let blocked: Promise<string> | undefined;
/** Where the browsers' subscriptions of the table point (nothing is sent to them here). */
const PUSH_SERVICE = { origin: 'https://push.example.com' };

const blockTarget = () => {
  blocked ??= freshUser().then((person) => person.userId);
  return blocked;
};

/** A place of organisation A's, new, for a request that changes it beyond the table's other rows. */
const freshPlaceA = () =>
  setup('owner', 'POST', '/api/places/editor', {
    organisationId: fx.organisationA.id,
    name: 'Ещё одно место',
    latitude: 56.3,
    longitude: 44,
  });

/** An opinion of the user's, new, about a new place of organisation B's (one opinion per place and author). */
async function opinionOfPlaceB() {
  const place = await setup('outsider', 'POST', '/api/places/editor', {
    organisationId: fx.organisationB.id,
    name: 'Ещё место Б',
    latitude: 56.3,
    longitude: 44,
  });
  return (await setup('user', 'POST', '/api/opinions/editor', { placeId: place.id, rating: 3, text: 'Так себе' })).id;
}

/** A new place of A's with the user's PRIVATE opinion about it, holding a photo of theirs; made once. */
let privatePhoto: Promise<{ place: string; photo: string }> | undefined;
const privatePhotoOfPlaceA = () => {
  privatePhoto ??= (async () => {
    const place = (await freshPlaceA()).id;
    const [file] = await t.app.db
      .insert(files)
      .values({
        ownerId: session('user').userId,
        path: `${randomUUID()}/w320.webp`,
        mime: 'image/webp',
        size: 1,
        width: 320,
        height: 240,
        variants: [],
      })
      .returning({ id: files.id });
    const photo = (file as { id: string }).id;
    await setup('user', 'POST', '/api/opinions/editor', {
      placeId: place,
      rating: 4,
      photoFileIds: [photo],
      visibility: 'PRIVATE',
    });
    return { place, photo };
  })();
  return privatePhoto;
};

/** A draft place of A's; made once. */
let draftPlace: Promise<string> | undefined;
const draftPlaceA = () => {
  draftPlace ??= setup('owner', 'POST', '/api/places/editor', {
    organisationId: fx.organisationA.id,
    name: 'Черновик А',
    status: 'DRAFT',
  }).then((place) => place.id);
  return draftPlace;
};

/** A visit of the user's at place B, just begun (a check-in ends the one before). */
async function visitOfUser(visibility = 'PUBLIC') {
  const visit = await setup('user', 'POST', '/api/user-visits/check-in', { placeId: fx.placeB.id, visibility });
  return (visit.visit as { id: string } | undefined)?.id ?? visit.id;
}

const get =
  (url: string): Build =>
  () => ({ method: 'GET', url });
const post =
  (url: string, payload: object | ((role: Role) => object) = {}): Build =>
  (role) => ({
    method: 'POST',
    url,
    payload: typeof payload === 'function' ? payload(role) : payload,
  });

/** The requests, by operation and case; the names must match the table's. */
const REQUESTS: Record<string, Record<string, Build>> = {
  'GET /api/health': { status: get('/api/health') },
  'GET /api/health/live': { liveness: get('/api/health/live') },
  'GET /api/health/ready': { readiness: get('/api/health/ready') },
  'POST /api/auth/signup': {
    'a new account': (role) => ({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.77.0.${ROLES.indexOf(role) + 1}`,
      payload: {
        username: `matrix_${role}_${Math.random().toString(36).slice(2, 8)}`,
        password: 'correct-horse-battery',
      },
    }),
  },
  'POST /api/auth/login': {
    "the user's credentials": post('/api/auth/login', () => ({
      login: session('user').username,
      password: session('user').password,
    })),
  },
  'POST /api/auth/init': { 'who is signed in': post('/api/auth/init') },
  'POST /api/auth/refresh': { 'without a refresh token': post('/api/auth/refresh') },
  'POST /api/auth/logout': {
    // A session of its own, so the fixtures' sessions stay signed in.
    'a session of its own': async (role) => {
      if (role === 'anonymous') return { method: 'POST', url: '/api/auth/logout', payload: {} };
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: session(role).username, password: session(role).password },
      });
      const token = (login.json() as { accessToken: string }).accessToken;
      return {
        method: 'POST',
        url: '/api/auth/logout',
        payload: {},
        headers: { origin: APP_ORIGIN, authorization: `Bearer ${token}` },
      };
    },
  },
  'GET /api/auth/generate-binding-token': { 'own token': get('/api/auth/generate-binding-token') },
  'GET /api/auth/telegram-bot': { 'the bot link': get('/api/auth/telegram-bot') },
  'GET /api/auth/telegram-binding': { 'own binding': get('/api/auth/telegram-binding') },
  'POST /api/auth/unbind-telegram': { 'own binding': post('/api/auth/unbind-telegram') },

  'GET /api/users': { 'the list': get('/api/users') },
  'GET /api/users/blank': { 'a blank to create a user': get('/api/users/blank') },
  'GET /api/users/check_access': {
    "the user's profile": () => ({ method: 'GET', url: `/api/users/check_access?user=${session('user').userId}` }),
  },
  'POST /api/users/editor': {
    "the user's profile": post('/api/users/editor', (role) => ({ id: session('user').userId, about: `by ${role}` })),
    'grant ROOT to oneself': post('/api/users/editor', (role) => ({
      id: as[role]?.userId ?? randomUUID(),
      permissions: ['ROOT'],
    })),
    'grant ROOT to an ordinary user': async () => ({
      method: 'POST',
      url: '/api/users/editor',
      payload: { id: (await freshUser()).userId, permissions: ['ROOT'] },
    }),
    'create a user': post('/api/users/editor', () => ({
      displayName: 'Создан',
      username: `created_${randomUUID().slice(0, 8)}`,
    })),
  },
  'POST /api/users/toggle_favorite_features': {
    'own favourites': post('/api/users/toggle_favorite_features', () => ({ _features: [fx.feature] })),
  },

  'GET /api/organisations': { 'the list': get('/api/organisations') },
  'GET /api/organisations/blank': { 'a blank': get('/api/organisations/blank') },
  'GET /api/organisations/check_access': {
    'organisation A': () => ({
      method: 'GET',
      url: `/api/organisations/check_access?organisation=${fx.organisationA.id}`,
    }),
  },
  'POST /api/organisations/editor': {
    'update organisation B': post('/api/organisations/editor', (role) => ({
      id: fx.organisationB.id,
      description: `by ${role}`,
    })),
    'update organisation A': post('/api/organisations/editor', (role) => ({
      id: fx.organisationA.id,
      description: `by ${role}`,
    })),
    'create an organisation': post('/api/organisations/editor', (role) => ({ name: `Новая ${role}` })),
  },
  'GET /api/user-organisation-binds': {
    "organisation A's team": () => ({
      method: 'GET',
      url: `/api/user-organisation-binds?organisation=${fx.organisationA.id}`,
      visible: (body) => ids(body).includes(fx.teamBind),
    }),
  },
  'GET /api/user-organisation-binds/blank': { 'a blank': get('/api/user-organisation-binds/blank') },
  'GET /api/user-organisation-binds/check_access': {
    "the team member's bind": () => ({
      method: 'GET',
      url: `/api/user-organisation-binds/check_access?bind=${fx.teamBind}`,
    }),
  },
  'POST /api/user-organisation-binds/editor': {
    'join organisation B oneself': (role) => ({
      method: 'POST',
      url: '/api/user-organisation-binds/editor',
      payload: { userId: as[role]?.userId ?? randomUUID(), organisationId: fx.organisationB.id, kind: 'DEFAULT' },
    }),
    'add a member to organisation A': async () => ({
      method: 'POST',
      url: '/api/user-organisation-binds/editor',
      payload: { userId: (await freshUser()).userId, organisationId: fx.organisationA.id, kind: 'TEAM' },
    }),
    "change the team member's bind": post('/api/user-organisation-binds/editor', () => ({
      id: fx.teamBind,
      kind: 'TEAM',
    })),
  },
  'DELETE /api/user-organisation-binds/{id}': {
    'a member of organisation A': async () => {
      const bind = await setup('owner', 'POST', '/api/user-organisation-binds/editor', {
        userId: (await freshUser()).userId,
        organisationId: fx.organisationA.id,
      });
      return { method: 'DELETE', url: `/api/user-organisation-binds/${bind.id}` };
    },
  },

  'GET /api/features': { 'the list': get('/api/features') },
  'GET /api/features/blank': { 'a blank': get('/api/features/blank') },
  'GET /api/features/check_access': {
    'a feature': () => ({ method: 'GET', url: `/api/features/check_access?feature=${fx.feature}` }),
  },
  'POST /api/features/editor': {
    'update a feature': post('/api/features/editor', () => ({ id: fx.feature, name: 'Wi-Fi' })),
  },
  'DELETE /api/features/{id}': {
    'a feature': async (role) => {
      const feature = await setup('root', 'POST', '/api/features/editor', { name: `Удалить ${role}` });
      return { method: 'DELETE', url: `/api/features/${feature.id}` };
    },
  },
  'POST /api/features/replace': {
    'one feature by another': async (role) => {
      const old = await setup('root', 'POST', '/api/features/editor', { name: `Старая ${role}` });
      return {
        method: 'POST',
        url: '/api/features/replace',
        payload: { _oldFeature: old.id, _newFeature: fx.feature },
      };
    },
  },

  'GET /api/places': { 'the list': get('/api/places') },
  'GET /api/places/blank': { 'a blank': get('/api/places/blank') },
  'GET /api/places/check_access': {
    'place A': () => ({ method: 'GET', url: `/api/places/check_access?place=${fx.placeA.id}` }),
  },
  'POST /api/places/editor': {
    'update place B': post('/api/places/editor', (role) => ({ id: fx.placeB.id, description: `by ${role}` })),
    'move a place of A to organisation B': async () => ({
      method: 'POST',
      url: '/api/places/editor',
      payload: { id: (await freshPlaceA()).id, organisationId: fx.organisationB.id },
    }),
    'update place A': post('/api/places/editor', (role) => ({ id: fx.placeA.id, description: `by ${role}` })),
    'create a place in organisation A': post('/api/places/editor', (role) => ({
      organisationId: fx.organisationA.id,
      name: `Место ${role}`,
      latitude: 56.3,
      longitude: 44,
    })),
  },
  'POST /api/places/field-editor': {
    "place A's description": post('/api/places/field-editor', (role) => ({
      id: fx.placeA.id,
      field: 'description',
      value: `by ${role}`,
    })),
  },
  'POST /api/places/process/{id}': {
    'place B': () => ({ method: 'POST', url: `/api/places/process/${fx.placeB.id}`, payload: {} }),
    'place A': () => ({ method: 'POST', url: `/api/places/process/${fx.placeA.id}`, payload: {} }),
  },

  'GET /api/event-lists': { 'the list': get('/api/event-lists') },
  'GET /api/event-lists/blank': { 'a blank': get('/api/event-lists/blank') },
  'GET /api/event-lists/check_access': {
    'list A': () => ({ method: 'GET', url: `/api/event-lists/check_access?eventList=${fx.listA.id}` }),
  },
  'POST /api/event-lists/editor': {
    'create a list of A at place B': post('/api/event-lists/editor', (role) => ({
      name: `Список ${role}`,
      organisationId: fx.organisationA.id,
      placeId: fx.placeB.id,
    })),
    'update list A': post('/api/event-lists/editor', (role) => ({ id: fx.listA.id, description: `by ${role}` })),
  },
  'GET /api/events': { 'the list': get('/api/events') },
  'GET /api/events/blank': { 'a blank': get('/api/events/blank') },
  'GET /api/events/check_access': {
    'event A': () => ({ method: 'GET', url: `/api/events/check_access?event=${fx.eventA.id}` }),
  },
  'POST /api/events/editor': {
    'move an event of A to place B': async () => {
      const event = await setup('owner', 'POST', '/api/events/editor', {
        title: 'Переезд',
        placeId: (await freshPlaceA()).id,
        startsAt: '2030-01-07T19:00:00+03:00',
        endsAt: '2030-01-07T22:00:00+03:00',
      });
      return { method: 'POST', url: '/api/events/editor', payload: { id: event.id, placeId: fx.placeB.id } };
    },
    'create an event of A at place B': post('/api/events/editor', (role) => ({
      organisationId: fx.organisationA.id,
      placeId: fx.placeB.id,
      title: `Гастроли ${role}`,
      startsAt: '2030-01-07T19:00:00+03:00',
      endsAt: '2030-01-07T22:00:00+03:00',
    })),
    'create an event at place B': post('/api/events/editor', (role) => ({
      placeId: fx.placeB.id,
      title: `Событие ${role}`,
      startsAt: '2030-01-07T19:00:00+03:00',
      endsAt: '2030-01-07T22:00:00+03:00',
    })),
    'update event A': post('/api/events/editor', (role) => ({ id: fx.eventA.id, description: `by ${role}` })),
    'create an event at place A': post('/api/events/editor', (role) => ({
      placeId: fx.placeA.id,
      title: `Событие ${role}`,
      startsAt: '2030-01-07T19:00:00+03:00',
      endsAt: '2030-01-07T22:00:00+03:00',
    })),
  },

  'GET /api/external-event-announcements/work-stream-provider': {
    'the provider': get('/api/external-event-announcements/work-stream-provider'),
  },
  'POST /api/external-event-announcements/process-with-ai': {
    'an announcement': post('/api/external-event-announcements/process-with-ai', () => ({
      _announcement: fx.announcement,
    })),
  },
  'GET /api/external-event-announcements': { 'the list': get('/api/external-event-announcements') },
  'GET /api/external-event-announcements/blank': { 'a blank': get('/api/external-event-announcements/blank') },
  'GET /api/external-event-announcements/check_access': {
    'an announcement': () => ({
      method: 'GET',
      url: `/api/external-event-announcements/check_access?announcement=${fx.announcement}`,
    }),
  },
  'POST /api/external-event-announcements/editor': {
    'update an announcement': post('/api/external-event-announcements/editor', (role) => ({
      id: fx.announcement,
      source: `by ${role}`,
    })),
  },

  'GET /api/sources': {
    "organisation A's sources": () => ({
      method: 'GET',
      url: '/api/sources',
      visible: (body) => ids(body).includes(fx.source),
    }),
  },
  'GET /api/sources/blank': { 'a blank': get('/api/sources/blank') },
  'GET /api/sources/check_access': {
    'source A': () => ({ method: 'GET', url: `/api/sources/check_access?source=${fx.source}` }),
  },
  'POST /api/sources/editor': {
    'update source A': post('/api/sources/editor', () => ({ id: fx.source, intervalMinutes: 120 })),
    'connect a source of place A': post('/api/sources/editor', (role) => ({
      kind: 'ICAL',
      placeId: fx.placeA.id,
      address: calendarUrl(`connect-${role}`),
    })),
  },
  'DELETE /api/sources/{id}': {
    'source A': async (role) => {
      const source = await setup('owner', 'POST', '/api/sources/editor', {
        kind: 'ICAL',
        placeId: fx.placeA.id,
        address: calendarUrl(`delete-${role}`),
      });
      return { method: 'DELETE', url: `/api/sources/${source.id}` };
    },
  },
  'POST /api/sources/preview': {
    'a calendar': post('/api/sources/preview', () => ({ address: calendarUrl('preview') })),
  },
  'POST /api/sources/{id}/fetch': {
    'source A': () => ({ method: 'POST', url: `/api/sources/${fx.source}/fetch`, payload: {} }),
  },
  'GET /api/sources/{id}/items': {
    'source A': () => ({ method: 'GET', url: `/api/sources/${fx.source}/items` }),
  },
  'GET /api/calendar/events/{code}': {
    'event A': () => ({ method: 'GET', url: `/api/calendar/events/${fx.eventA.code}` }),
  },
  'GET /api/calendar/event-lists/{code}': {
    'list A': () => ({ method: 'GET', url: `/api/calendar/event-lists/${fx.listA.code}` }),
  },
  'GET /api/calendar/places/{code}': {
    'place A': () => ({ method: 'GET', url: `/api/calendar/places/${fx.placeA.code}` }),
  },
  'GET /api/calendar/organisations/{code}': {
    'organisation A': () => ({ method: 'GET', url: `/api/calendar/organisations/${fx.organisationA.code}` }),
  },
  'POST /api/event-attendance/mark': {
    'own mark on event A': post('/api/event-attendance/mark', () => ({ event: fx.eventA.id, status: 'GOING' })),
  },
  'GET /api/event-attendance': {
    'event A': () => ({ method: 'GET', url: `/api/event-attendance?event=${fx.eventA.id}` }),
  },
  'GET /api/sitemap': { 'the index': get('/api/sitemap') },
  'GET /api/sitemap/{kind}': { places: get('/api/sitemap/places') },
  'GET /api/cards/{kind}/{file}': {
    "place A's card": () => ({ method: 'GET', url: `/api/cards/place/${fx.placeA.code}.png` }),
  },

  'POST /api/opinions/analyse/{id}': {
    "the user's opinion of place B": async () => ({
      method: 'POST',
      url: `/api/opinions/analyse/${await opinionOfPlaceB()}`,
      payload: {},
    }),
    "the user's opinion": () => ({ method: 'POST', url: `/api/opinions/analyse/${fx.opinion}`, payload: {} }),
  },
  'GET /api/opinions/unanswered-count': { 'own organisations': get('/api/opinions/unanswered-count') },
  'GET /api/opinions': {
    "opinions of event A, the user's private one among them": () => ({
      method: 'GET',
      url: `/api/opinions?event=${fx.eventA.id}`,
      visible: (body) => ids(body).includes(fx.privateOpinion),
    }),
  },
  'GET /api/places/{id}/photos': {
    "photos of a place of A's, the user's private one among them": async () => {
      const { place, photo } = await privatePhotoOfPlaceA();
      return {
        method: 'GET',
        url: `/api/places/${place}/photos`,
        visible: (body) =>
          ((body as { items: { fileId: string }[] }).items ?? []).some((item) => item.fileId === photo),
      };
    },
    "photos of a draft place of A's": async () => ({ method: 'GET', url: `/api/places/${await draftPlaceA()}/photos` }),
  },
  'GET /api/opinions/blank': { 'a blank': get('/api/opinions/blank') },
  'GET /api/opinions/check_access': {
    "the user's public opinion": () => ({ method: 'GET', url: `/api/opinions/check_access?opinion=${fx.opinion}` }),
    "the user's private opinion": () => ({
      method: 'GET',
      url: `/api/opinions/check_access?opinion=${fx.privateOpinion}`,
    }),
  },
  'POST /api/opinions/editor': {
    "update the user's opinion": post('/api/opinions/editor', (role) => ({
      id: fx.opinion,
      text: `Отзыв, правка ${role}`,
    })),
  },
  'DELETE /api/opinions/{id}': {
    "the user's opinion": async () => {
      const place = await setup('outsider', 'POST', '/api/places/editor', {
        organisationId: fx.organisationB.id,
        name: 'Для отзыва',
        latitude: 56.3,
        longitude: 44,
      });
      const opinion = await setup('user', 'POST', '/api/opinions/editor', {
        placeId: place.id,
        rating: 4,
        text: 'Нормально',
      });
      return { method: 'DELETE', url: `/api/opinions/${opinion.id}` };
    },
  },
  'GET /api/feedbacks': {
    'answers to the opinion': () => ({ method: 'GET', url: `/api/feedbacks?opinion=${fx.opinion}` }),
  },
  'GET /api/feedbacks/blank': { 'a blank': get('/api/feedbacks/blank') },
  'GET /api/feedbacks/check_access': {
    'the opinion': () => ({ method: 'GET', url: `/api/feedbacks/check_access?opinion=${fx.opinion}` }),
  },
  'POST /api/feedbacks/editor': {
    "answer the user's opinion of place B": async () => ({
      method: 'POST',
      url: '/api/feedbacks/editor',
      payload: { opinionId: await opinionOfPlaceB(), text: 'Спасибо за отзыв' },
    }),
    "update organisation A's answer": post('/api/feedbacks/editor', (role) => ({
      id: fx.feedback,
      text: `Ответ, правка ${role}`,
    })),
  },

  'POST /api/user-subscriptions/subscribe': {
    'place A': post('/api/user-subscriptions/subscribe', () => ({ placeId: fx.placeA.id })),
  },
  'POST /api/user-subscriptions/unsubscribe': {
    'place A': post('/api/user-subscriptions/unsubscribe', () => ({ placeId: fx.placeA.id })),
  },
  'GET /api/user-subscriptions/status': {
    'place A': () => ({ method: 'GET', url: `/api/user-subscriptions/status?place=${fx.placeA.id}` }),
  },
  'GET /api/user-subscriptions': {
    "the user's": () => ({ method: 'GET', url: `/api/user-subscriptions?subscriber=${session('user').userId}` }),
  },

  'POST /api/user-visits/check-in': {
    'at place A': post('/api/user-visits/check-in', () => ({ placeId: fx.placeA.id })),
  },
  'POST /api/user-visits/extend': {
    "the user's visit": async () => ({
      method: 'POST',
      url: '/api/user-visits/extend',
      payload: { visitId: await visitOfUser() },
    }),
  },
  'POST /api/user-visits/close': {
    "the user's visit": async () => ({
      method: 'POST',
      url: '/api/user-visits/close',
      payload: { visitId: await visitOfUser() },
    }),
  },
  'GET /api/user-visits/current': { own: get('/api/user-visits/current') },
  'GET /api/user-visits': {
    "at place B, the user's private visit among them": async () => {
      const visit = await visitOfUser('PRIVATE');
      return {
        method: 'GET',
        url: `/api/user-visits?place=${fx.placeB.id}`,
        visible: (body) => ids(body).includes(visit),
      };
    },
  },
  'GET /api/user-visits/stats': {
    'place A': () => ({ method: 'GET', url: `/api/user-visits/stats?place=${fx.placeA.id}` }),
  },

  'GET /api/rooms': { 'the list': get('/api/rooms') },
  'GET /api/rooms/blank': { 'a blank': get('/api/rooms/blank') },
  'GET /api/rooms/check_access': {
    "the user's room": () => ({ method: 'GET', url: `/api/rooms/check_access?room=${fx.room}` }),
  },
  'POST /api/rooms/editor': {
    "update the user's room": post('/api/rooms/editor', (role) => ({ id: fx.room, description: `by ${role}` })),
  },
  'DELETE /api/rooms/{id}': {
    "the user's room": async () => {
      const room = await setup('user', 'POST', '/api/rooms/editor', {
        title: 'Удалить',
        placeId: fx.placeA.id,
        startsAt: ROOM_AT,
      });
      return { method: 'DELETE', url: `/api/rooms/${room.id}` };
    },
  },
  'POST /api/rooms/toggle-participant': {
    "join the user's room": post('/api/rooms/toggle-participant', () => ({ roomId: fx.room })),
  },
  'GET /api/rooms/participants': {
    "the user's room": () => ({ method: 'GET', url: `/api/rooms/participants?room=${fx.room}` }),
  },

  'GET /api/chats': {
    "own chats; the user's chat is foreign to most": () => ({
      method: 'GET',
      url: '/api/chats',
      visible: (body) => ids(body).includes(fx.chat),
    }),
  },
  'GET /api/chats/blank': { 'a blank': get('/api/chats/blank') },
  'GET /api/chats/check_access': {
    "the user's chat": () => ({ method: 'GET', url: `/api/chats/check_access?chat=${fx.chat}` }),
  },
  'POST /api/chats/editor': {
    "rename the user's chat": post('/api/chats/editor', (role) => ({ id: fx.chat, title: `Чат ${role}` })),
  },
  'DELETE /api/chats/{id}': {
    "the user's chat": async () => {
      const chat = await setup('user', 'POST', '/api/chats/editor', {
        title: 'Удалить',
        memberIds: [session('team').userId],
      });
      return { method: 'DELETE', url: `/api/chats/${chat.id}` };
    },
  },
  'GET /api/chats/private': {
    'with the user': () => ({ method: 'GET', url: `/api/chats/private?user=${session('user').userId}` }),
  },
  'GET /api/chats/last-messages-by-chat': {
    "the user's chat": () => ({ method: 'GET', url: `/api/chats/last-messages-by-chat?chat=${fx.chat}` }),
  },
  'GET /api/chats/unread-count': { own: get('/api/chats/unread-count') },
  'POST /api/chats/leave': {
    "a chat of the user's with the team member": async () => {
      const chat = await setup('user', 'POST', '/api/chats/editor', {
        title: 'Выйти',
        memberIds: [session('team').userId],
      });
      return { method: 'POST', url: '/api/chats/leave', payload: { chatId: chat.id } };
    },
  },

  'GET /api/feed': { own: get('/api/feed') },
  'GET /api/feed/v2': { 'the feed': get('/api/feed/v2') },
  'GET /api/feed/global-search': { 'a query': get('/api/feed/global-search?q=%D0%B4%D0%B6%D0%B0%D0%B7') },
  'POST /api/page-views': { 'place A': post('/api/page-views', () => ({ place: fx.placeA.id })) },
  'GET /api/business-stats': {
    'organisation B': () => ({ method: 'GET', url: `/api/business-stats?organisation=${fx.organisationB.id}` }),
    'organisation A': () => ({ method: 'GET', url: `/api/business-stats?organisation=${fx.organisationA.id}` }),
  },
  'POST /api/files/upload': { 'without a file': post('/api/files/upload') },
  'GET /api/files/get-paths': {
    'an unknown file': () => ({ method: 'GET', url: `/api/files/get-paths?paths=${randomUUID()}` }),
  },
  'GET /api/files/raw/{id}/{name}': {
    'an unknown file': () => ({ method: 'GET', url: `/api/files/raw/${randomUUID()}/w320.webp` }),
  },
  'GET /api/notification-settings': { own: get('/api/notification-settings') },
  'POST /api/notification-settings': { own: post('/api/notification-settings', () => ({ chatMessages: true })) },
  'GET /api/notifications/push/key': { 'the public key': get('/api/notifications/push/key') },
  'GET /api/notifications/push/subscriptions': { own: get('/api/notifications/push/subscriptions') },
  'POST /api/notifications/push/subscriptions': {
    'a browser of its own': post('/api/notifications/push/subscriptions', () => browserSubscription(PUSH_SERVICE).json),
  },
  'DELETE /api/notifications/push/subscriptions/{id}': {
    // A new one of the user's for every request: the user's own request deletes it.
    "the user's browser": async () => {
      const { id } = await setup('user', 'POST', '/api/notifications/push/subscriptions', {
        ...browserSubscription(PUSH_SERVICE).json,
      });
      return { method: 'DELETE', url: `/api/notifications/push/subscriptions/${id}` };
    },
  },

  // A person of their own, so no block touches the fixtures' chats and rooms.
  'POST /api/blocks': {
    'block a person': async () => ({ method: 'POST', url: '/api/blocks', payload: { userId: await blockTarget() } }),
  },
  'DELETE /api/blocks/{userId}': {
    'unblock a person': async () => ({ method: 'DELETE', url: `/api/blocks/${await blockTarget()}` }),
  },
  'GET /api/blocks': { own: get('/api/blocks') },
  'GET /api/blocks/{userId}': {
    'whether one blocked the user': () => ({ method: 'GET', url: `/api/blocks/${session('user').userId}` }),
  },
  'POST /api/complaints': {
    // A new opinion per request: one complaint per person and item.
    "about the user's opinion": async () => ({
      method: 'POST',
      url: '/api/complaints',
      payload: { targetType: 'OPINION', targetId: await opinionOfPlaceB(), reason: 'SPAM' },
    }),
    "about the user's private opinion": async () => ({
      method: 'POST',
      url: '/api/complaints',
      payload: { targetType: 'OPINION', targetId: fx.privateOpinion, reason: 'SPAM' },
    }),
  },
  'GET /api/complaints/mine': {
    'own complaints': () => ({
      method: 'GET',
      url: `/api/complaints/mine?targetType=OPINION&targetId=${fx.opinion}`,
    }),
  },
  'GET /api/moderation/queue': { 'the queue': get('/api/moderation/queue') },
  'GET /api/moderation/items/{targetType}/{targetId}': {
    // Only an item in moderation (a complaint, a hold, a decision) is a moderator's to open by id.
    "the user's opinion, complained about": async () => {
      const opinion = await opinionOfPlaceB();
      await setup('another', 'POST', '/api/complaints', { targetType: 'OPINION', targetId: opinion, reason: 'SPAM' });
      return { method: 'GET', url: `/api/moderation/items/OPINION/${opinion}` };
    },
  },
  'POST /api/moderation/decisions': {
    "keep the user's opinion": post('/api/moderation/decisions', () => ({
      targetType: 'OPINION',
      targetId: fx.opinion,
      action: 'KEEP',
    })),
    'delete a profile': post('/api/moderation/decisions', () => ({
      targetType: 'USER',
      targetId: session('user').userId,
      action: 'DELETE',
      reason: 'Спам',
    })),
  },
  'GET /api/moderation/decisions': { 'the log': get('/api/moderation/decisions') },
  'POST /api/places/analysis-reports': {
    // One report per person and opinion: each role reports the same opinion once.
    "the user's opinion of place A": post('/api/places/analysis-reports', () => ({ opinionId: fx.opinion })),
  },
  'GET /api/places/analysis-reports/mine': {
    'own report': () => ({ method: 'GET', url: `/api/places/analysis-reports/mine?opinionId=${fx.opinion}` }),
  },
  'GET /api/places/analysis-reports': { 'the reports': get('/api/places/analysis-reports') },
  'POST /api/places/analysis-reports/close/{id}': {
    // A report of its own per request: a closed one is not closed twice.
    'a report of a misread opinion': async () => {
      const report = await setup('root', 'POST', '/api/places/analysis-reports', {
        opinionId: await opinionOfPlaceB(),
      });
      return { method: 'POST', url: `/api/places/analysis-reports/close/${report.id}`, payload: {} };
    },
  },
};

function outcomeOf(response: LightMyRequestResponse, sent: Sent): Outcome | string {
  const status = response.statusCode;
  if (status >= 200 && status < 300) {
    if (!sent.visible) return 'allowed';
    return sent.visible(response.json()) ? 'allowed' : 'filtered';
  }
  if (status === 400 && (response.json() as { code?: string }).code === 'NOT_YOUR_ORGANISATION') return 'notYours';
  const classes: Record<number, Outcome> = {
    400: 'invalid',
    415: 'invalid',
    409: 'conflict',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'hidden',
  };
  return classes[status] ?? `${status}`;
}

beforeAll(async () => {
  for (const role of ROLES) if (role !== 'anonymous') as[role] = await signUp(t.app);
  await grant(t.app, session('owner').userId, ['BUSINESS_PANEL']);
  await grant(t.app, session('outsider').userId, ['BUSINESS_PANEL']);
  await grant(t.app, session('business').userId, ['BUSINESS_PANEL']);
  await grant(t.app, session('announcer').userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
  await grant(t.app, session('root').userId, ['ROOT']);
  await grant(t.app, session('moderator').userId, ['MODERATION']);
  fx.organisationA = await setup('owner', 'POST', '/api/organisations/editor', { name: 'Организация А' });
  fx.organisationB = await setup('outsider', 'POST', '/api/organisations/editor', { name: 'Организация Б' });
  fx.teamBind = (
    await setup('owner', 'POST', '/api/user-organisation-binds/editor', {
      userId: session('team').userId,
      organisationId: fx.organisationA.id,
    })
  ).id;
  const place = { latitude: 56.32, longitude: 44.0 };
  fx.placeA = await setup('owner', 'POST', '/api/places/editor', {
    organisationId: fx.organisationA.id,
    name: 'Место А',
    ...place,
  });
  fx.placeB = await setup('outsider', 'POST', '/api/places/editor', {
    organisationId: fx.organisationB.id,
    name: 'Место Б',
    ...place,
  });
  fx.listA = await setup('owner', 'POST', '/api/event-lists/editor', { name: 'Джаз по средам', placeId: fx.placeA.id });
  fx.eventA = await setup('owner', 'POST', '/api/events/editor', {
    title: 'Вечер джаза',
    placeId: fx.placeA.id,
    eventListId: fx.listA.id,
    startsAt: '2030-01-07T19:00:00+03:00',
    endsAt: '2030-01-07T22:00:00+03:00',
  });
  fx.feature = (await setup('root', 'POST', '/api/features/editor', { name: 'Веранда' })).id;
  fx.opinion = (
    await setup('user', 'POST', '/api/opinions/editor', { placeId: fx.placeA.id, rating: 5, text: 'Хорошо' })
  ).id;
  fx.privateOpinion = (
    await setup('user', 'POST', '/api/opinions/editor', {
      eventId: fx.eventA.id,
      rating: 2,
      text: 'Только мне',
      visibility: 'PRIVATE',
    })
  ).id;
  fx.feedback = (await setup('owner', 'POST', '/api/feedbacks/editor', { opinionId: fx.opinion, text: 'Спасибо' })).id;
  fx.room = (
    await setup('user', 'POST', '/api/rooms/editor', { title: 'Встреча', placeId: fx.placeA.id, startsAt: ROOM_AT })
  ).id;
  fx.chat = (
    await setup('user', 'POST', '/api/chats/editor', { title: 'Свой чат', memberIds: [session('team').userId] })
  ).id;
  fx.source = (
    await setup('owner', 'POST', '/api/sources/editor', {
      kind: 'ICAL',
      placeId: fx.placeA.id,
      address: calendarUrl('a'),
    })
  ).id;
  fx.announcement = (
    await setup('announcer', 'POST', '/api/external-event-announcements/editor', {
      source: 'канал',
      rawText: 'Концерт в субботу',
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => calendarServer.close(resolve));
});

describe('authorization matrix', () => {
  it('lists every operation of the OpenAPI document (bot routes hidden), and sends a request for every case', () => {
    expect(operations.some((name) => name.includes(' /api/internal/'))).toBe(false);
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual([...operations].sort());
    for (const [operation, cases] of Object.entries(AUTHORIZATION_MATRIX)) {
      expect(Object.keys(REQUESTS[operation] ?? {}).sort(), operation).toEqual(cases.map((c) => c.case).sort());
    }
  });

  it('docs/authorization.md shows the table as it is', () => {
    const path = new URL('../../../../docs/authorization.md', import.meta.url);
    if (process.env.UPDATE_AUTHORIZATION_DOC) writeFileSync(path, renderAuthorizationMatrix());
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '').toBe(renderAuthorizationMatrix());
  });

  // Every role times every case, one request after another (over a thousand): 7 s on a quiet machine, 30 s at a load
  // average of 27 on 2 cores. The limit only bounds a hang.
  it('every role gets the class of answer the table names, on own and foreign objects', async () => {
    const failures: string[] = [];
    /** What each request got, written to MATRIX_OBSERVED when set: how to review the table after a change. */
    const observed: { operation: string; case: string; role: Role; outcome: string }[] = [];
    let requests = 0;
    const started = Date.now();
    for (const operation of operations) {
      for (const [name, build] of Object.entries(REQUESTS[operation] ?? {})) {
        const row = AUTHORIZATION_MATRIX[operation]?.find((candidate) => candidate.case === name);
        for (const role of ROLES) {
          const sent = await build(role);
          const { visible: _, ...options } = sent;
          const response = await t.app.inject({
            ...options,
            headers: { ...headersOf(role), ...(options.headers ?? {}) },
          });
          requests += 1;
          const outcome = outcomeOf(response, sent);
          observed.push({ operation, case: name, role, outcome });
          if (outcome !== row?.expected[role]) {
            failures.push(
              `${operation} · ${name} · ${role}: expected ${row?.expected[role]}, got ${outcome} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    if (process.env.MATRIX_OBSERVED) writeFileSync(process.env.MATRIX_OBSERVED, JSON.stringify(observed, null, 1));
    const rows = Object.values(AUTHORIZATION_MATRIX).reduce((sum, cases) => sum + cases.length, 0);
    console.info(
      `authorization matrix (${process.env.TEST_DB ?? 'pglite'}): ${operations.length} operations, ${rows} rows, ${requests} requests in ${Date.now() - started} ms`,
    );
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 180_000);
});
