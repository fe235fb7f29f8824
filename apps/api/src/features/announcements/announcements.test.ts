import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtinProvider, createOpenAiProvider, DraftEvent } from '@mesto/text-intelligence';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, externalEventAnnouncements } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
  testDatabaseKind,
} from '../../testing/test-app.ts';
import { ExtractionResult } from './announcement.schemas.ts';
import { findDuplicate } from './announcements.service.ts';

type Role = 'manager' | 'manager2' | 'root' | 'business' | 'anonymous';

/** An OpenAI-compatible server that answers every chat completion with a 500, and counts what it was asked. */
async function failingModelServer(): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    request.resume();
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'model crashed' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// The OpenAI-compatible provider of packages/text-intelligence is written in parallel with this API; until it calls
// out, its placeholder answers without asking the server, and the test of its fallback has nothing to see.
const probe = await failingModelServer();
await createOpenAiProvider({ baseUrl: probe.url, model: 'probe', apiKey: null, timeoutMs: 2000 }, builtinProvider)
  .extractAnnouncement({
    text: 'Концерт 25 ноября в 19:00',
    publishedAt: new Date(),
    timeZone: 'Europe/Moscow',
    places: async () => [],
  })
  .catch(() => undefined);
const openAiProviderCallsOut = probe.requests() > 0;
await probe.close();

// Likewise the built-in extractor: until it lands, its placeholder finds neither a start nor a place.
const SAMPLE_POST = 'Джазовый вечер с трио Петрова\n25 ноября 2030 года в 19:00, джаз-клуб «Синкопа». Вход 700 ₽';
const sampleDraft = (
  await builtinProvider.extractAnnouncement({
    text: SAMPLE_POST,
    publishedAt: new Date('2030-11-01T12:00:00+03:00'),
    timeZone: 'Europe/Moscow',
    places: async () => [{ id: crypto.randomUUID(), name: 'Синкопа', aliases: [], address: null }],
  })
).events[0];
const builtinExtractorReads = Boolean(sampleDraft?.startsAt.value && sampleDraft.place.value);

const HOUR = 60 * 60 * 1000;
const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * 24 * HOUR);
  date.setUTCHours(hour - 3, 0, 0, 0);
  return date.toISOString();
};

describe('external event announcements', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let placeId = '';
  let otherManagers: Session[] = [];

  const call = (method: 'GET' | 'POST', url: string, role: Role | Session, payload?: unknown) => {
    const session = typeof role === 'string' ? as[role] : role;
    return t.app.inject({
      method,
      url: `/api/external-event-announcements${url}`,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const ok = async (method: 'GET' | 'POST', url: string, role: Role | Session, payload?: unknown) => {
    const response = await call(method, url, role, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const create = (fields: object = {}, role: Role = 'manager') =>
    ok('POST', '/editor', role, { source: 'Телеграм-канал «Афиша»', rawText: 'Концерт в пятницу', ...fields });
  const draft = (fields: object = {}) => ({
    title: 'Джазовый вечер с трио Петрова',
    description: 'Живой джаз',
    startsAt: inDays(20),
    endsAt: inDays(20, 22),
    price: 500,
    placeId,
    tags: ['MUSIC'],
    ...fields,
  });
  /** Open announcements as a source would leave them, oldest first, written straight into the table. */
  const arrive = async (count: number) => {
    const base = Date.now() - 10 * 24 * HOUR;
    const rows = await t.app.db
      .insert(externalEventAnnouncements)
      .values(
        Array.from({ length: count }, (_, index) => ({
          source: 'Канал',
          rawText: `Анонс номер ${index + 1}`,
          createdAt: new Date(base + index * 60_000),
        })),
      )
      .returning({ id: externalEventAnnouncements.id });
    return rows.map((row) => row.id);
  };
  const take = async (role: Role | Session, limit = 1) =>
    ((await ok('GET', `/work-stream-provider?limit=${limit}`, role)).items as { id: string }[]).map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['manager', 'manager2', 'root', 'business'] as const) as[role] = await signUp(t.app);
    await grant(t.app, (as.manager as Session).userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
    await grant(t.app, (as.manager2 as Session).userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT', 'BUSINESS_PANEL']);
    await grant(t.app, (as.root as Session).userId, ['ROOT']);
    await grant(t.app, (as.business as Session).userId, ['BUSINESS_PANEL']);
    otherManagers = [];
    for (let index = 0; index < 4; index++) {
      const session = await signUp(t.app);
      await grant(t.app, session.userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
      otherManagers.push(session);
    }
    const business = { origin: APP_ORIGIN, ...bearer(as.business as Session) };
    const organisation = await t.app.inject({
      method: 'POST',
      url: '/api/organisations/editor',
      headers: business,
      payload: { name: 'Синкопа' },
    });
    const place = await t.app.inject({
      method: 'POST',
      url: '/api/places/editor',
      headers: business,
      payload: { organisationId: organisation.json().id, name: 'Синкопа', address: 'ул. Рождественская, 5' },
    });
    expect(place.statusCode, place.body).toBe(200);
    placeId = place.json().id;
  });
  afterAll(() => t.close());

  describe('access', () => {
    let id = '';
    beforeAll(async () => {
      id = (await create()).id;
    });
    const calls = (): [string, 'GET' | 'POST', string, unknown?][] => [
      ['list', 'GET', ''],
      ['blank', 'GET', '/blank'],
      ['check_access', 'GET', `/check_access?announcement=${id}`],
      ['editor', 'POST', '/editor', { id, source: 'Сайт площадки' }],
      ['work stream', 'GET', '/work-stream-provider'],
      ['process-with-ai', 'POST', '/process-with-ai', { _announcement: 'Концерт завтра в 20:00' }],
    ];

    it('managers and ROOT may make every call', async () => {
      for (const role of ['manager', 'root'] as const) {
        for (const [name, method, url, payload] of calls()) {
          // The work stream may hand the announcement to one and leave it claimed; release it for the next caller.
          const response = await call(method, url, role, payload);
          expect(response.statusCode, `${role} ${name}: ${response.body}`).toBe(200);
          await call('POST', '/editor', role, { id, release: true });
        }
      }
    });

    it('a business user without the permission gets 403, an anonymous caller 401, and nothing changes', async () => {
      for (const [role, status] of [
        ['business', 403],
        ['anonymous', 401],
      ] as const) {
        for (const [name, method, url, payload] of calls()) {
          const response = await call(method, url, role, payload);
          expect(response.statusCode, `${role} ${name}: ${response.body}`).toBe(status);
        }
      }
      const [row] = await t.app.db
        .select({ source: externalEventAnnouncements.source })
        .from(externalEventAnnouncements)
        .where(eq(externalEventAnnouncements.id, id));
      expect(row?.source).toBe('Сайт площадки');
    });

    it('check_access answers what a manager may do; an unknown or malformed id is a 404', async () => {
      expect(await ok('GET', `/check_access?announcement=${id}`, 'manager')).toEqual({
        canView: true,
        canEdit: true,
        canDelete: false,
      });
      for (const key of [crypto.randomUUID(), 'not-an-id', "'; drop table events; --"]) {
        expect((await call('GET', `/check_access?announcement=${encodeURIComponent(key)}`, 'manager')).statusCode).toBe(
          404,
        );
      }
    });
  });

  describe('the editor and the list', () => {
    it('creates an announcement with its source, text and a draft, and the list finds it by status, source and text', async () => {
      const created = await create({
        source: 'Сайт «Синкопы»',
        sourceUrl: 'https://sinkopa.example/afisha/1',
        rawText: 'Большой концерт саксофониста Иванова',
        publishedAt: '2026-11-20T10:00:00+03:00',
        draft: draft(),
      });
      expect(created).toMatchObject({
        source: 'Сайт «Синкопы»',
        status: 'NEW',
        publishedAt: '2026-11-20T07:00:00.000Z',
        draft: { title: 'Джазовый вечер с трио Петрова', placeId, price: 500, tags: ['MUSIC'] },
        claim: null,
        eventId: null,
      });
      const bySource = await ok('GET', `?source=${encodeURIComponent('Сайт «Синкопы»')}`, 'manager');
      expect(bySource.items.map((item: { id: string }) => item.id)).toEqual([created.id]);
      const byText = await ok('GET', `?q=${encodeURIComponent('саксофонист')}`, 'manager');
      expect(byText.items.map((item: { id: string }) => item.id)).toContain(created.id);
      const rejected = await ok('GET', '?status=REJECTED', 'manager');
      expect(rejected.items.map((item: { id: string }) => item.id)).not.toContain(created.id);
    });

    it('pages the list with a cursor, newest first, without repeating an item', async () => {
      for (let index = 0; index < 3; index++) await create({ source: 'Постраничный', rawText: `Анонс ${index}` });
      const first = await ok('GET', `?source=${encodeURIComponent('Постраничный')}&limit=2`, 'manager');
      expect(first.items.map((item: { rawText: string }) => item.rawText)).toEqual(['Анонс 2', 'Анонс 1']);
      const second = await ok(
        'GET',
        `?source=${encodeURIComponent('Постраничный')}&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`,
        'manager',
      );
      expect(second.items.map((item: { rawText: string }) => item.rawText)).toEqual(['Анонс 0']);
      expect(second.nextCursor).toBeNull();
    });

    it('a bad field is a 400 naming it, the draft included; nothing is written', async () => {
      const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(externalEventAnnouncements);
      const cases: [object, string][] = [
        [{ source: '', rawText: 'Текст' }, 'source'],
        [{ source: 'Канал', rawText: '   ' }, 'rawText'],
        [{ source: 'Канал', rawText: 'x'.repeat(20_001) }, 'rawText'],
        [{ source: 'Канал', rawText: 'Текст', sourceUrl: 'не ссылка' }, 'sourceUrl'],
        [{ source: 'Канал', rawText: 'Текст', status: 'DONE' }, 'status'],
        [{ source: 'Канал', rawText: 'Текст', draft: draft({ startsAt: 'в пятницу' }) }, 'draft.startsAt'],
        [{ source: 'Канал', rawText: 'Текст', draft: draft({ price: -1 }) }, 'draft.price'],
        [{ source: 'Канал', rawText: 'Текст', draft: draft({ tags: ['NOPE'] }) }, 'draft.tags.0'],
        [{ source: 'Канал', rawText: 'Текст', draft: draft({ ticketUrl: 'javascript:alert(1)' }) }, 'draft.ticketUrl'],
        [
          { source: 'Канал', rawText: 'Текст', draft: draft({ ticketUrl: 'https://a:b@qtickets.ru/1' }) },
          'draft.ticketUrl',
        ],
        [{ source: 'Канал', rawText: 'Текст', draft: { title: 'Без остального' } }, 'draft.description'],
        [{ source: 'Канал', rawText: 'Текст', draft: 'строка' }, 'draft'],
        [{ source: 42, rawText: 'Текст' }, 'source'],
        [{ source: 'Канал', rawText: 'Текст', eventId: crypto.randomUUID() }, 'eventId'],
        [{ source: 'Канал', rawText: 'Текст', status: 'DUPLICATE' }, 'duplicateOfEventId'],
      ];
      for (const [payload, field] of cases) {
        const response = await call('POST', '/editor', 'manager', payload);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
      }
      const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(externalEventAnnouncements);
      expect(after).toEqual(before);
      expect((await call('POST', '/editor', 'manager', { id: crypto.randomUUID(), source: 'x' })).statusCode).toBe(404);
    });
  });

  describe('the work stream', () => {
    beforeEach(async () => {
      await t.app.db.delete(externalEventAnnouncements);
    });

    it('hands out the oldest open announcements and claims them: status IN_WORK, the claim the caller’s', async () => {
      const ids = await arrive(4);
      const body = await ok('GET', '/work-stream-provider?limit=2', 'manager');
      expect(body.claimMinutes).toBe(15);
      expect(body.items.map((item: { id: string }) => item.id)).toEqual(ids.slice(0, 2));
      for (const item of body.items) {
        expect(item.status).toBe('IN_WORK');
        expect(item.claim).toMatchObject({ userId: (as.manager as Session).userId, mine: true });
        const minutes = (Date.parse(item.claim.expiresAt) - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(14);
        expect(minutes).toBeLessThanOrEqual(15);
      }
      // Another manager sees the claim as someone else's.
      const [seen] = (await ok('GET', `?id=${ids[0]}`, 'manager2')).items;
      expect(seen.claim.mine).toBe(false);
      expect(await take('manager2', 10)).toEqual(ids.slice(2));
      expect(await take(otherManagers[0] as Session, 10)).toEqual([]);
    });

    it('the caller’s own live claims come back to them first', async () => {
      const ids = await arrive(3);
      expect(await take('manager')).toEqual([ids[0]]);
      expect(await take('manager')).toEqual([ids[0]]);
      expect(await take('manager', 2)).toEqual([ids[0], ids[1]]);
      expect(await take('manager2', 3)).toEqual([ids[2]]);
    });

    it('a pasted announcement is its author’s next, before one they took earlier, and nobody else’s', async () => {
      const ids = await arrive(2);
      expect(await take('manager')).toEqual([ids[0]]);
      const pasted = await create({ rawText: 'Вставленный вручную анонс', status: 'IN_WORK' });
      expect(pasted).toMatchObject({ status: 'IN_WORK', claim: { mine: true } });
      expect(await take('manager')).toEqual([pasted.id]);
      expect(await take('manager')).toEqual([pasted.id]);
      expect(await take('manager2', 10)).toEqual([ids[1]]);
      // Once it is done, the one taken before comes back.
      await ok('POST', '/editor', 'manager', { id: pasted.id, status: 'REJECTED' });
      expect(await take('manager')).toEqual([ids[0]]);
    });

    it('two managers asking at the same instant never get the same announcement', async () => {
      await arrive(6);
      for (let round = 0; round < 3; round++) {
        const [a, b] = await Promise.all([take('manager', 1), take('manager2', 1)]);
        expect(a).toHaveLength(1);
        expect(b).toHaveLength(1);
        expect(a[0]).not.toBe(b[0]);
        // Each finishes before asking again, as a person would: mark it rejected.
        await ok('POST', '/editor', 'manager', { id: a[0], status: 'REJECTED' });
        await ok('POST', '/editor', 'manager2', { id: b[0], status: 'REJECTED' });
      }
    });

    it('many parallel asks hand out each announcement once', async () => {
      const ids = await arrive(15);
      const askers = [as.manager, as.manager2, as.root, ...otherManagers] as Session[];
      const batches = await Promise.all(askers.map((session) => take(session, 3)));
      const handed = batches.flat();
      expect(new Set(handed).size).toBe(handed.length);
      expect(handed.length).toBe(Math.min(15, askers.length * 3));
      expect(handed.every((id) => ids.includes(id))).toBe(true);
      const holders = await t.app.db
        .select({ id: externalEventAnnouncements.id, by: externalEventAnnouncements.claimedById })
        .from(externalEventAnnouncements);
      batches.forEach((batch, index) => {
        for (const id of batch) expect(holders.find((row) => row.id === id)?.by).toBe(askers[index]?.userId);
      });
    });

    it.runIf(testDatabaseKind === 'postgres')(
      'an announcement locked by a claim in progress is skipped, not waited for',
      async () => {
        const ids = await arrive(2);
        await t.app.db.transaction(async (tx) => {
          await tx.execute(sql`select id from external_event_announcements where id = ${ids[0]} for update`);
          expect(await take('manager2')).toEqual([ids[1]]);
        });
      },
    );

    it('an expired claim returns to the pool; a live one keeps others from editing', async () => {
      const [id] = await arrive(1);
      expect(await take('manager')).toEqual([id]);
      const taken = await call('POST', '/editor', 'manager2', { id, draft: draft() });
      expect(taken.statusCode, taken.body).toBe(409);
      expect(taken.json().code).toBe('CLAIMED');
      expect(await take('manager2')).toEqual([]);
      await t.app.db
        .update(externalEventAnnouncements)
        .set({ claimExpiresAt: sql`now() - interval '1 minute'` })
        .where(eq(externalEventAnnouncements.id, id as string));
      const [expired] = (await ok('GET', `?id=${id}`, 'manager2')).items;
      expect(expired.claim).toBeNull();
      expect(await take('manager2')).toEqual([id]);
      expect(await take('manager')).toEqual([]);
    });

    it('releasing, rejecting or marking a duplicate ends the claim; saving work renews it', async () => {
      const [first, second, third] = await arrive(3);
      expect(await take('manager', 3)).toEqual([first, second, third]);
      const saved = await ok('POST', '/editor', 'manager', { id: first, draft: draft({ title: 'Правка' }) });
      expect(saved).toMatchObject({ status: 'IN_WORK', claim: { mine: true }, draft: { title: 'Правка' } });
      const released = await ok('POST', '/editor', 'manager', { id: first, release: true });
      expect(released).toMatchObject({ status: 'NEW', claim: null });
      const rejected = await ok('POST', '/editor', 'manager', { id: second, status: 'REJECTED' });
      expect(rejected).toMatchObject({ status: 'REJECTED', claim: null });
      // Not even ROOT edits what another manager is working on.
      expect((await call('POST', '/editor', 'root', { id: third, draft: draft() })).statusCode).toBe(409);
      const duplicate = await ok('POST', '/editor', 'manager', {
        id: third,
        status: 'DUPLICATE',
        duplicateOfEventId: await publishedEventId(),
      });
      expect(duplicate).toMatchObject({ status: 'DUPLICATE', claim: null });
      expect(await take('manager2', 3)).toEqual([first]);
    });
  });

  /** An event published from an announcement, for tests that need one to exist. */
  const publishedEventId = async () => {
    const created = await create({ draft: draft({ title: 'Опорное событие', startsAt: inDays(30), endsAt: null }) });
    return (await ok('POST', '/editor', 'manager', { id: created.id, status: 'PUBLISHED' })).eventId as string;
  };

  describe('publishing', () => {
    it('creates the event from the draft, links it and releases the claim; publishing again updates that event', async () => {
      const created = await create({ status: 'IN_WORK', draft: draft({ title: 'Вечер блюза' }) });
      expect(created.claim).toMatchObject({ mine: true });
      const published = await ok('POST', '/editor', 'manager', { id: created.id, status: 'PUBLISHED' });
      expect(published).toMatchObject({ status: 'PUBLISHED', claim: null, event: { title: 'Вечер блюза' } });
      const listed = await t.app.inject({ method: 'GET', url: `/api/events?event=${published.eventId}` });
      expect(listed.json().items).toMatchObject([
        { id: published.eventId, title: 'Вечер блюза', placeId, price: 500, tags: ['MUSIC'], status: 'PUBLISHED' },
      ]);
      const again = await ok('POST', '/editor', 'manager', {
        id: created.id,
        draft: draft({ title: 'Вечер блюза и соула' }),
      });
      expect(again.eventId).toBe(published.eventId);
      const [event] = await t.app.db.select().from(events).where(eq(events.id, published.eventId));
      expect(event?.title).toBe('Вечер блюза и соула');
    });

    it.runIf(builtinExtractorReads)(
      'a post of several events: publishing one keeps the others as the publisher’s next announcement of the same post',
      async () => {
        const rawText =
          'Афиша «Синкопы» на неделю:\n27 ноября 2030 в 19:00 — Джазовый вечер\n28 ноября 2030 в 20:00 — Блюз-джем\n29 ноября 2030 в 21:00 — Вечер соула';
        const created = await create({ rawText, sourceUrl: 'https://t.me/sinkopa/42', status: 'IN_WORK' });
        const read = await ok('POST', '/process-with-ai', 'manager', { _announcement: created.id });
        const titles = (read.events as { title: { value: string } }[]).map((event) => event.title.value);
        expect(titles).toEqual(['Джазовый вечер', 'Блюз-джем', 'Вечер соула']);

        // The manager publishes the second event of the post.
        const published = await ok('POST', '/editor', 'manager', {
          id: created.id,
          status: 'PUBLISHED',
          fromExtracted: 1,
          draft: draft({ title: 'Блюз-джем', startsAt: '2030-11-28T17:00:00.000Z', endsAt: null }),
        });
        expect(published).toMatchObject({ status: 'PUBLISHED', event: { title: 'Блюз-джем' } });

        // The other two wait as one announcement of the same post, the manager's, first in their stream.
        const rest = (await ok('GET', `?q=${encodeURIComponent('Блюз-джем')}&status=IN_WORK`, 'manager')).items;
        expect(rest).toHaveLength(1);
        expect(rest[0]).toMatchObject({
          rawText,
          source: created.source,
          sourceUrl: 'https://t.me/sinkopa/42',
          claim: { mine: true },
          draft: { title: 'Джазовый вечер' },
        });
        expect(rest[0].extraction.events.map((event: { title: { value: string } }) => event.title.value)).toEqual([
          'Джазовый вечер',
          'Вечер соула',
        ]);
        expect(await take('manager')).toEqual([rest[0].id]);
        // Nobody else is handed it meanwhile.
        expect(await take('manager2', 10)).not.toContain(rest[0].id);

        // Saving the published one again updates its event and splits nothing more.
        await ok('POST', '/editor', 'manager', {
          id: created.id,
          draft: draft({ title: 'Блюз-джем до утра', startsAt: '2030-11-28T17:00:00.000Z', endsAt: null }),
        });
        expect((await ok('GET', `?q=${encodeURIComponent('Блюз-джем')}`, 'manager')).items).toHaveLength(2);

        // Publishing from the rest leaves the last one, alone in its own announcement.
        await ok('POST', '/editor', 'manager', {
          id: rest[0].id,
          status: 'PUBLISHED',
          draft: draft({ title: 'Джазовый вечер', startsAt: '2030-11-27T16:00:00.000Z', endsAt: null }),
        });
        const last = (await ok('GET', `?q=${encodeURIComponent('Блюз-джем')}&status=IN_WORK`, 'manager')).items;
        expect(last).toHaveLength(1);
        expect(last[0].extraction.events).toHaveLength(1);
        expect(last[0].draft).toMatchObject({ title: 'Вечер соула' });
      },
    );

    it('is all or nothing: a bad draft field is a 400 naming it, and neither the event nor the status is written', async () => {
      const cases: [object, string][] = [
        [draft({ title: 'Сломанный 1', endsAt: inDays(19) }), 'draft.endsAt'],
        [draft({ title: 'Сломанный 2', placeId: crypto.randomUUID() }), 'draft.placeId'],
        [draft({ title: 'Сломанный 3', placeId: null }), 'draft.placeId'],
        [draft({ title: 'Сломанный 4', startsAt: null }), 'draft.startsAt'],
        [draft({ title: '   ' }), 'draft.title'],
        [draft({ title: `Сломанный ${'я'.repeat(200)}` }), 'draft.title'],
      ];
      for (const [bad, field] of cases) {
        const created = await create({ draft: bad });
        const response = await call('POST', '/editor', 'manager', { id: created.id, status: 'PUBLISHED' });
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        expect(Object.keys(response.json().fields), field).toEqual([field]);
        const [row] = (await ok('GET', `?id=${created.id}`, 'manager')).items;
        expect(row).toMatchObject({ status: 'NEW', eventId: null });
      }
      const written = await t.app.db
        .select({ id: events.id })
        .from(events)
        .where(sql`${events.title} like 'Сломанный%'`);
      expect(written).toEqual([]);
      const noDraft = await create();
      const response = await call('POST', '/editor', 'manager', { id: noDraft.id, status: 'PUBLISHED' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['draft']);
    });
  });

  describe('what publishing asks of a person', () => {
    /** An extracted event as the reader gives it; each field sure unless the patch says otherwise. */
    const read = (
      patch: Partial<Record<'title' | 'startsAt' | 'place', [unknown, number]>> & { timeKnown?: boolean } = {},
    ) => {
      const [title, titleConfidence] = patch.title ?? ['Вечер у камина', 0.9];
      const [startsAt, startConfidence] = patch.startsAt ?? [inDays(25), 0.9];
      const [place, placeConfidence] = patch.place ?? [{ id: placeId, name: 'Синкопа' }, 0.9];
      return DraftEvent.parse({
        title: { value: title, confidence: titleConfidence, source: 'text', span: null },
        description: { value: '', confidence: 0.5, source: 'text', span: null },
        startsAt: { value: startsAt, confidence: startConfidence, source: 'text', span: null },
        endsAt: { value: null, confidence: 0, source: 'default', span: null },
        startTimeKnown: patch.timeKnown ?? true,
        price: { value: null, confidence: 0, source: 'default', span: null },
        placeMention: { value: 'Синкопа', confidence: 0.9, source: 'text', span: null },
        place: { value: place, confidence: placeConfidence, source: 'lookup', span: null },
        tags: { value: [], confidence: 0.5, source: 'default', span: null },
      });
    };
    /** An announcement read before, its draft as the reader left it, claimed by nobody. */
    const readBefore = async (
      event: DraftEvent,
      extra: { postponed?: boolean; duplicateOf?: object | null; draft?: Record<string, unknown> } = {},
    ) => {
      const [row] = await t.app.db
        .insert(externalEventAnnouncements)
        .values({
          source: 'Канал',
          rawText: `Анонс: ${event.title.value}`,
          draft: extra.draft ?? {
            title: event.title.value ?? '',
            description: '',
            startsAt: event.startsAt.value,
            endsAt: null,
            price: null,
            ticketUrl: null,
            placeId: event.place.value?.id ?? null,
            tags: [],
          },
          extraction: {
            provider: 'builtin',
            model: null,
            fallback: null,
            postponed: extra.postponed ?? false,
            events: [{ ...event, duplicateOf: extra.duplicateOf ?? null }],
          },
          extractedAt: new Date(),
        })
        .returning({ id: externalEventAnnouncements.id });
      return row?.id as string;
    };
    const eventsTitled = async (title: string) => t.app.db.select().from(events).where(eq(events.title, title));
    const refused = async (payload: object, status: number, field: string) => {
      const response = await call('POST', '/editor', 'manager', payload);
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json();
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
      expect(body.message).toContain(field);
      return body as { message: string; code: string; fields: Record<string, string> };
    };

    it('a start that has passed is published only when the person confirms it', async () => {
      const yesterday = inDays(-1);
      const created = await create({
        draft: draft({ title: 'Вчерашний спектакль', startsAt: yesterday, endsAt: null }),
      });
      const body = await refused({ id: created.id, status: 'PUBLISHED' }, 409, 'draft.startsAt');
      expect(body.code).toBe('START_PASSED');
      expect(body.fields['draft.startsAt']).toMatch(/^Начало уже прошло: \d+ [а-я]+ в \d\d:\d\d/);
      const [row] = (await ok('GET', `?id=${created.id}`, 'manager')).items;
      expect(row).toMatchObject({ status: 'NEW', eventId: null });
      expect(await eventsTitled('Вчерашний спектакль')).toEqual([]);

      const published = await ok('POST', '/editor', 'manager', {
        id: created.id,
        status: 'PUBLISHED',
        confirmPastStart: true,
      });
      const [event] = await eventsTitled('Вчерашний спектакль');
      expect(event?.id).toBe(published.eventId);
      expect(event?.startsAt.toISOString()).toBe(new Date(yesterday).toISOString());
      // The event already starts then: a correction of its title is not asked about again; another past start is.
      await ok('POST', '/editor', 'manager', {
        id: created.id,
        draft: draft({ title: 'Вчерашний спектакль театра', startsAt: yesterday, endsAt: null }),
      });
      await refused(
        { id: created.id, draft: draft({ title: 'Вчерашний спектакль театра', startsAt: inDays(-2), endsAt: null }) },
        409,
        'draft.startsAt',
      );
      expect((await eventsTitled('Вчерашний спектакль театра'))[0]?.startsAt.toISOString()).toBe(
        new Date(yesterday).toISOString(),
      );
    });

    it('a title in quote marks from end to end is published without them; quotes around a part stay', async () => {
      const cases: [string, string][] = [
        ['«Ночь джаза 1»', 'Ночь джаза 1'],
        ['"Ночь джаза 2"', 'Ночь джаза 2'],
        ['“Ночь джаза 3”', 'Ночь джаза 3'],
        ['  «„Ночь джаза 4“» ', 'Ночь джаза 4'],
        ['«Ночь джаза 5» и «Утро блюза»', '«Ночь джаза 5» и «Утро блюза»'],
        ['Спектакль «Ночь джаза 6»', 'Спектакль «Ночь джаза 6»'],
      ];
      for (const [title, expected] of cases) {
        const created = await create({ draft: draft({ title }) });
        const published = await ok('POST', '/editor', 'manager', { id: created.id, status: 'PUBLISHED' });
        expect(published.event.title, title).toBe(expected);
      }
      const quotesOnly = await create({ draft: draft({ title: '« »' }) });
      await refused({ id: quotesOnly.id, status: 'PUBLISHED' }, 400, 'draft.title');
    });

    it('a required field the reader was unsure of is published only when a person confirms or changes it', async () => {
      const id = await readBefore(
        read({ title: ['Вечер у камина', 0.45], place: [{ id: placeId, name: 'Синкопа' }, 0.5] }),
      );
      const title = await refused({ id, status: 'PUBLISHED' }, 400, 'draft.title');
      expect(title.code).toBe('UNSURE_FIELD');
      expect(title.fields['draft.title']).toBe('Название: разбор не уверен — проверьте и подтвердите или исправьте');
      await refused({ id, status: 'PUBLISHED', confirmedFields: ['title'] }, 400, 'draft.placeId');
      expect(await eventsTitled('Вечер у камина')).toEqual([]);
      // A changed title is the person's own; the place is confirmed.
      const published = await ok('POST', '/editor', 'manager', {
        id,
        status: 'PUBLISHED',
        draft: draft({ title: 'Вечер у камина с глинтвейном', startsAt: inDays(25), endsAt: null }),
        confirmedFields: ['placeId'],
      });
      expect(published.event.title).toBe('Вечер у камина с глинтвейном');

      const other = await readBefore(read({ title: ['Вечер у огня', 0.3] }));
      const confirmed = await ok('POST', '/editor', 'manager', {
        id: other,
        status: 'PUBLISHED',
        confirmedFields: ['title'],
      });
      expect(confirmed.event.title).toBe('Вечер у огня');
      for (const [confirmedFields, field] of [
        [['nope'], 'confirmedFields.0'],
        ['title', 'confirmedFields'],
        [['title', 'title', 'title', 'title'], 'confirmedFields'],
      ] as const) {
        const response = await call('POST', '/editor', 'manager', { id: other, confirmedFields });
        expect(response.statusCode, response.body).toBe(400);
        expect(Object.keys(response.json().fields)).toContain(field);
      }
    });

    it('a start the text gave only the day of needs a time before it is published', async () => {
      const day = inDays(33, 0);
      const id = await readBefore(read({ title: ['Ярмарка без часа', 0.9], startsAt: [day, 0.4], timeKnown: false }));
      const listed = (await ok('GET', `?id=${id}`, 'manager')).items[0];
      expect(listed.extraction.events[0].startTimeKnown).toBe(false);
      const body = await refused({ id, status: 'PUBLISHED' }, 400, 'draft.startsAt');
      expect(body.code).toBe('START_TIME_MISSING');
      expect(body.fields['draft.startsAt']).toBe('В тексте нет времени начала — укажите его');
      expect(await eventsTitled('Ярмарка без часа')).toEqual([]);
      const at = inDays(33, 12);
      const published = await ok('POST', '/editor', 'manager', {
        id,
        status: 'PUBLISHED',
        draft: draft({ title: 'Ярмарка без часа', startsAt: at, endsAt: null }),
      });
      expect(published.event.startsAt).toBe(new Date(at).toISOString());
    });

    it.runIf(builtinExtractorReads)(
      'a post giving a day without a time is read so and refused until a time is set',
      async () => {
        const created = await create({
          rawText: '«Ночь джаза без часа»\n14 декабря 2030, «Синкопа». Вход свободный',
          publishedAt: '2030-11-01T12:00:00+03:00',
        });
        const result = await ok('POST', '/process-with-ai', 'manager', { _announcement: created.id });
        expect(result.events[0]).toMatchObject({ startTimeKnown: false, title: { value: 'Ночь джаза без часа' } });
        const [stored] = (await ok('GET', `?id=${created.id}`, 'manager')).items;
        await refused(
          { id: created.id, status: 'PUBLISHED', draft: { ...stored.draft, placeId } },
          400,
          'draft.startsAt',
        );
        const published = await ok('POST', '/editor', 'manager', {
          id: created.id,
          status: 'PUBLISHED',
          draft: { ...stored.draft, placeId, startsAt: '2030-12-14T20:00:00+03:00' },
        });
        expect(published.event).toMatchObject({ title: 'Ночь джаза без часа', startsAt: '2030-12-14T17:00:00.000Z' });
      },
    );

    describe('a postponement', () => {
      let moved: { id: string; startsAt: string } = { id: '', startsAt: '' };
      const title = 'Квартирник трио Сидорова';
      beforeAll(async () => {
        const created = await create({ draft: draft({ title, startsAt: inDays(10), endsAt: inDays(10, 22) }) });
        const published = await ok('POST', '/editor', 'manager', { id: created.id, status: 'PUBLISHED' });
        moved = { id: published.eventId, startsAt: new Date(inDays(10)).toISOString() };
      });
      const DAY = 24 * HOUR;

      it('finds the event it moves by place and title, from 90 days before the post to a year after it', async () => {
        const newDate = read({ title: [`Переносим «${title}»`, 0.8], startsAt: [inDays(70), 0.95] });
        expect(await findDuplicate(t.app.db, newDate, null)).toBeNull();
        expect(await findDuplicate(t.app.db, newDate, null, { postponed: true })).toMatchObject({
          eventId: moved.id,
          startsAt: moved.startsAt,
        });
        const around = (days: number) => ({ postponed: true, around: new Date(Date.now() + days * DAY) });
        expect(await findDuplicate(t.app.db, newDate, null, around(95))).toMatchObject({ eventId: moved.id });
        expect(await findDuplicate(t.app.db, newDate, null, around(101))).toBeNull();
        expect(await findDuplicate(t.app.db, newDate, null, around(-350))).toMatchObject({ eventId: moved.id });
        expect(await findDuplicate(t.app.db, newDate, null, around(-360))).toBeNull();
        const elsewhere = read({ title: [title, 0.8], place: [{ id: crypto.randomUUID(), name: 'Другое' }, 0.9] });
        expect(await findDuplicate(t.app.db, elsewhere, null, { postponed: true })).toBeNull();
        const unlike = read({ title: ['Детский утренник', 0.8] });
        expect(await findDuplicate(t.app.db, unlike, null, { postponed: true })).toBeNull();
      });

      it('publishing it moves the existing event to the new date instead of creating another', async () => {
        const before = await eventsTitled(title);
        expect(before).toHaveLength(1);
        const newStart = inDays(70);
        const id = await readBefore(read({ title: [`Переносим «${title}»`, 0.8], startsAt: [newStart, 0.95] }), {
          postponed: true,
          duplicateOf: { eventId: moved.id, code: 'x', title, startsAt: moved.startsAt },
        });
        // Hostile or misplaced moves are refused, naming the field; nothing moves.
        await refused({ id, status: 'PUBLISHED', movesEventId: crypto.randomUUID() }, 400, 'movesEventId');
        await refused({ id, status: 'REJECTED', movesEventId: moved.id }, 400, 'movesEventId');
        expect((await call('POST', '/editor', 'manager', { id, movesEventId: 'нет' })).statusCode).toBe(400);
        await refused(
          { id, status: 'PUBLISHED', movesEventId: moved.id, draft: draft({ startsAt: inDays(-3), endsAt: null }) },
          409,
          'draft.startsAt',
        );

        const published = await ok('POST', '/editor', 'manager', { id, status: 'PUBLISHED', movesEventId: moved.id });
        expect(published).toMatchObject({
          status: 'PUBLISHED',
          eventId: moved.id,
          duplicateOfEventId: moved.id,
          event: { id: moved.id, title, startsAt: new Date(newStart).toISOString() },
        });
        const after = await eventsTitled(title);
        expect(after).toHaveLength(1);
        // Its title and place stay; its end moves with the start.
        expect(after[0]).toMatchObject({ id: moved.id, title, placeId });
        expect(after[0]?.startsAt.toISOString()).toBe(new Date(newStart).toISOString());
        expect(after[0]?.endsAt?.toISOString()).toBe(new Date(Date.parse(newStart) + 3 * HOUR).toISOString());
        expect(await eventsTitled(`Переносим «${title}»`)).toEqual([]);
        // Saving its draft again moves the same event, still creating none.
        const later = inDays(71);
        await ok('POST', '/editor', 'manager', {
          id,
          draft: draft({ title: 'Другое название', startsAt: later, endsAt: null }),
        });
        expect((await eventsTitled(title))[0]?.startsAt.toISOString()).toBe(new Date(later).toISOString());
        expect(await eventsTitled('Другое название')).toEqual([]);
      });

      it.runIf(builtinExtractorReads)(
        'a post that says «переносим» is read as a postponement of that event',
        async () => {
          const target = new Date(Date.now() + 80 * DAY);
          const months = [
            'января',
            'февраля',
            'марта',
            'апреля',
            'мая',
            'июня',
            'июля',
            'августа',
            'сентября',
            'октября',
            'ноября',
            'декабря',
          ];
          const when = `${target.getUTCDate()} ${months[target.getUTCMonth()]} ${target.getUTCFullYear()} в 19:00`;
          const created = await create({
            rawText: `Переносим «${title}»!\nНовая дата — ${when}, «Синкопа». Билеты действительны.`,
          });
          const result = await ok('POST', '/process-with-ai', 'manager', { _announcement: created.id });
          expect(result.postponed).toBe(true);
          expect(result.events[0].duplicateOf).toMatchObject({ eventId: moved.id, title });
        },
      );
    });
  });

  describe('reading an announcement', () => {
    it('reads a text into draft events, each field with its confidence and provenance', async () => {
      const result = await ok('POST', '/process-with-ai', 'manager', {
        _announcement: 'Джазовый вечер в «Синкопе»\n25 ноября в 19:00, вход 500 ₽',
      });
      expect(ExtractionResult.safeParse(result).success).toBe(true);
      expect(result.provider).toBe('builtin');
      expect(result.fallback).toBeNull();
      expect(result.events.length).toBeGreaterThan(0);
      for (const field of ['title', 'startsAt', 'price', 'place', 'tags'] as const) {
        expect(result.events[0][field]).toEqual(
          expect.objectContaining({ confidence: expect.any(Number), source: expect.any(String) }),
        );
      }
    });

    it.runIf(builtinExtractorReads)(
      'a ticket link in the post becomes the draft’s ticketUrl, unmangled, and the published event’s',
      async () => {
        const link = 'https://nn.qtickets.events/98765-dzhazovyy-vecher?utm_source=tg&x=$1';
        const rawText = `Джазовый вечер с трио Петрова\n25 ноября 2030 года в 19:00, джаз-клуб «Синкопа». Вход 700 ₽\nБилеты: «${link}».`;
        const created = await create({ rawText, status: 'IN_WORK' });
        const read = await ok('POST', '/process-with-ai', 'manager', { _announcement: created.id });
        expect(read.events[0].ticketUrl).toMatchObject({ value: link, source: 'text', span: { text: link } });
        expect(read.events[0].ticketUrl.confidence).toBeGreaterThanOrEqual(0.6);
        const [stored] = (await ok('GET', `?id=${created.id}`, 'manager')).items;
        expect(stored.draft).toMatchObject({ price: 700, ticketUrl: link });
        const published = await ok('POST', '/editor', 'manager', {
          id: created.id,
          status: 'PUBLISHED',
          draft: { ...stored.draft, placeId, startsAt: inDays(30) },
        });
        const listed = await t.app.inject({ method: 'GET', url: `/api/events?event=${published.eventId}` });
        expect(listed.json().items).toMatchObject([{ price: 700, ticketUrl: link }]);
        // A post without a link, or with only the venue's site, gives none.
        const plain = await ok('POST', '/process-with-ai', 'manager', {
          _announcement: `${SAMPLE_POST}\nНаш сайт: https://sinkopa.example/about`,
        });
        expect(plain.events[0].ticketUrl).toMatchObject({ value: null, source: 'default' });
      },
    );

    it('an announcement stored before ticket links were read answers with none and still publishes', async () => {
      // Drafts and readings saved before ticket links were read carry no such field.
      const oldDraft = draft({ title: 'Старый анонс' });
      const oldEvent = DraftEvent.parse({
        title: { value: 'Старый анонс', confidence: 0.9, source: 'text', span: null },
        description: { value: '', confidence: 0.5, source: 'text', span: null },
        startsAt: { value: inDays(31), confidence: 0.9, source: 'text', span: null },
        endsAt: { value: null, confidence: 0, source: 'default', span: null },
        price: { value: null, confidence: 0, source: 'default', span: null },
        placeMention: { value: null, confidence: 0, source: 'default', span: null },
        place: { value: null, confidence: 0, source: 'default', span: null },
        tags: { value: [], confidence: 0.5, source: 'default', span: null },
      });
      const { ticketUrl: _unread, ...oldExtracted } = oldEvent;
      const [row] = await t.app.db
        .insert(externalEventAnnouncements)
        .values({
          source: 'Канал',
          rawText: 'Старый анонс',
          draft: oldDraft,
          extraction: {
            provider: 'builtin',
            model: null,
            fallback: null,
            events: [{ ...oldExtracted, duplicateOf: null }],
          },
        })
        .returning({ id: externalEventAnnouncements.id });
      const [stored] = (await ok('GET', `?id=${row?.id}`, 'manager')).items;
      expect(stored.draft.ticketUrl).toBeNull();
      expect(stored.extraction.events[0].ticketUrl).toMatchObject({ value: null, source: 'default' });
      const published = await ok('POST', '/editor', 'manager', { id: row?.id, status: 'PUBLISHED' });
      const listed = await t.app.inject({ method: 'GET', url: `/api/events?event=${published.eventId}` });
      expect(listed.json().items).toMatchObject([{ title: 'Старый анонс', ticketUrl: null }]);
    });

    it('reads an announcement by id and keeps the result and a first draft on it', async () => {
      const created = await create({ rawText: 'Стендап в «Синкопе»\nВ субботу в 20:00' });
      const result = await ok('POST', '/process-with-ai', 'manager', { _announcement: created.id });
      const [stored] = (await ok('GET', `?id=${created.id}`, 'manager')).items;
      expect(stored.extraction).toEqual(result);
      expect(stored.extractedAt).not.toBeNull();
      expect(stored.draft?.title).toBe(result.events[0].title.value ?? '');
    });

    it('flags a draft that repeats an existing event: same place, start within an hour, a similar title', async () => {
      const startsAt = inDays(40);
      const eventId = await (async () => {
        const created = await create({
          draft: draft({ title: 'Джазовый вечер с трио Петрова', startsAt, endsAt: null }),
        });
        return (await ok('POST', '/editor', 'manager', { id: created.id, status: 'PUBLISHED' })).eventId as string;
      })();
      const extracted = (title: string, start: string, place: string | null = placeId) =>
        DraftEvent.parse({
          title: { value: title, confidence: 0.9, source: 'text', span: null },
          description: { value: '', confidence: 0.5, source: 'text', span: null },
          startsAt: { value: start, confidence: 0.9, source: 'text', span: null },
          endsAt: { value: null, confidence: 0, source: 'default', span: null },
          price: { value: null, confidence: 0, source: 'default', span: null },
          placeMention: { value: 'Синкопа', confidence: 0.9, source: 'text', span: null },
          place: {
            value: place ? { id: place, name: 'Синкопа' } : null,
            confidence: 0.9,
            source: 'lookup',
            span: null,
          },
          tags: { value: [], confidence: 0.5, source: 'default', span: null },
        });
      const later = new Date(Date.parse(startsAt) + 40 * 60_000).toISOString();
      expect(await findDuplicate(t.app.db, extracted('Джазовый вечер: трио Петрова', later), null)).toMatchObject({
        eventId,
        title: 'Джазовый вечер с трио Петрова',
        startsAt: new Date(startsAt).toISOString(),
      });
      const tooLate = new Date(Date.parse(startsAt) + 2 * HOUR).toISOString();
      expect(await findDuplicate(t.app.db, extracted('Джазовый вечер с трио Петрова', tooLate), null)).toBeNull();
      expect(await findDuplicate(t.app.db, extracted('Детский утренник', later), null)).toBeNull();
      expect(await findDuplicate(t.app.db, extracted('Джазовый вечер с трио Петрова', later, null), null)).toBeNull();
      // The event the announcement itself became is not its own duplicate.
      expect(await findDuplicate(t.app.db, extracted('Джазовый вечер с трио Петрова', later), eventId)).toBeNull();
    });

    it.runIf(builtinExtractorReads)(
      'reading a post of an event already in the catalogue flags it with a link to that event',
      async () => {
        const created = await create({
          rawText: SAMPLE_POST,
          publishedAt: '2030-11-01T12:00:00+03:00',
          draft: draft({ title: 'Джазовый вечер с трио Петрова', startsAt: '2030-11-25T19:00:00+03:00', endsAt: null }),
        });
        const { eventId } = await ok('POST', '/editor', 'manager', { id: created.id, status: 'PUBLISHED' });
        const post = await create({ rawText: SAMPLE_POST, publishedAt: '2030-11-01T12:00:00+03:00' });
        const result = await ok('POST', '/process-with-ai', 'manager', { _announcement: post.id });
        expect(result.events[0]).toMatchObject({
          place: { value: { id: placeId } },
          duplicateOf: { eventId, title: 'Джазовый вечер с трио Петрова' },
        });
        // The announcement that became the event is not flagged as its own duplicate.
        const own = await ok('POST', '/process-with-ai', 'manager', { _announcement: created.id });
        expect(own.events[0]).toMatchObject({ place: { value: { id: placeId } }, duplicateOf: null });
      },
    );

    it('hostile input is a 4xx, never a 5xx', async () => {
      const cases: [unknown, number][] = [
        [{ _announcement: 'x'.repeat(20_001) }, 400],
        [{ _announcement: '' }, 400],
        [{ _announcement: '   ' }, 400],
        [{ _announcement: 42 }, 400],
        [{ _announcement: ['текст'] }, 400],
        [{ _announcement: { $ne: null } }, 400],
        [{}, 400],
        [{ _announcement: crypto.randomUUID() }, 404],
      ];
      for (const [payload, status] of cases) {
        const response = await call('POST', '/process-with-ai', 'manager', payload);
        expect(response.statusCode, `${JSON.stringify(payload).slice(0, 60)}: ${response.body}`).toBe(status);
      }
      const tooLong = await call('POST', '/process-with-ai', 'manager', { _announcement: 'x'.repeat(20_001) });
      expect(Object.keys(tooLong.json().fields)).toEqual(['_announcement']);
      const huge = await call('POST', '/process-with-ai', 'manager', { _announcement: 'я'.repeat(2_000_000) });
      expect(huge.statusCode).toBeGreaterThanOrEqual(400);
      expect(huge.statusCode).toBeLessThan(500);
      for (const limit of ['0', '11', 'abc', '-1']) {
        expect((await call('GET', `/work-stream-provider?limit=${limit}`, 'manager')).statusCode).toBe(400);
      }
    });
  });

  describe.runIf(openAiProviderCallsOut)('with an OpenAI-compatible model configured', () => {
    let model: Awaited<ReturnType<typeof failingModelServer>>;
    let withModel: TestApp;
    let manager: Session;
    beforeAll(async () => {
      model = await failingModelServer();
      withModel = await createTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'stub-model', AI_TIMEOUT_MS: 3000 });
      manager = await signUp(withModel.app);
      await grant(withModel.app, manager.userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
    });
    afterAll(async () => {
      await withModel?.close();
      await model?.close();
    });

    it('a model answering 500 still yields a valid draft from the built-in provider, with the fallback said', async () => {
      const response = await withModel.app.inject({
        method: 'POST',
        url: '/api/external-event-announcements/process-with-ai',
        headers: { origin: APP_ORIGIN, ...bearer(manager) },
        payload: { _announcement: 'Концерт группы «Сплин»\n25 ноября в 19:00' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(ExtractionResult.safeParse(result).success).toBe(true);
      expect(model.requests()).toBeGreaterThan(0);
      expect(result.fallback).toMatchObject({ reason: 'failed' });
      expect(result.events.length).toBeGreaterThan(0);
    });
  });
});
