import { HERE_NOW_MIN_SHOWN, VISIT_DEFAULT_MINUTES, VISIT_EXTEND_MINUTES, VISIT_MAX_MINUTES } from '@mesto/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { organisations, places, userSubscriptions, users, userVisits } from '../../db/schema.ts';
import { clock } from '../../lib/visits-clock.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-03-15T09:00:00.000Z');

type Visit = {
  id: string;
  user: { id: string };
  place: { id: string; code: string; name: string };
  startedAt: string;
  expiresAt: string;
  closedAt: string | null;
  active: boolean;
  visibility: string;
};

describe('user-visits', () => {
  let t: TestApp;
  let now = START;
  const placeList: { id: string; code: string }[] = [];
  let draft: { id: string; code: string };

  const setClock = (instant: number) => {
    now = instant;
  };
  const post = (url: string, payload: object, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user-visits/${url}`,
      payload,
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  const get = (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });
  const checkIn = async (session: Session, place: { id: string }, visibility?: string) => {
    const response = await post('check-in', { placeId: place.id, ...(visibility ? { visibility } : {}) }, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Visit;
  };
  const place = (index: number) => placeList[index] as { id: string; code: string };

  beforeAll(async () => {
    t = await createTestApp();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
    const [organisation] = await t.app.db.insert(organisations).values({ code: 'orgvis01', name: 'Сеть' }).returning();
    const rows = await t.app.db
      .insert(places)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          code: `visplace${index}`,
          name: `Место ${index}`,
          organisationId: organisation?.id ?? null,
        })),
      )
      .returning();
    placeList.push(...rows);
    const [hidden] = await t.app.db
      .insert(places)
      .values({ code: 'visdraft', name: 'Черновик', status: 'DRAFT', organisationId: organisation?.id ?? null })
      .returning();
    draft = hidden as typeof draft;
  });
  afterEach(() => setClock(START));
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('a check-in lasts two hours and ends by itself, with nothing running', async () => {
    const anna = await signUp(t.app);
    const visit = await checkIn(anna, place(0));
    expect(visit).toMatchObject({
      user: { id: anna.userId },
      place: { id: place(0).id, code: 'visplace0', name: 'Место 0' },
      startedAt: new Date(START).toISOString(),
      expiresAt: new Date(START + VISIT_DEFAULT_MINUTES * MINUTE).toISOString(),
      closedAt: null,
      active: true,
      visibility: 'PUBLIC',
    });
    expect((await get('/api/user-visits/current', anna)).json().visit.id).toBe(visit.id);

    setClock(START + (VISIT_DEFAULT_MINUTES - 1) * MINUTE);
    const here = (await get(`/api/user-visits?place=${place(0).code}&active=true`)).json().items as Visit[];
    expect(here.map((item) => item.id)).toEqual([visit.id]);

    setClock(START + VISIT_DEFAULT_MINUTES * MINUTE);
    expect((await get('/api/user-visits/current', anna)).json()).toEqual({ visit: null });
    expect((await get(`/api/user-visits?place=${place(0).code}&active=true`)).json().items).toEqual([]);
    const history = (await get(`/api/user-visits?user=${anna.userId}`)).json().items as Visit[];
    expect(history).toMatchObject([{ id: visit.id, active: false, closedAt: null }]);
    const ended = (await get(`/api/user-visits?place=${place(0).id}&active=false`)).json().items as Visit[];
    expect(ended.map((item) => item.id)).toContain(visit.id);
    // Expired, so it cannot be extended any more.
    const late = await post('extend', { visitId: visit.id }, anna);
    expect(late.statusCode).toBe(409);
    expect(late.json().fields).toHaveProperty('visitId');
  });

  it('extending adds an hour and stops at eight hours from the start', async () => {
    const boris = await signUp(t.app);
    const visit = await checkIn(boris, place(1));
    const expiries: number[] = [];
    for (let step = 0; step < (VISIT_MAX_MINUTES - VISIT_DEFAULT_MINUTES) / VISIT_EXTEND_MINUTES; step += 1) {
      const response = await post('extend', {}, boris);
      expect(response.statusCode, response.body).toBe(200);
      expiries.push((Date.parse(response.json().expiresAt) - START) / MINUTE);
    }
    expect(expiries).toEqual([180, 240, 300, 360, 420, 480]);
    const beyond = await post('extend', { visitId: visit.id }, boris);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().fields).toEqual({ visitId: 'Визит уже продлён до предела: он длится не больше 8 ч с начала' });
    const [row] = await t.app.db.select().from(userVisits).where(eq(userVisits.id, visit.id));
    expect(row?.expiresAt.getTime()).toBe(START + VISIT_MAX_MINUTES * MINUTE);

    // The last step is cut to the bound rather than refused.
    await t.app.db
      .update(userVisits)
      .set({ expiresAt: new Date(START + 450 * MINUTE) })
      .where(eq(userVisits.id, visit.id));
    const clamped = await post('extend', { visitId: visit.id }, boris);
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json().expiresAt).toBe(new Date(START + VISIT_MAX_MINUTES * MINUTE).toISOString());

    // Still active at 7:59, over at 8:00 however it was extended.
    setClock(START + (VISIT_MAX_MINUTES - 1) * MINUTE);
    expect((await get('/api/user-visits/current', boris)).json().visit.id).toBe(visit.id);
    setClock(START + VISIT_MAX_MINUTES * MINUTE);
    expect((await get('/api/user-visits/current', boris)).json().visit).toBeNull();
  });

  it('only the owner extends a visit, and there must be one to extend', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const visit = await checkIn(owner, place(2));
    const foreign = await post('extend', { visitId: visit.id }, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().fields).toHaveProperty('visitId');
    const foreignClose = await post('close', { visitId: visit.id }, other);
    expect(foreignClose.statusCode).toBe(403);
    const none = await post('extend', {}, other);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ visitId: 'Сейчас вы нигде не отмечены: сначала отметьтесь в месте' });
    const unknown = await post('extend', { visitId: '00000000-0000-4000-8000-000000000000' }, owner);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ visitId: 'Визит не найден' });
    expect((await post('extend', {})).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(userVisits).where(eq(userVisits.id, visit.id));
    expect(row?.expiresAt.toISOString()).toBe(visit.expiresAt);
    expect(row?.closedAt).toBeNull();
  });

  it('a check-in elsewhere closes the previous visit; the same place keeps it', async () => {
    const vera = await signUp(t.app);
    const first = await checkIn(vera, place(3));
    setClock(START + 10 * MINUTE);
    const again = await checkIn(vera, place(3), 'FRIENDS');
    expect(again).toMatchObject({ id: first.id, startedAt: first.startedAt, visibility: 'FRIENDS', active: true });

    setClock(START + 30 * MINUTE);
    const second = await checkIn(vera, place(4));
    expect(second.id).not.toBe(first.id);
    const history = (await get(`/api/user-visits?user=${vera.userId}`, vera)).json().items as Visit[];
    expect(history.map((item) => [item.place.code, item.active, item.closedAt])).toEqual([
      ['visplace4', true, null],
      ['visplace3', false, new Date(START + 30 * MINUTE).toISOString()],
    ]);
  });

  it('parallel check-ins leave exactly one active visit', async () => {
    const dina = await signUp(t.app);
    const responses = await Promise.all(
      placeList.slice(0, 10).map((target) => post('check-in', { placeId: target.id }, dina)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const open = await t.app.db
      .select()
      .from(userVisits)
      .where(and(eq(userVisits.userId, dina.userId), isNull(userVisits.closedAt)));
    expect(open).toHaveLength(1);
    expect((await t.app.db.select().from(userVisits).where(eq(userVisits.userId, dina.userId))).length).toBe(10);
  });

  it('closing ends the visit now and is idempotent', async () => {
    const egor = await signUp(t.app);
    const visit = await checkIn(egor, place(5));
    setClock(START + 15 * MINUTE);
    const closed = await post('close', {}, egor);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().visit).toMatchObject({
      id: visit.id,
      active: false,
      closedAt: new Date(START + 15 * MINUTE).toISOString(),
    });
    expect((await post('close', {}, egor)).json()).toEqual({ visit: null });
    const byId = await post('close', { visitId: visit.id }, egor);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().visit.closedAt).toBe(new Date(START + 15 * MINUTE).toISOString());
    expect((await get('/api/user-visits/current', egor)).json()).toEqual({ visit: null });
    const extend = await post('extend', { visitId: visit.id }, egor);
    expect(extend.statusCode).toBe(409);
    expect((await get('/api/user-visits/current')).statusCode).toBe(401);
  });

  it('a check-in needs a place one may see, and takes the default visibility from the settings', async () => {
    const fedor = await signUp(t.app);
    const hidden = await post('check-in', { placeId: draft.code }, fedor);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().fields).toEqual({ placeId: 'Место не найдено' });
    const missing = await post('check-in', { placeId: '00000000-0000-4000-8000-000000000000' }, fedor);
    expect(missing.statusCode).toBe(400);
    expect((await post('check-in', { placeId: place(6).id })).statusCode).toBe(401);
    await t.app.db
      .update(users)
      .set({ specificSettings: { defaultVisibility: 'FRIENDS' } })
      .where(eq(users.id, fedor.userId));
    expect((await checkIn(fedor, place(6))).visibility).toBe('FRIENDS');
    expect((await checkIn(fedor, place(7), 'NOTES')).visibility).toBe('NOTES');
    const byCode = await post('check-in', { placeId: place(8).code }, fedor);
    expect(byCode.json().place.id).toBe(place(8).id);
  });

  describe('visibility', () => {
    type Role = 'anonymous' | 'stranger' | 'follower' | 'mutual' | 'self' | 'root';
    const as: Partial<Record<Role, Session>> = {};
    let author: Session;

    beforeAll(async () => {
      author = await signUp(t.app);
      as.self = author;
      for (const role of ['stranger', 'follower', 'mutual', 'root'] as const) as[role] = await signUp(t.app);
      await grant(t.app, (as.root as Session).userId, ['ROOT']);
      const follower = (as.follower as Session).userId;
      const mutual = (as.mutual as Session).userId;
      await t.app.db.insert(userSubscriptions).values([
        { subscriberId: follower, userId: author.userId },
        { subscriberId: mutual, userId: author.userId },
        { subscriberId: author.userId, userId: mutual },
      ]);
      const visibilities = ['PUBLIC', 'FRIENDS', 'PRIVATE', 'NOTES'];
      for (const [index, visibility] of visibilities.entries()) {
        setClock(START + index * MINUTE);
        await checkIn(author, place(index), visibility);
      }
    });

    const expected: Record<Role, string[]> = {
      anonymous: ['PUBLIC'],
      stranger: ['PUBLIC'],
      follower: ['PUBLIC'],
      mutual: ['PUBLIC', 'FRIENDS'],
      self: ['PUBLIC', 'FRIENDS', 'PRIVATE', 'NOTES'],
      root: ['PUBLIC', 'FRIENDS', 'PRIVATE'],
    };

    it.each(Object.keys(expected) as Role[])(
      '%s sees the check-ins its visibility allows, in lists and counts',
      async (role) => {
        const session = as[role];
        const list = await get(`/api/user-visits?user=${author.userId}`, session);
        expect(list.statusCode).toBe(200);
        const seen = (list.json().items as Visit[]).map((item) => item.visibility).sort();
        expect(seen).toEqual([...expected[role]].sort());
        const stats = await get(`/api/user-visits/stats?user=${author.userId}`, session);
        expect(stats.statusCode, stats.body).toBe(200);
        expect(stats.json()).toMatchObject({
          kind: 'USER',
          visits: expected[role].length,
          distinctPlaces: expected[role].length,
        });
        expect(stats.json().favouritePlaces).toHaveLength(expected[role].length);
        // The same rule holds in the lists of a place.
        const atPlaces = await Promise.all(
          [0, 1, 2, 3].map((index) => get(`/api/user-visits?place=${place(index).id}`, session)),
        );
        const authorsVisits = atPlaces.flatMap((response) =>
          (response.json().items as Visit[]).filter((item) => item.user.id === author.userId),
        );
        expect(authorsVisits.map((item) => item.visibility).sort()).toEqual([...expected[role]].sort());
      },
    );
  });

  it('favourite places are the most visited, five at most', async () => {
    const gleb = await signUp(t.app);
    let minute = 0;
    for (const [index, times] of [3, 1, 2, 1, 1, 1].entries()) {
      for (let time = 0; time < times; time += 1) {
        minute += 1;
        setClock(START + minute * MINUTE);
        await checkIn(gleb, place(index));
        await post('close', {}, gleb);
      }
    }
    const stats = (await get(`/api/user-visits/stats?user=${gleb.userId}`)).json();
    expect(stats.visits).toBe(9);
    expect(stats.distinctPlaces).toBe(6);
    expect(stats.favouritePlaces).toHaveLength(5);
    expect(stats.favouritePlaces.slice(0, 2)).toEqual([
      { place: { id: place(0).id, code: 'visplace0', name: 'Место 0' }, visits: 3 },
      { place: { id: place(2).id, code: 'visplace2', name: 'Место 2' }, visits: 2 },
    ]);
  });

  it('here now is hidden below three people and counts three at three', async () => {
    const target = place(11);
    const people = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const stats = async () => {
      const response = await get(`/api/user-visits/stats?place=${target.code}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await stats()).toMatchObject({ kind: 'PLACE', hereNow: null, few: true });
    await checkIn(people[0] as Session, target, 'NOTES');
    await checkIn(people[1] as Session, target, 'PRIVATE');
    expect(await stats()).toMatchObject({ hereNow: null, few: true });
    await checkIn(people[2] as Session, target);
    expect(HERE_NOW_MIN_SHOWN).toBe(3);
    expect(await stats()).toMatchObject({ hereNow: 3, few: false });
    // Two hours later they are gone, without anyone closing anything.
    setClock(START + VISIT_DEFAULT_MINUTES * MINUTE);
    expect(await stats()).toMatchObject({ hereNow: null, few: true });
  });

  it('per day covers the last 30 days of the place’s calendar, zero-filled; per hour is 7 × 24 by its clock', async () => {
    const target = place(10);
    const visitor = await signUp(t.app);
    // 2026-03-14 22:30 UTC is 01:30 on Sunday the 15th in Moscow; 2026-03-10 12:00 UTC is 15:00 on Tuesday the 10th.
    for (const instant of ['2026-03-14T22:30:00.000Z', '2026-03-10T12:00:00.000Z', '2026-03-10T12:05:00.000Z']) {
      setClock(Date.parse(instant));
      await checkIn(visitor, target);
      await post('close', {}, visitor);
    }
    // Older than 30 days: not in per day, but in per hour (90 days).
    setClock(Date.parse('2026-02-01T09:00:00.000Z'));
    await checkIn(visitor, target);
    await post('close', {}, visitor);

    setClock(START);
    const stats = (await get(`/api/user-visits/stats?place=${target.id}`)).json();
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay[0].date).toBe('2026-02-14');
    expect(stats.perDay[29]).toEqual({ date: '2026-03-15', visits: 1 });
    expect(stats.perDay.find((day: { date: string }) => day.date === '2026-03-10')).toEqual({
      date: '2026-03-10',
      visits: 2,
    });
    expect(stats.perDay.reduce((sum: number, day: { visits: number }) => sum + day.visits, 0)).toBe(3);
    expect(stats.perHour).toHaveLength(7);
    for (const day of stats.perHour) expect(day).toHaveLength(24);
    expect(stats.perHour[6][1]).toBe(1); // Sunday 01:00
    expect(stats.perHour[1][15]).toBe(2); // Tuesday 15:00
    expect(stats.perHour[6][12]).toBe(1); // Sunday 1 February, 12:00 in Moscow
    expect(stats.perHour.flat().reduce((sum: number, count: number) => sum + count, 0)).toBe(4);
  });

  it('stats name exactly one subject that exists', async () => {
    const none = await get('/api/user-visits/stats');
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields).sort()).toEqual(['place', 'user']);
    const both = await get(`/api/user-visits/stats?place=${place(0).id}&user=someone`);
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().fields)).toEqual(['user']);
    const missing = await get('/api/user-visits/stats?place=no-such-place');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().fields).toHaveProperty('place');
    expect((await get(`/api/user-visits/stats?place=${draft.id}`)).statusCode).toBe(404);
    expect((await get('/api/user-visits/stats?user=no_such_user')).statusCode).toBe(404);
  });

  it('the list pages newest first without repeats', async () => {
    const pager = await signUp(t.app);
    for (let index = 0; index < 5; index += 1) {
      setClock(START + index * MINUTE);
      await checkIn(pager, place(index));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`/api/user-visits?user=${pager.userId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      seen.push(...(response.json().items as Visit[]).map((item) => item.place.code));
      cursor = response.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(['visplace4', 'visplace3', 'visplace2', 'visplace1', 'visplace0']);
  });
});
