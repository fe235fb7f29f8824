import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  events,
  opinions,
  organisations,
  pageViewDays,
  places,
  userOrganisationBinds,
  userSubscriptions,
  users,
  userVisits,
} from '../../db/schema.ts';
import { clock } from '../../lib/visits-clock.ts';
import { bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// 2026-03-18 12:00 UTC is 17:00 on Wednesday 18 March in Yekaterinburg (UTC+5), the network's first place's zone.
const NOW = Date.parse('2026-03-18T12:00:00.000Z');

type Stats = {
  organisation: { id: string; code: string; name: string };
  timeZone: string;
  from: string;
  to: string;
  perDay: { date: string; placeViews: number; eventViews: number; follows: number; checkIns: number }[];
  ratingPerWeek: { week: string; rating: number | null; opinions: number }[];
};

describe('page views and business stats', () => {
  let t: TestApp;
  let now = NOW;
  let address = 0;
  const ids = {} as Record<'network' | 'other' | 'first' | 'second' | 'draft' | 'foreign' | 'event', string>;
  const people = {} as Record<'root' | 'member' | 'otherMember' | 'stranger', Session>;

  /** A page view from an address of its own unless one is given: the limit is per address. */
  const view = (body: object, from = `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`) =>
    t.app.inject({ method: 'POST', url: '/api/page-views', payload: body, remoteAddress: from });
  const stats = (query: string, session?: Session) =>
    t.app.inject({ method: 'GET', url: `/api/business-stats?${query}`, headers: session ? bearer(session) : {} });
  const viewsOf = async (subjectId: string) =>
    t.app.db
      .select({ day: pageViewDays.day, count: pageViewDays.count, kind: pageViewDays.subjectKind })
      .from(pageViewDays)
      .where(eq(pageViewDays.subjectId, subjectId))
      .orderBy(pageViewDays.day);

  beforeAll(async () => {
    t = await createTestApp({ PAGE_VIEWS_PER_ADDRESS_PER_HOUR: 3 });
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    const [network, other] = await t.app.db
      .insert(organisations)
      .values([
        { code: 'statsnet', name: 'Сеть кофеен' },
        { code: 'statsother', name: 'Другая сеть' },
      ])
      .returning();
    ids.network = network?.id as string;
    ids.other = other?.id as string;
    const rows = await t.app.db
      .insert(places)
      .values([
        {
          code: 'statsfirst',
          name: 'Первая',
          organisationId: ids.network,
          timeZone: 'Asia/Yekaterinburg',
          createdAt: new Date(NOW - 100 * DAY),
        },
        { code: 'statssecond', name: 'Вторая', organisationId: ids.network, timeZone: 'Europe/Moscow' },
        { code: 'statsdraft', name: 'Черновик', organisationId: ids.network, status: 'DRAFT' },
        { code: 'statsforeign', name: 'Чужая', organisationId: ids.other },
      ])
      .returning();
    [ids.first, ids.second, ids.draft, ids.foreign] = rows.map((row) => row.id) as [string, string, string, string];
    const [event] = await t.app.db
      .insert(events)
      .values({
        code: 'statsevent',
        title: 'Вечер джаза',
        placeId: ids.first,
        organisationId: ids.network,
        startsAt: new Date(NOW + 7 * DAY),
        startMinute: 19 * 60,
        timeZone: 'Asia/Yekaterinburg',
      })
      .returning();
    ids.event = event?.id as string;

    people.root = await signUp(t.app);
    people.member = await signUp(t.app);
    people.otherMember = await signUp(t.app);
    people.stranger = await signUp(t.app);
    await grant(t.app, people.root.userId, ['ROOT']);
    for (const person of [people.member, people.otherMember]) await grant(t.app, person.userId, ['BUSINESS_PANEL']);
    await t.app.db.insert(userOrganisationBinds).values([
      { userId: people.member.userId, organisationId: ids.network, kind: 'TEAM' },
      { userId: people.otherMember.userId, organisationId: ids.other },
    ]);
  });
  afterEach(() => {
    now = NOW;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('a page view is counted on the place’s own calendar day, one more each time, and names nobody', async () => {
    expect((await view({ place: 'statssecond' })).json()).toEqual({ ok: true });
    expect((await view({ place: ids.second })).statusCode).toBe(200);
    // 22:30 UTC is already the next day in Moscow.
    now = Date.parse('2026-03-18T22:30:00.000Z');
    expect((await view({ place: 'statssecond' })).statusCode).toBe(200);
    expect(await viewsOf(ids.second)).toEqual([
      { day: '2026-03-18', count: 2, kind: 'PLACE' },
      { day: '2026-03-19', count: 1, kind: 'PLACE' },
    ]);
    expect((await view({ event: 'statsevent' })).statusCode).toBe(200);
    expect(await viewsOf(ids.event)).toEqual([{ day: '2026-03-19', count: 1, kind: 'EVENT' }]);
  });

  it('a page view names exactly one published page: otherwise 400 or 404 naming the field', async () => {
    const none = await view({});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toMatchObject({ place: expect.any(String), event: expect.any(String) });
    const both = await view({ place: 'statsfirst', event: 'statsevent' });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().fields)).toEqual(['event']);
    const place = await view({ place: 'nosuchplace' });
    expect(place.statusCode).toBe(404);
    expect(place.json().fields).toEqual({ place: 'Место не найдено' });
    const event = await view({ event: '00000000-0000-4000-8000-000000000000' });
    expect(event.statusCode).toBe(404);
    expect(event.json().fields).toEqual({ event: 'Событие не найдено' });
    // A draft has no public page.
    expect((await view({ place: 'statsdraft' })).statusCode).toBe(404);
    expect(await viewsOf(ids.draft)).toEqual([]);
  });

  it('a deleted place or event takes its counts with it', async () => {
    const [place] = await t.app.db
      .insert(places)
      .values({ code: 'statsgone', name: 'Закрылось', organisationId: ids.other })
      .returning();
    const [event] = await t.app.db
      .insert(events)
      .values({ code: 'statsgoneevent', title: 'Отменено', startsAt: new Date(NOW + DAY), startMinute: 0 })
      .returning();
    expect((await view({ place: 'statsgone' })).statusCode).toBe(200);
    expect((await view({ event: 'statsgoneevent' })).statusCode).toBe(200);
    expect(await viewsOf(place?.id as string)).toHaveLength(1);
    await t.app.db.delete(places).where(eq(places.id, place?.id as string));
    await t.app.db.delete(events).where(eq(events.id, event?.id as string));
    expect(await viewsOf(place?.id as string)).toEqual([]);
    expect(await viewsOf(event?.id as string)).toEqual([]);
    // Other pages' counts stay.
    expect(await viewsOf(ids.second)).not.toEqual([]);
  });

  it('one address counts only so many views an hour', async () => {
    const from = '10.78.0.1';
    for (let index = 0; index < 3; index += 1)
      expect((await view({ place: 'statsforeign' }, from)).statusCode).toBe(200);
    const refused = await view({ place: 'statsforeign' }, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await viewsOf(ids.foreign)).toEqual([{ day: '2026-03-18', count: 3, kind: 'PLACE' }]);
    // Another address is not held back, and an hour later this one counts again.
    expect((await view({ place: 'statsforeign' }, '10.78.0.2')).statusCode).toBe(200);
    now = NOW + HOUR + 1000;
    expect((await view({ place: 'statsforeign' }, from)).statusCode).toBe(200);
  });

  it('only the organisation’s team and ROOT read its figures', async () => {
    const query = `organisation=${ids.network}`;
    expect((await stats(query)).statusCode).toBe(401);
    expect((await stats(query, people.stranger)).statusCode).toBe(403);
    expect((await stats(query, people.otherMember)).statusCode).toBe(403);
    expect((await stats(query, people.member)).statusCode).toBe(200);
    expect((await stats('organisation=statsnet', people.root)).statusCode).toBe(200);
    expect((await stats(`organisation=${ids.other}`, people.otherMember)).statusCode).toBe(200);
    const unknown = await stats('organisation=nosuchorg', people.root);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toEqual({ organisation: 'Организация не найдена' });
  });

  it('the period runs from 1 to 365 days: beyond is a 400 naming days', async () => {
    for (const days of ['0', '366', 'week']) {
      const response = await stats(`organisation=${ids.network}&days=${days}`, people.member);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['days']);
    }
    const year = (await stats(`organisation=${ids.network}&days=365`, people.member)).json() as Stats;
    expect(year.perDay).toHaveLength(365);
    expect((await stats(`organisation=${ids.network}`, people.member)).json().perDay).toHaveLength(30);
  });

  it('each day of the period carries its views, follows and check-ins by the first place’s calendar, and each week its rating', async () => {
    // An organisation of its own, so the figures are exactly those made here.
    const s = t;
    const db = s.app.db;
    const [org, foreignOrg] = await db
      .insert(organisations)
      .values([
        { code: 'figures', name: 'Цифры' },
        { code: 'figuresother', name: 'Не наши' },
      ])
      .returning();
    const orgId = org?.id as string;
    const [first, second, foreign] = await db
      .insert(places)
      .values([
        {
          code: 'figfirst',
          name: 'Первая',
          organisationId: orgId,
          timeZone: 'Asia/Yekaterinburg',
          createdAt: new Date(NOW - 100 * DAY),
        },
        { code: 'figsecond', name: 'Вторая', organisationId: orgId, timeZone: 'Asia/Yekaterinburg' },
        { code: 'figforeign', name: 'Чужая', organisationId: foreignOrg?.id as string },
      ])
      .returning();
    const [event] = await db
      .insert(events)
      .values({
        code: 'figevent',
        title: 'Концерт',
        placeId: second?.id as string,
        organisationId: orgId,
        startsAt: new Date(NOW + DAY),
        startMinute: 0,
        timeZone: 'Asia/Yekaterinburg',
      })
      .returning();
    const manager = await signUp(s.app);
    await db.insert(userOrganisationBinds).values({ userId: manager.userId, organisationId: orgId });
    const guests = await db
      .insert(users)
      .values(Array.from({ length: 6 }, (_, index) => ({ code: `figguest${index}`, displayName: `Гость ${index}` })))
      .returning();
    const guest = (index: number) => guests[index]?.id as string;
    const put = (body: object) =>
      s.app.inject({ method: 'POST', url: '/api/page-views', payload: body, remoteAddress: `10.79.0.${++address}` });

    // Today (18 March in Yekaterinburg): two views of the first place, one of the event, one of a foreign place.
    await put({ place: 'figfirst' });
    await put({ place: 'figsecond' });
    await put({ event: 'figevent' });
    await put({ place: 'figforeign' });
    // 20:30 UTC on 15 March is already 16 March, 01:30, in Yekaterinburg.
    now = Date.parse('2026-03-15T20:30:00.000Z');
    await put({ place: 'figfirst' });
    // Before the seven days asked for.
    now = NOW - 10 * DAY;
    await put({ place: 'figfirst' });
    now = NOW;

    const at = (iso: string) => new Date(iso);
    await db.insert(userSubscriptions).values([
      { subscriberId: guest(0), organisationId: orgId, createdAt: at('2026-03-18T05:00:00Z') },
      { subscriberId: guest(1), placeId: first?.id as string, createdAt: at('2026-03-18T06:00:00Z') },
      // 23:00 UTC on 12 March is 04:00 on the 13th there.
      { subscriberId: guest(2), placeId: second?.id as string, createdAt: at('2026-03-12T23:00:00Z') },
      { subscriberId: guest(3), placeId: foreign?.id as string, createdAt: at('2026-03-18T06:00:00Z') },
      { subscriberId: guest(4), userId: guest(5), createdAt: at('2026-03-18T06:00:00Z') },
    ]);
    const visit = (userIndex: number, placeId: string, iso: string) => ({
      userId: guest(userIndex),
      placeId,
      startedAt: at(iso),
      expiresAt: new Date(Date.parse(iso) + 2 * HOUR),
      visibility: 'PRIVATE' as const,
    });
    await db
      .insert(userVisits)
      .values([
        visit(0, first?.id as string, '2026-03-17T10:00:00Z'),
        visit(1, second?.id as string, '2026-03-17T11:00:00Z'),
        visit(2, first?.id as string, '2026-03-18T04:00:00Z'),
        visit(3, foreign?.id as string, '2026-03-18T04:00:00Z'),
      ]);
    const opinion = (code: string, userIndex: number, rating: number, iso: string, extra: object) => ({
      code,
      authorId: guest(userIndex),
      rating,
      createdAt: at(iso),
      ...extra,
    });
    await db.insert(opinions).values([
      // The week of Monday 16 March: 5 and 2 (the event), a private note left out.
      opinion('figop1', 0, 5, '2026-03-16T08:00:00Z', { placeId: first?.id }),
      opinion('figop2', 1, 2, '2026-03-17T08:00:00Z', { eventId: event?.id }),
      opinion('figop3', 2, 1, '2026-03-17T09:00:00Z', { placeId: first?.id, visibility: 'NOTES' }),
      opinion('figop4', 3, 1, '2026-03-17T09:00:00Z', { placeId: foreign?.id }),
      // The week of Monday 9 March: only its days from the 12th are in the period.
      opinion('figop5', 4, 4, '2026-03-12T20:00:00Z', { placeId: second?.id }),
      opinion('figop6', 5, 1, '2026-03-11T08:00:00Z', { placeId: second?.id }),
    ]);

    const response = await s.app.inject({
      method: 'GET',
      url: '/api/business-stats?organisation=figures&days=7',
      headers: bearer(manager),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Stats;
    expect(body).toMatchObject({
      organisation: { id: orgId, code: 'figures', name: 'Цифры' },
      timeZone: 'Asia/Yekaterinburg',
      from: '2026-03-12',
      to: '2026-03-18',
    });
    const zero = { placeViews: 0, eventViews: 0, follows: 0, checkIns: 0 };
    expect(body.perDay).toEqual([
      { date: '2026-03-12', ...zero },
      { date: '2026-03-13', ...zero, follows: 1 },
      { date: '2026-03-14', ...zero },
      { date: '2026-03-15', ...zero },
      { date: '2026-03-16', ...zero, placeViews: 1 },
      { date: '2026-03-17', ...zero, checkIns: 2 },
      { date: '2026-03-18', placeViews: 2, eventViews: 1, follows: 2, checkIns: 1 },
    ]);
    expect(body.ratingPerWeek).toEqual([
      { week: '2026-03-09', rating: 4, opinions: 1 },
      { week: '2026-03-16', rating: 3.5, opinions: 2 },
    ]);
  });
});
