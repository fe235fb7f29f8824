import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const SECRET = 'internal-secret-for-tests-0123456789';

describe('internal bot routes', () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOT_INTERNAL_SECRET: SECRET });
    off = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it('answer the bot presenting the shared secret', async () => {
    const response = await t.app.inject({ url: '/api/internal/bot/ping', headers: { [BOT_SECRET_HEADER]: SECRET } });
    expect(response.statusCode).toBe(200);
  });

  it('refuse a missing or wrong secret', async () => {
    const missing = await t.app.inject({ url: '/api/internal/bot/ping' });
    expect(missing.statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/api/internal/bot/ping', headers: { [BOT_SECRET_HEADER]: `${SECRET}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/секрет/);
  });

  it('are off while no secret is configured', async () => {
    const response = await off.app.inject({
      url: '/api/internal/bot/ping',
      headers: { [BOT_SECRET_HEADER]: 'anything-at-all-123' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/BOT_INTERNAL_SECRET/);
  });

  it('are not in the public OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).some((path) => path.includes('/internal/'))).toBe(false);
    expect(Object.keys(document.paths)).toContain('/api/auth/login');
  });

  it('answer bad input with a 400 naming the field, never a 5xx', async () => {
    const headers = { [BOT_SECRET_HEADER]: SECRET };
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/internal/bot/bind',
        payload: { token: 'x', telegram: { id: 'abc' } },
        field: 'telegram.id',
      },
      {
        method: 'POST' as const,
        url: '/api/internal/bot/bind',
        payload: { telegram: { id: 1, firstName: 'A' } },
        field: 'token',
      },
      { method: 'GET' as const, url: '/api/internal/bot/near?latitude=200&longitude=10', field: 'latitude' },
      { method: 'GET' as const, url: '/api/internal/bot/near?longitude=10', field: 'latitude' },
      { method: 'GET' as const, url: '/api/internal/bot/users/not-a-number', field: 'telegramId' },
      { method: 'GET' as const, url: '/api/internal/bot/today?limit=1000', field: 'limit' },
      {
        method: 'POST' as const,
        url: '/api/internal/bot/announcements',
        payload: {
          telegramId: 1,
          text: '   ',
          source: { channelTitle: null, channelUsername: null, messageId: null, postedAt: 'вчера' },
        },
        field: 'text',
      },
    ];
    for (const { field, ...request } of cases) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).join(' '), request.url).toContain(field);
    }
  });
});
