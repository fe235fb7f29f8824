import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  sessionOf,
  signUp,
  type TestApp,
} from '../testing/test-app.ts';

// Role × route → expected status. The server decides; the apps only hide what a role may not do.

type Role = 'anonymous' | 'user' | 'owner' | 'business' | 'root';
type Case = {
  route: string;
  method: 'GET' | 'POST';
  url: (target: string) => string;
  body?: (target: string) => object;
  /** Where it succeeds it sets the owner's password, which ends the owner's sessions: they sign in again with it. */
  setsOwnerPassword?: string;
};

describe('authorization table', () => {
  let t: TestApp;
  const sessions: Partial<Record<Role, Session>> = {};
  let targetId = '';
  let ownerUsername = '';
  beforeAll(async () => {
    t = await createTestApp();
    sessions.user = await signUp(t.app);
    const owner = await signUp(t.app);
    sessions.owner = owner;
    ownerUsername = owner.username;
    sessions.business = await signUp(t.app);
    sessions.root = await signUp(t.app);
    await grant(t.app, sessions.business.userId, ['BUSINESS_PANEL']);
    await grant(t.app, sessions.root.userId, ['ROOT']);
    targetId = sessions.owner.userId;
  });
  afterAll(() => t.close());

  const cases: Array<[Case, Record<Role, number>]> = [
    [
      { route: 'GET users', method: 'GET', url: () => '/api/users' },
      { anonymous: 200, user: 200, owner: 200, business: 200, root: 200 },
    ],
    [
      { route: 'GET users/blank', method: 'GET', url: () => '/api/users/blank' },
      // The blank is for those who may create: only ROOT creates users (everyone else signs up).
      { anonymous: 401, user: 403, owner: 403, business: 403, root: 200 },
    ],
    [
      { route: 'GET users/check_access', method: 'GET', url: (id) => `/api/users/check_access?user=${id}` },
      { anonymous: 200, user: 200, owner: 200, business: 200, root: 200 },
    ],
    [
      {
        route: 'POST users/editor (update the owner)',
        method: 'POST',
        url: () => '/api/users/editor',
        body: (id) => ({ id, displayName: 'Новое имя' }),
      },
      { anonymous: 401, user: 403, owner: 200, business: 403, root: 200 },
    ],
    [
      {
        route: 'POST users/editor (create)',
        method: 'POST',
        url: () => '/api/users/editor',
        body: () => ({ displayName: 'Создан' }),
      },
      { anonymous: 401, user: 403, owner: 403, business: 403, root: 200 },
    ],
    [
      {
        route: 'POST users/editor (set a password of the owner)',
        method: 'POST',
        url: () => '/api/users/editor',
        body: (id) => ({ id, password: 'another-password-1' }),
        setsOwnerPassword: 'another-password-1',
      },
      { anonymous: 401, user: 403, owner: 400, business: 403, root: 200 },
    ],
    [
      {
        route: 'POST users/editor (grant ROOT to the owner)',
        method: 'POST',
        url: () => '/api/users/editor',
        body: (id) => ({ id, displayName: 'Имя', permissions: ['ROOT'] }),
      },
      // The owner may edit the profile but not that field: a 400 naming it.
      { anonymous: 401, user: 403, owner: 400, business: 403, root: 200 },
    ],
    [
      {
        route: 'GET users/check_access (unknown)',
        method: 'GET',
        url: () => '/api/users/check_access?user=nobody_at_all',
      },
      { anonymous: 404, user: 404, owner: 404, business: 404, root: 404 },
    ],
    [
      { route: 'GET users?sort=name', method: 'GET', url: () => '/api/users?sort=name' },
      { anonymous: 200, user: 200, owner: 200, business: 200, root: 200 },
    ],
    [
      {
        route: 'POST users/toggle_favorite_features',
        method: 'POST',
        url: () => '/api/users/toggle_favorite_features',
        body: () => ({ _features: ['00000000-0000-4000-8000-000000000000'] }),
      },
      // Signed-in callers get past the permission check and meet validation (unknown feature).
      { anonymous: 401, user: 400, owner: 400, business: 400, root: 400 },
    ],
    [
      { route: 'GET auth/generate-binding-token', method: 'GET', url: () => '/api/auth/generate-binding-token' },
      { anonymous: 401, user: 200, owner: 200, business: 200, root: 200 },
    ],
    [
      { route: 'POST files/upload (no file)', method: 'POST', url: () => '/api/files/upload' },
      { anonymous: 401, user: 400, owner: 400, business: 400, root: 400 },
    ],
  ];

  const rows = cases.flatMap(([route, expected]) =>
    (Object.keys(expected) as Role[]).map((role) => [route.route, role, expected[role], route] as const),
  );

  it.each(rows)('%s as %s → %i', async (_name, role, status, route) => {
    const session = sessions[role as Exclude<Role, 'anonymous'>];
    const response = await t.app.inject({
      method: route.method,
      url: route.url(targetId),
      ...(route.body ? { payload: route.body(targetId) } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
    expect(response.statusCode, response.body).toBe(status);
    if (route.setsOwnerPassword && response.statusCode === 200) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: ownerUsername, password: route.setsOwnerPassword },
      });
      sessions.owner = sessionOf(login);
    }
  });
});
