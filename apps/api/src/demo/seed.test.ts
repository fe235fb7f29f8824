import { isOpenAt, type ScheduleInterval, wallClockAt } from '@mesto/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { storageOf } from '../features/files/storage.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CITY, DEMO_PASSWORDS, EVENT_TEMPLATES } from './data.ts';
import { planEvents } from './plan.ts';
import { seedIfEmpty } from './seed.ts';

const ZONE = 'Europe/Moscow';
const monthOf = (date: Date) => wallClockAt(date.getTime(), ZONE).month;

// What a person knows about when things happen: by the title of the event.
const OPEN_AIR_SUMMER = /под открытым небом|теплоход|на веранде|в парке|на летней сцене|уличной еды/;
const WINTER_ONLY = /катк|Рождественская ярмарка|Лыжная/;

describe('demo seed', () => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedIfEmpty(t.app.db, { now, storage: storageOf(t.env) })).toBe(true);
  });
  afterAll(() => t.close());

  const rows = async (table: PgTable) =>
    (await t.app.db.select({ count: sql<number>`count(*)::int` }).from(table))[0]?.count ?? 0;

  it('loads a whole demo city into an empty database, once', async () => {
    expect(await seedIfEmpty(t.app.db, { now })).toBe(false);
    expect(await rows(schema.places)).toBe(34);
    expect(await rows(schema.events)).toBe(170);
    expect(await rows(schema.organisations)).toBeGreaterThanOrEqual(5);
    for (const table of [
      schema.opinions,
      schema.feedbacks,
      schema.rooms,
      schema.messages,
      schema.userSubscriptions,
      schema.userVisits,
      schema.features,
      schema.eventLists,
      schema.userOrganisationBinds,
      schema.files,
    ]) {
      expect(await rows(table)).toBeGreaterThan(0);
    }
    const series = await t.app.db.select().from(schema.events).where(sql`${schema.events.repeatUntil} is not null`);
    expect(series).toHaveLength(17);
  });

  it('has morning, afternoon and evening events, and something every evening of the next 30 days', async () => {
    const events = await t.app.db.select().from(schema.events);
    const minutes = events.map((event) => event.startMinute);
    expect(minutes.some((minute) => minute < 720)).toBe(true);
    expect(minutes.some((minute) => minute >= 720 && minute < 1020)).toBe(true);
    expect(minutes.some((minute) => minute >= 1020)).toBe(true);
    expect(events.some((event) => event.startsAt.getTime() > now.getTime() + 25 * 24 * 3600_000)).toBe(true);
    const evenings = new Set(
      events.filter((event) => event.startMinute >= 1020).map((event) => event.startsAt.toISOString().slice(0, 10)),
    );
    // By the UTC date of a start at 17:00–23:59 Moscow time, which is the same date.
    expect(evenings.size).toBeGreaterThanOrEqual(30);
  });

  it('starts each kind of event at its time of day and gives it a fitting length', async () => {
    const events = await t.app.db.select().from(schema.events);
    const wrong = (rule: string, fits: (minute: number) => boolean, pattern: RegExp) =>
      events
        .filter((event) => pattern.test(event.title) && !fits(event.startMinute))
        .map((event) => `${rule}: ${event.title} at ${Math.floor(event.startMinute / 60)}:${event.startMinute % 60}`);
    const mistakes = [
      ...wrong('morning', (minute) => minute < 720, /йога|Утренний|Завтрак|Забег|ходьба|Лыжная/),
      ...wrong(
        'evening',
        (minute) => minute >= 1020,
        /Концерт|концерт|Стендап|Квиз|Вечеринка|вечеринка|джем|Караоке|Вечер |Ужин|Дегустация|Кинопоказ|Спектакль «Гроза»/,
      ),
      ...wrong('by day', (minute) => minute >= 600 && minute < 960, /Детск|детей|Семейная/),
      ...wrong('afternoon or evening', (minute) => minute >= 660, /Лекция|Мастер-класс|Экскурсия|Турнир/),
    ];
    expect(mistakes).toEqual([]);
    for (const event of events) {
      const minutes = ((event.endsAt?.getTime() ?? 0) - event.startsAt.getTime()) / 60_000;
      expect(minutes, event.title).toBeGreaterThanOrEqual(60);
      expect(minutes, event.title).toBeLessThanOrEqual(9 * 60);
      if (/Концерт|концерт|Вечеринка|джем|Спектакль «Гроза»/.test(event.title)) {
        expect(minutes, event.title).toBeGreaterThanOrEqual(90);
      }
    }
  });

  it('holds nothing outdoors out of its season, whatever the month it is seeded in', async () => {
    const outOfSeason = (title: string, month: number) =>
      (OPEN_AIR_SUMMER.test(title) && (month < 5 || month > 9)) || (WINTER_ONLY.test(title) && month > 2 && month < 12);
    const events = await t.app.db.select().from(schema.events);
    for (const event of events) {
      expect(outOfSeason(event.title, monthOf(event.startsAt)), event.title).toBe(false);
      if (event.repeatUntil) expect(outOfSeason(event.title, monthOf(event.repeatUntil)), event.title).toBe(false);
    }
    const titlesIn = (month: number) => {
      const plan = planEvents(new Date(Date.UTC(2026, month - 1, 10, 9)));
      for (const planned of plan) {
        const title = EVENT_TEMPLATES[planned.template].title;
        expect(outOfSeason(title, monthOf(planned.startsAt)), `${title} in month ${month}`).toBe(false);
        if (planned.repeatUntil) expect(outOfSeason(title, monthOf(planned.repeatUntil)), title).toBe(false);
      }
      return plan.map((planned) => EVENT_TEMPLATES[planned.template].title);
    };
    for (const month of [1, 2, 3, 10, 11])
      expect(titlesIn(month).filter((title) => OPEN_AIR_SUMMER.test(title))).toEqual([]);
    // The season brings its own: open-air cinema in July, a skating rink in December.
    expect(titlesIn(7)).toContain('Кинопоказ под открытым небом');
    expect(titlesIn(7).filter((title) => WINTER_ONLY.test(title))).toEqual([]);
    expect(titlesIn(12)).toContain('Вечер на катке под музыку');
  });

  it('gives places the tags, owners, hours and addresses of their kind', async () => {
    const places = await t.app.db.select().from(schema.places);
    const organisations = await t.app.db.select().from(schema.organisations);
    const ownerOf = (name: string) => {
      const place = places.find((candidate) => candidate.name === name);
      return organisations.find((organisation) => organisation.id === place?.organisationId)?.name;
    };
    const coffee = places.filter((place) => /^(Кофейня|Пекарня|Книжное кафе)/.test(place.name));
    expect(coffee.length).toBeGreaterThanOrEqual(4);
    for (const place of coffee) expect(place.tags, place.name).not.toContain('BAR');
    for (const place of places.filter((place) =>
      /^(Бар|Паб|Крафт-бар|Коктейль-бар|Винный бар|Рюмочная|Пивоварня)/.test(place.name),
    )) {
      expect(place.tags, place.name).toContain('BAR');
    }
    expect(places.find((place) => place.name === 'Джаз-клуб «Синкопа»')?.tags).toContain('MUSIC');
    // A chain of coffee shops owns coffee shops; a jazz club is not the anticafe's.
    const chain = places.filter((place) => ownerOf(place.name) === 'Волжские кофейни').map((place) => place.name);
    expect(chain.length).toBeGreaterThanOrEqual(2);
    for (const name of chain) expect(name).toMatch(/^(Кофейня|Пекарня|Книжное кафе)/);
    expect(ownerOf('Кофейня «Зерно»')).toBe('Волжские кофейни');
    expect(ownerOf('Джаз-клуб «Синкопа»')).toBe('Клуб «Гараж»');
    expect(ownerOf('Клуб «Гараж»')).toBe('Клуб «Гараж»');
    for (const place of places.filter((place) => ownerOf(place.name) === 'Бар-группа «Кремль»')) {
      expect(place.tags, place.name).toContain('BAR');
    }

    const schedule = (name: string) =>
      (places.find((place) => place.name === name)?.schedule ?? []) as ScheduleInterval[];
    const day = (name: string, weekday: string) => schedule(name).filter((interval) => interval.weekday === weekday);
    for (const museum of ['Галерея «Литера»', 'Театр на Покровке', 'Лекторий «Диалог»']) {
      expect(day(museum, 'MONDAY'), museum).toEqual([]);
      expect(day(museum, 'SATURDAY').length, museum).toBe(1);
    }
    expect(day('Кофейня «Зерно»', 'TUESDAY')[0]?.from).toBeLessThanOrEqual(8 * 60);
    // Bars are open past midnight on Fridays (an interval ending «before» it starts runs overnight).
    for (const bar of ['Бар «Чкалов»', 'Крафт-бар «Хмель»', 'Паб «Старый город»']) {
      const friday = day(bar, 'FRIDAY')[0];
      expect(friday && friday.to < friday.from, bar).toBe(true);
    }

    const points = new Set<string>();
    for (const place of places) {
      expect(place.address, place.name).toMatch(new RegExp(`^${CITY.name}, \\S.+, \\d+`));
      expect(place.latitude, place.name).toBeGreaterThan(56.25);
      expect(place.latitude, place.name).toBeLessThan(56.36);
      expect(place.longitude, place.name).toBeGreaterThan(43.9);
      expect(place.longitude, place.name).toBeLessThan(44.08);
      points.add(`${place.latitude},${place.longitude}`);
      expect(place.description, place.name).not.toContain('одно из любимых мест');
    }
    expect(points.size).toBe(places.length);
    expect(new Set(places.map((place) => place.description)).size).toBe(places.length);
  });

  it('has varied opinions: no text twice, fitting ratings, some tags, and answers that differ', async () => {
    const opinions = await t.app.db.select().from(schema.opinions);
    expect(opinions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(opinions.map((opinion) => opinion.text)).size).toBe(opinions.length);
    const ratings = opinions.map((opinion) => opinion.rating);
    const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(mean).toBeGreaterThan(3.6);
    expect(mean).toBeLessThan(4.7);
    expect(ratings.filter((rating) => rating <= 2).length).toBeGreaterThanOrEqual(3);
    expect(ratings.filter((rating) => rating >= 4).length / ratings.length).toBeGreaterThan(0.6);
    const tagged = opinions.filter((opinion) => opinion.tags.length > 0).length;
    expect(tagged).toBeGreaterThan(opinions.length / 4);
    expect(tagged).toBeLessThan(opinions.length);
    const lengths = opinions.map((opinion) => opinion.text.length);
    expect(Math.min(...lengths)).toBeLessThan(70);
    expect(Math.max(...lengths)).toBeGreaterThan(110);
    // Praise tags go with praise, not with a one-star complaint.
    for (const opinion of opinions.filter((opinion) => opinion.rating <= 2)) expect(opinion.tags).toEqual([]);

    const answers = await t.app.db.select().from(schema.feedbacks);
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(answers.length).toBeLessThan(opinions.length);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(answers.length);
    // Every low rating of a place of the demo business's organisations got an answer.
    const binds = await t.app.db.select().from(schema.userOrganisationBinds);
    const places = await t.app.db.select().from(schema.places);
    for (const answer of answers) {
      expect(
        binds.some((bind) => bind.userId === answer.authorId && bind.organisationId === answer.organisationId),
      ).toBe(true);
      expect(answer.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const answered = new Set(answers.map((answer) => answer.opinionId));
    const team = new Set(binds.map((bind) => bind.organisationId));
    for (const opinion of opinions.filter((opinion) => opinion.rating <= 2 && opinion.placeId)) {
      const place = places.find((candidate) => candidate.id === opinion.placeId);
      if (place?.organisationId && team.has(place.organisationId))
        expect(answered.has(opinion.id), opinion.text).toBe(true);
    }
  });

  it('gives every place one to three photos and most events a cover, stored like uploads', async () => {
    const files = await t.app.db.select().from(schema.files);
    const places = await t.app.db.select().from(schema.places);
    for (const place of places) {
      expect(place.photoFileIds.length, place.name).toBeGreaterThanOrEqual(1);
      expect(place.photoFileIds.length, place.name).toBeLessThanOrEqual(3);
      for (const id of place.photoFileIds) expect(files.some((file) => file.id === id)).toBe(true);
    }
    const events = await t.app.db.select().from(schema.events);
    const covered = events.filter((event) => event.coverFileId !== null).length;
    expect(covered / events.length).toBeGreaterThan(0.8);
    expect(covered).toBeLessThan(events.length);
    // Pictures of a kind are shared: a coffee shop and a bar do not look alike.
    const photosOf = (name: string) => places.find((place) => place.name === name)?.photoFileIds[0];
    expect(photosOf('Кофейня «Зерно»')).toBe(photosOf('Кофейня «Обжарка»'));
    expect(photosOf('Кофейня «Зерно»')).not.toBe(photosOf('Бар «Чкалов»'));

    const [file] = await t.app.db
      .select()
      .from(schema.files)
      .where(eq(schema.files.id, photosOf('Бар «Чкалов»') as string));
    expect(file?.mime).toBe('image/webp');
    expect(file?.variants.map((variant) => variant.width)).toEqual([320, 960]);
    for (const variant of file?.variants ?? []) {
      const response = await t.app.inject({ method: 'GET', url: `/api/files/raw/${variant.path}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(response.rawPayload.length).toBe(variant.size);
    }
  });

  it('checks people in at places that are open now', async () => {
    const places = await t.app.db.select().from(schema.places);
    const visits = await t.app.db.select().from(schema.userVisits);
    const openNow = places.filter((place) => isOpenAt(place.schedule as ScheduleInterval[], now, place.timeZone));
    expect(visits.length).toBe(4);
    const atOpenPlaces = visits.filter((visit) => openNow.some((place) => place.id === visit.placeId));
    expect(atOpenPlaces.length).toBe(Math.min(visits.length, openNow.length));
  });

  it('the demo accounts of the README sign in with their permissions', async () => {
    const accounts = [
      ['admin', DEMO_PASSWORDS.admin, ['ROOT']],
      ['business', DEMO_PASSWORDS.business, ['BUSINESS_PANEL', 'EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']],
      ['anna', DEMO_PASSWORDS.user, []],
    ] as const;
    for (const [login, password, permissions] of accounts) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });
      expect(response.statusCode, login).toBe(200);
      expect(response.json().user.permissions).toEqual(permissions);
    }
  });

  it('fills the work stream with new announcements that the demo manager takes and reads', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'business', password: DEMO_PASSWORDS.business },
    });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/external-event-announcements?status=NEW&limit=50',
      headers,
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().items.length).toBeGreaterThanOrEqual(12);
    const taken = await t.app.inject({
      method: 'GET',
      url: '/api/external-event-announcements/work-stream-provider?limit=2',
      headers,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const [first] = taken.json().items;
    expect(first).toMatchObject({ status: 'IN_WORK', claim: { mine: true } });
    expect(first.rawText).toMatch(/[а-яё]/i);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/external-event-announcements/process-with-ai',
      headers,
      payload: { _announcement: first.id },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().events.length).toBeGreaterThan(0);
  });
});
