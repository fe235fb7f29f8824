import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

type Role = 'root' | 'owner' | 'member' | 'otherMember' | 'stranger' | 'anonymous';

// Where an event's tickets are sold: a link the event's team gives, checked as a link to another site (http(s) only,
// no credentials, bounded), stored exactly as given and shown with every copy of the event the API answers with.

const TICKETS = 'https://sinkopa.qtickets.events/98765-dzhazovyy-vecher?utm_source=mesto&x=$1';

describe('the ticket link of an event', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let placeId = '';
  let event: { id: string; code: string; ticketUrl: string | null };

  const call = (method: 'GET' | 'POST', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const stored = async () => (await t.app.db.select().from(events).where(eq(events.id, event.id)))[0]?.ticketUrl;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'member', 'otherMember', 'stranger'] as const) as[role] = await signUp(t.app);
    await grant(t.app, (as.root as Session).userId, ['ROOT']);
    await grant(t.app, (as.owner as Session).userId, ['BUSINESS_PANEL']);
    await grant(t.app, (as.otherMember as Session).userId, ['BUSINESS_PANEL']);
    const organisationId = (await call('POST', '/api/organisations/editor', 'owner', { name: 'Джаз-клуб' })).json().id;
    await call('POST', '/api/organisations/editor', 'otherMember', { name: 'Чужие' });
    await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      userId: (as.member as Session).userId,
      organisationId,
    });
    placeId = (await call('POST', '/api/places/editor', 'owner', { organisationId, name: 'Синкопа' })).json().id;
    const created = await call('POST', '/api/events/editor', 'owner', {
      title: 'Джазовый вечер',
      placeId,
      startsAt: '2030-03-08T20:00:00+03:00',
      price: 700,
      ticketUrl: `  ${TICKETS}\n`,
    });
    expect(created.statusCode, created.body).toBe(200);
    event = created.json();
  });
  afterAll(() => t.close());

  it('is stored exactly as given (trimmed) and read back by the item, the list and the blank', async () => {
    expect(event.ticketUrl).toBe(TICKETS);
    expect(await stored()).toBe(TICKETS);
    const listed = (await call('GET', `/api/events?event=${event.code}`, 'anonymous')).json().items;
    expect(listed.map((item: { ticketUrl: string | null }) => item.ticketUrl)).toEqual([TICKETS]);
    const byCode = (await call('GET', `/api/events?code=${event.code}`, 'owner')).json().items;
    expect(byCode[0]?.ticketUrl).toBe(TICKETS);
    expect((await call('GET', '/api/events/blank', 'owner')).json().ticketUrl).toBeNull();
  });

  it('an event without a link says null; the team changes the link and takes it off', async () => {
    const plain = await call('POST', '/api/events/editor', 'owner', {
      title: 'Без билетов',
      placeId,
      startsAt: '2030-03-09T20:00:00+03:00',
    });
    expect(plain.json().ticketUrl).toBeNull();
    const changed = await call('POST', '/api/events/editor', 'member', {
      id: event.id,
      ticketUrl: 'http://кассир.рф/джаз/8-марта',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().ticketUrl).toBe('http://кассир.рф/джаз/8-марта');
    // A save that does not send the link keeps it.
    await call('POST', '/api/events/editor', 'owner', { id: event.id, description: 'Трио Петрова' });
    expect(await stored()).toBe('http://кассир.рф/джаз/8-марта');
    const cleared = await call('POST', '/api/events/editor', 'owner', { id: event.id, ticketUrl: null });
    expect(cleared.json().ticketUrl).toBeNull();
    const restored = await call('POST', '/api/events/editor', 'owner', { id: event.id, ticketUrl: TICKETS });
    expect(restored.json().ticketUrl).toBe(TICKETS);
  });

  it.each([
    ['javascript:alert(document.cookie)', 'только адрес, начинающийся с http:// или https://'],
    ['JAVASCRIPT:alert(1)', 'только адрес, начинающийся с http:// или https://'],
    ['data:text/html,<script>alert(1)</script>', 'только адрес, начинающийся с http:// или https://'],
    ['ftp://tickets.example/1', 'только адрес, начинающийся с http:// или https://'],
    ['qtickets.ru/event/1', 'вставьте адрес страницы целиком'],
    ['https://kassa:secret@tickets.example/1', 'уберите из адреса имя пользователя и пароль'],
    ['https://tickets.example/a b', 'не должно быть пробелов'],
    [`https://tickets.example/${'x'.repeat(2000)}`, 'не длиннее 2\u00a0000 символов'],
    [`https://tickets.example/${'x'.repeat(10_000)}`, 'не длиннее 2\u00a0000 символов'],
    ['', 'вставьте адрес страницы целиком'],
  ])('refuses %j with a 400 naming ticketUrl, and keeps the stored link', async (ticketUrl, words) => {
    const response = await call('POST', '/api/events/editor', 'owner', { id: event.id, ticketUrl });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields)).toEqual(['ticketUrl']);
    expect(body.fields.ticketUrl).toMatch(/^Ссылка на билеты/);
    expect(body.fields.ticketUrl).toContain(words);
    expect(body.message).toContain('ticketUrl');
    expect(await stored()).toBe(TICKETS);
  });

  it('refuses a link that is not a string, and a new event with a bad link is not created', async () => {
    for (const ticketUrl of [42, { href: TICKETS }, [TICKETS], true]) {
      const response = await call('POST', '/api/events/editor', 'owner', { id: event.id, ticketUrl });
      expect(response.statusCode, JSON.stringify(ticketUrl)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['ticketUrl']);
    }
    const before = (await t.app.db.select().from(events)).length;
    const response = await call('POST', '/api/events/editor', 'owner', {
      title: 'С плохой ссылкой',
      placeId,
      startsAt: '2030-03-10T20:00:00+03:00',
      ticketUrl: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect((await t.app.db.select().from(events)).length).toBe(before);
  });

  it('only those who may edit the event set its link', async () => {
    const statuses: Partial<Record<Role, number>> = {};
    for (const role of ['root', 'owner', 'member', 'otherMember', 'stranger', 'anonymous'] as const) {
      const response = await call('POST', '/api/events/editor', role, {
        id: event.id,
        ticketUrl: `https://tickets.example/${role}`,
      });
      statuses[role] = response.statusCode;
    }
    expect(statuses).toEqual({ root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 });
    // The last one who could write it wrote it; those refused changed nothing.
    expect(await stored()).toBe('https://tickets.example/member');
  });
});
