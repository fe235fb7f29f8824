import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLists } from '../db/schema.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';

// What the fuzzer (fuzz.test.ts) found, each kept as a plain case.

describe('fuzzing findings', () => {
  let t: TestApp;
  let root: Session;
  let user: Session;
  beforeAll(async () => {
    t = await createTestApp();
    root = await signUp(t.app);
    await grant(t.app, root.userId, ['ROOT']);
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('an event list naming an organisation that does not exist is a 400 naming organisationId, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/event-lists/editor',
      headers: { ...bearer(root), origin: APP_ORIGIN },
      payload: { name: 'Лекции', description: '', organisationId: '3bd1b62d-b122-472d-8abd-9fbcfffffffc' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ORGANISATION_NOT_FOUND',
      fields: { organisationId: 'Организация не найдена' },
    });
    expect(await t.app.db.select().from(eventLists)).toEqual([]);
  });

  it('a private chat asked with two targets at once names both fields', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/chats/private?user=${root.userId}&organisation=zerno`,
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['organisation', 'user']);
  });

  it('a body that is not JSON at all names the body as the field to fix', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      payload: '{"login":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ body: 'Тело запроса должно быть корректным JSON' });
  });

  it('coordinates too small for the database (7.4e-323) read as 0, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/places?lat=7.4e-323&lng=-1e-323',
    });
    expect(response.statusCode, response.body).toBe(200);
    const tiny = await t.app.inject({ method: 'GET', url: '/api/places?lat=55.75&lng=37.61&radius=1e-320' });
    expect(tiny.statusCode, tiny.body).toBe(400);
    expect(Object.keys(tiny.json().fields)).toEqual(['radius']);
  });

  it('the owner leaving their own chat is a 400 naming chatId', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/chats/editor',
      headers: { ...bearer(user), origin: APP_ORIGIN },
      payload: { title: 'Свои', memberIds: [root.userId] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chats/leave',
      headers: { ...bearer(user), origin: APP_ORIGIN },
      payload: { chatId: created.json().id },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'OWNER_LEAVES', fields: { chatId: expect.any(String) } });
  });
});
