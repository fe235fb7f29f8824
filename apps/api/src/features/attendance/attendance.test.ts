import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendance, events, organisations, users } from '../../db/schema.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { replaceOccurrences } from '../events/events.service.ts';

type Attendance = {
  eventId: string;
  going: number;
  interested: number;
  myStatus: string | null;
  myVisibility: string | null;
  friendsGoing: { id: string; displayName: string }[];
  friendsGoingCount: number;
};

describe('event-attendance', () => {
  let t: TestApp;
  let anna: Session;
  let boris: Session;
  let vera: Session;
  let gleb: Session;
  let outsider: Session;
  let concert: { id: string; code: string };
  let draft: { id: string; code: string };

  const post = (url: string, payload: object, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  const mark = (event: string, status: string | null, session?: Session, visibility?: string) =>
    post('/api/event-attendance/mark', { event, status, ...(visibility ? { visibility } : {}) }, session);
  const read = async (event: string, session?: Session): Promise<Attendance> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/event-attendance?event=${event}`,
      headers: session ? bearer(session) : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const befriend = async (a: Session, b: Session) => {
    await post('/api/user-subscriptions/subscribe', { userId: b.userId }, a);
    await post('/api/user-subscriptions/subscribe', { userId: a.userId }, b);
  };
  const rowsOf = (eventId: string, userId: string) =>
    t.app.db
      .select()
      .from(eventAttendance)
      .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId)));

  beforeAll(async () => {
    t = await createTestApp();
    anna = await signUp(t.app, { displayName: 'Анна' });
    boris = await signUp(t.app, { displayName: 'Борис' });
    vera = await signUp(t.app, { displayName: 'Вера' });
    gleb = await signUp(t.app, { displayName: 'Глеб' });
    outsider = await signUp(t.app, { displayName: 'Чужой' });
    // Anna is friends with Boris, Vera and Gleb; the outsider only follows them, one way.
    await befriend(anna, boris);
    await befriend(anna, vera);
    await befriend(anna, gleb);
    for (const person of [boris, vera, gleb]) {
      await post('/api/user-subscriptions/subscribe', { userId: person.userId }, outsider);
    }
    const [org] = await t.app.db.insert(organisations).values({ code: 'orgatt01', name: 'Клуб' }).returning();
    const startsAt = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const rows = await t.app.db
      .insert(events)
      .values([
        { code: 'evatt01', title: 'Концерт', startsAt, startMinute: 1140, organisationId: org?.id },
        { code: 'evatt02', title: 'Черновик', startsAt, startMinute: 1140, organisationId: org?.id, status: 'DRAFT' },
      ])
      .returning();
    await replaceOccurrences(t.app.db, rows);
    concert = rows[0] as typeof concert;
    draft = rows[1] as typeof draft;
  });
  afterAll(() => t.close());

  it('marking needs a signed-in person; reading the counts does not', async () => {
    const response = await mark(concert.code, 'GOING');
    expect(response.statusCode).toBe(401);
    const anonymous = await read(concert.code);
    expect(anonymous).toMatchObject({ going: 0, interested: 0, myStatus: null, friendsGoing: [] });
  });

  it('a mark counts, changes and clears; the answer and a reload agree', async () => {
    const going = await mark(concert.code, 'GOING', boris);
    expect(going.statusCode, going.body).toBe(200);
    expect(going.json()).toMatchObject({ going: 1, interested: 0, myStatus: 'GOING', myVisibility: 'PUBLIC' });
    expect(await read(concert.id, boris)).toMatchObject({ going: 1, myStatus: 'GOING' });
    const interested = await mark(concert.id, 'INTERESTED', boris);
    expect(interested.json()).toMatchObject({ going: 0, interested: 1, myStatus: 'INTERESTED' });
    const cleared = await mark(concert.code, null, boris);
    expect(cleared.json()).toMatchObject({ going: 0, interested: 0, myStatus: null, myVisibility: null });
    expect(await rowsOf(concert.id, boris.userId)).toHaveLength(0);
    // Clearing what is not there is fine too.
    expect((await mark(concert.code, null, boris)).statusCode).toBe(200);
  });

  it('ten parallel marks leave one row', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => mark(concert.code, index % 2 ? 'GOING' : 'INTERESTED', gleb)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(await rowsOf(concert.id, gleb.userId)).toHaveLength(1);
    const after = await read(concert.code, gleb);
    expect(after.going + after.interested).toBe(1);
    await mark(concert.code, null, gleb);
  });

  it('friends see a FRIENDS mark; outsiders and anonymous callers only count it; a PRIVATE or NOTES mark names nobody', async () => {
    // Boris keeps his check-ins for friends, so his mark is for friends too.
    await t.app.db
      .update(users)
      .set({ specificSettings: { defaultVisibility: 'FRIENDS' } })
      .where(eq(users.id, boris.userId));
    const marked = await mark(concert.code, 'GOING', boris);
    expect(marked.json()).toMatchObject({ myVisibility: 'FRIENDS' });
    await mark(concert.code, 'GOING', vera, 'PRIVATE');
    await mark(concert.code, 'GOING', gleb, 'NOTES');

    const forAnna = await read(concert.code, anna);
    expect(forAnna.friendsGoing.map((person) => person.displayName)).toEqual(['Борис']);
    expect(forAnna.friendsGoingCount).toBe(1);
    // Three go; Gleb's note to himself counts for him alone.
    expect(forAnna.going).toBe(2);
    expect((await read(concert.code, gleb)).going).toBe(3);

    const forOutsider = await read(concert.code, outsider);
    expect(forOutsider.friendsGoing).toEqual([]);
    expect(forOutsider.going).toBe(2);
    expect(await read(concert.code)).toMatchObject({ going: 2, friendsGoing: [], friendsGoingCount: 0 });

    // A public mark of a friend shows; a changed status keeps the visibility chosen before.
    await mark(concert.code, 'GOING', vera, 'PUBLIC');
    await mark(concert.code, 'INTERESTED', vera);
    await mark(concert.code, 'GOING', vera);
    expect((await read(concert.code, vera)).myVisibility).toBe('PUBLIC');
    expect((await read(concert.code, anna)).friendsGoingCount).toBe(2);
  });

  it('the events list carries how many go', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/events?code=${concert.code}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[0]).toMatchObject({ code: concert.code, going: 2 });
  });

  it('an unknown or unpublished event is not found, naming the field', async () => {
    const unknown = await mark('no-such-event', 'GOING', anna);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.event).toBe('Событие не найдено');
    expect((await mark(draft.code, 'GOING', anna)).statusCode).toBe(400);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/event-attendance?event=${draft.code}` });
    expect(hidden.statusCode).toBe(404);
    const badStatus = await mark(concert.code, 'MAYBE', anna);
    expect(badStatus.statusCode).toBe(400);
  });
});
