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
});
