import { afterAll, describe, expect, it } from 'vitest';
import { BOT_SECRET_HEADER } from '../lib/internal-auth.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The secret before anything else, over every route registered under /api/internal (the bot's calls, hidden from the
// OpenAPI document), read from the router itself so a route added later is covered without a line here. A caller
// without the secret gets the same 401 from every one of them, and from an address that is no route at all, whatever
// it sends: never a 400 naming a field, a 404 or a 5xx that would tell which routes exist and what they take.

const SECRET = 'internal-secret-for-tests-0123456789';
const t: TestApp = await createTestApp({ BOT_INTERNAL_SECRET: SECRET });
afterAll(() => t.close());

type Route = { path: string; methods: string[] };

/** Every route under /api/internal, as the router lists them (`/api/internal/bot/bind (POST)`). */
const routes: Route[] = t.app
  .printRoutes({ commonPrefix: false })
  .split('\n')
  .flatMap((line) => {
    const match = /(\/api\/internal\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) return [];
    return [{ path: match[1], methods: match[2].split(', ').filter((method) => method !== 'HEAD') }];
  });

/** Bodies and addresses that a route's validation would refuse, naming what it expected. */
const concrete = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);
const attempts = (route: Route, method: string) => [
  { method, url: concrete(route.path, 'not-a-number'), payload: method === 'GET' ? undefined : {} },
  { method, url: `${concrete(route.path, '1')}?limit=100000&latitude=x`, payload: method === 'GET' ? undefined : [] },
  {
    method,
    url: concrete(route.path, '%00'),
    payload: method === 'GET' ? undefined : '{"token":',
    headers: { 'content-type': 'application/json' },
  },
];

describe('internal routes check the secret first', () => {
  it('finds the internal routes in the router', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toContain('/api/internal/bot/bind');
    expect(paths).toContain('/api/internal/notifications/claim');
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  it.each(
    routes.flatMap((route) => route.methods.map((method) => ({ route, method, name: `${method} ${route.path}` }))),
  )('$name answers 401 without the secret, whatever is sent, and names no field', async ({ route, method }) => {
    for (const secret of [undefined, 'wrong-secret-0123456789', '']) {
      for (const attempt of attempts(route, method)) {
        const response = await t.app.inject({
          method: attempt.method as 'GET' | 'POST',
          url: attempt.url,
          headers: { ...(attempt.headers ?? {}), ...(secret === undefined ? {} : { [BOT_SECRET_HEADER]: secret }) },
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
        });
        const context = `${method} ${attempt.url} secret=${secret}: ${response.body}`;
        expect(response.statusCode, context).toBe(401);
        expect(response.json().code, context).toBe('BOT_SECRET');
        expect(response.json().fields, context).toBeUndefined();
      }
    }
  });

  it('an address under the prefix that is no route answers the same 401, and 404 only to the bot', async () => {
    const known = await t.app.inject({ method: 'POST', url: '/api/internal/bot/bind', payload: {} });
    for (const url of ['/api/internal/bot/nothing-here', '/api/internal/notifications/whatever/1']) {
      const unknown = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(unknown.statusCode, url).toBe(401);
      expect(unknown.json(), url).toEqual(known.json());
      const withSecret = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { [BOT_SECRET_HEADER]: SECRET },
      });
      expect(withSecret.statusCode, url).toBe(404);
    }
  });

  it('the bot with the secret still gets a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/bot/bind',
      payload: {},
      headers: { [BOT_SECRET_HEADER]: SECRET },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain('token');
  });
});
