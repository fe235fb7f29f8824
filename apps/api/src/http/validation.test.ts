import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';

// Bad input on every field gives a 400 that names the field in Russian, and nothing is written.

describe('bad input', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUp(t.app, { username: 'valid_user', email: 'valid@example.ru' });
  });
  afterAll(() => t.close());

  const countUsers = async () =>
    (await t.app.db.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count ?? 0;
  const snapshot = async () => JSON.stringify(await t.app.db.select().from(users).orderBy(users.id));

  const valid = { username: 'fresh_user', password: 'long-enough-pass' };
  const signupCases: Array<[string, object, string]> = [
    ['username missing', { password: 'long-enough-pass' }, 'username'],
    ['username too short', { ...valid, username: 'ab' }, 'username'],
    ['username in Cyrillic', { ...valid, username: 'анна' }, 'username'],
    ['username not a string', { ...valid, username: 42 }, 'username'],
    ['password too short', { ...valid, password: 'short' }, 'password'],
    ['password missing', { username: 'fresh_user' }, 'password'],
    ['email malformed', { ...valid, email: 'not-an-email' }, 'email'],
    ['phone with too few digits', { ...valid, phone: '12345' }, 'phone'],
    ['display name too long', { ...valid, displayName: 'я'.repeat(81) }, 'displayName'],
    ['display name blank', { ...valid, displayName: '   ' }, 'displayName'],
  ];
  it.each(signupCases)('signup: %s → 400 naming %s', async (_name, payload, field) => {
    const before = await countUsers();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.message).toContain(field);
    expect(body.fields[field]).toMatch(/[а-яА-Я]/);
    expect(await countUsers()).toBe(before);
  });

  it('signup: a wrong phone carries the domain error code WRONG_PHONE_NUMBER', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, phone: '+1 555 0100' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.phone).toMatch(/телефон/i);
  });

  const loginCases: Array<[string, object, string]> = [
    ['login missing', { password: 'x' }, 'login'],
    ['password missing', { login: 'valid_user' }, 'password'],
    ['login not a string', { login: ['a'], password: 'x' }, 'login'],
    ['unknown provider', { provider: 'VK' }, 'provider'],
    ['telegram payload missing', { provider: 'TELEGRAM' }, 'telegram'],
    [
      'telegram hash malformed',
      { provider: 'TELEGRAM', telegram: { id: 1, first_name: 'A', auth_date: 1, hash: 'zz' } },
      'telegram.hash',
    ],
  ];
  it.each(loginCases)('login: %s → 400 naming %s', async (_name, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  const editorCases: Array<[string, object, string]> = [
    ['displayName blank', { displayName: '' }, 'displayName'],
    ['username invalid', { displayName: 'A', username: 'a b' }, 'username'],
    ['gender unknown', { displayName: 'A', gender: 'OTHER' }, 'gender'],
    ['about too long', { displayName: 'A', about: 'x'.repeat(2001) }, 'about'],
    ['email malformed', { displayName: 'A', email: 'nope' }, 'email'],
    ['phone wrong', { displayName: 'A', phone: '123' }, 'phone'],
    ['contact type unknown', { displayName: 'A', contacts: [{ type: 'FAX', value: '1' }] }, 'contacts.0.type'],
    [
      'second contact site without a dot',
      {
        displayName: 'A',
        contacts: [
          { type: 'EMAIL', value: 'a@b.ru' },
          { type: 'SITE', value: 'mesto' },
        ],
      },
      'contacts.1.value',
    ],
    ['contact phone wrong', { displayName: 'A', contacts: [{ type: 'PHONE', value: '12' }] }, 'contacts.0.value'],
    [
      'empty telegram contact',
      { displayName: 'A', contacts: [{ type: 'TELEGRAM', value: ' @ ' }] },
      'contacts.0.value',
    ],
    ['avatar not an id', { displayName: 'A', avatarFileId: 'x' }, 'avatarFileId'],
    ['permissions unknown', { displayName: 'A', permissions: ['GOD'] }, 'permissions.0'],
    ['specificSettings not an object', { displayName: 'A', specificSettings: 'dark' }, 'specificSettings'],
    ['id not a uuid', { id: 'abc', displayName: 'A' }, 'id'],
  ];
  it.each(editorCases)('users editor: %s → 400 naming %s, nothing written', async (_name, payload, field) => {
    const before = await snapshot();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/editor',
      payload: { id: session.userId, ...payload },
      headers: { ...bearer(session), origin: APP_ORIGIN },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await snapshot()).toBe(before);
  });
});
