import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('error bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A route that fails the way a bug would: with internals in the error.
    t = await createTestApp({}, (app) => {
      app.get('/api/__explode', async () => {
        throw new Error('select * from users where password_hash = 42 at /srv/app/secret.ts:13');
      });
    });
  });
  afterAll(() => t.close());

  it('an unknown route is a JSON 404 naming the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Адрес GET /api/no-such-thing не существует',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('a 5xx carries no stack, no SQL and no file paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/__explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Что-то пошло не так на сервере. Мы уже разбираемся',
    });
    expect(response.body).not.toMatch(/select|secret|stack|\.ts/);
  });

  it('broken JSON is a 400 with an actionable message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Тело запроса должно быть корректным JSON');
  });
});

describe('cross-origin calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALLOWED_ORIGINS: ['https://business.gorod.example'] });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('an app origin of the allowlist may call with credentials', async () => {
    const response = await preflight('https://business.gorod.example');
    expect(response.headers['access-control-allow-origin']).toBe('https://business.gorod.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('any other origin gets no CORS permission', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
