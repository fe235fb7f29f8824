import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, files, users } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

describe('users', () => {
  let t: TestApp;
  let root: Session;
  let anna: Session & { username: string };
  beforeAll(async () => {
    t = await createTestApp();
    root = await signUp(t.app, { username: 'root_user' });
    await grant(t.app, root.userId, ['ROOT']);
    anna = await signUp(t.app, { username: 'anna_s', displayName: 'Анна Смирнова', email: 'anna@example.ru' });
  });
  afterAll(() => t.close());

  const get = (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });
  const editor = (payload: object, session: Session) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/editor',
      payload,
      headers: { ...bearer(session), origin: APP_ORIGIN },
    });

  it('pages through the list with a cursor, without repeats or gaps', async () => {
    for (let index = 0; index < 12; index += 1) await signUp(t.app, { username: `pager_${index}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`/api/users?limit=5&q=pager_${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: { username: string }[]; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(5);
      seen.push(...body.items.map((item) => item.username));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(12);
    expect(seen).toHaveLength(12);
  });

  it('refuses a limit above 100 and a broken cursor with 400 naming the field', async () => {
    const tooMany = await get('/api/users?limit=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(['limit']);
    const broken = await get('/api/users?cursor=garbage');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toHaveProperty('cursor');
  });

  it('filters by code, username, codeOrUsername and free text', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.id, anna.userId));
    const byCode = await get(`/api/users?code=${row?.code}`);
    expect(byCode.json().items.map((user: { id: string }) => user.id)).toEqual([anna.userId]);
    const byUsername = await get('/api/users?username=ANNA_S');
    expect(byUsername.json().items).toHaveLength(1);
    for (const key of [row?.code, 'anna_s']) {
      const profile = await get(`/api/users?codeOrUsername=${key}`);
      expect(profile.json().items[0].displayName).toBe('Анна Смирнова');
    }
    const byText = await get(`/api/users?q=${encodeURIComponent('смирнова')}`);
    expect(byText.json().items.map((user: { id: string }) => user.id)).toContain(anna.userId);
  });

  it('shows email and permissions only to the user themself and to ROOT', async () => {
    const stranger = await signUp(t.app);
    const asStranger = (await get(`/api/users?id=${anna.userId}`, stranger)).json().items[0];
    expect(asStranger).not.toHaveProperty('email');
    expect(asStranger).not.toHaveProperty('permissions');
    const asSelf = (await get(`/api/users?id=${anna.userId}`, anna)).json().items[0];
    expect(asSelf.email).toBe('anna@example.ru');
    const asRoot = (await get(`/api/users?id=${anna.userId}`, root)).json().items[0];
    expect(asRoot.permissions).toEqual([]);
  });

  it('a stranger sees a profile and its follower figures, nothing private', async () => {
    const stranger = await signUp(t.app);
    const fan = await signUp(t.app);
    await t.app.db
      .update(users)
      .set({ telegramId: 424242, specificSettings: { secret: 1 } })
      .where(eq(users.id, anna.userId));
    const follow = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/subscribe',
      payload: { userId: anna.userId },
      headers: { ...bearer(fan), origin: APP_ORIGIN },
    });
    expect(follow.statusCode).toBe(200);
    for (const viewer of [stranger, undefined]) {
      const seen = (await get(`/api/users?id=${anna.userId}`, viewer)).json().items[0];
      expect(Object.keys(seen).sort()).toEqual(
        [
          'about',
          'avatarFileId',
          'code',
          'contacts',
          'createdAt',
          'displayName',
          'followers',
          'following',
          'friends',
          'gender',
          'id',
          'moderation',
          'subscribed',
          'username',
        ].sort(),
      );
      expect(seen).toMatchObject({ followers: 1, following: 0, subscribed: false, friends: false, moderation: null });
    }
    const asFan = (await get(`/api/users?id=${anna.userId}`, fan)).json().items[0];
    expect(asFan).toMatchObject({ followers: 1, subscribed: true, friends: false });
    const fanSeen = (await get(`/api/users?id=${fan.userId}`, stranger)).json().items[0];
    expect(fanSeen).toMatchObject({ followers: 0, following: 1 });
    // The people page finds a person by their username as well as by their name.
    const byUsername = await get('/api/users?q=ANNA_S');
    expect(byUsername.json().items.map((user: { id: string }) => user.id)).toEqual([anna.userId]);
  });

  it('check_access: the owner and ROOT may edit, others only view; unknown is 404', async () => {
    const stranger = await signUp(t.app);
    expect((await get('/api/users/check_access?user=anna_s', anna)).json()).toEqual({
      canView: true,
      canEdit: true,
      canDelete: false,
    });
    expect((await get('/api/users/check_access?user=anna_s', stranger)).json()).toMatchObject({ canEdit: false });
    // Users cannot be deleted, so nobody is told they may.
    expect((await get('/api/users/check_access?user=anna_s', root)).json()).toEqual({
      canView: true,
      canEdit: true,
      canDelete: false,
    });
    expect((await get('/api/users/check_access?user=no_such_user')).statusCode).toBe(404);
  });

  it('blank is the template the editor starts from, for those who may create a user', async () => {
    const response = await get('/api/users/blank', root);
    expect(response.json()).toEqual({
      username: null,
      displayName: '',
      gender: null,
      about: '',
      avatarFileId: null,
      contacts: [],
      email: null,
      phone: null,
      specificSettings: {},
      permissions: [],
    });
    expect((await get('/api/users/blank', anna)).statusCode).toBe(403);
    expect((await get('/api/users/blank')).statusCode).toBe(401);
  });

  it('a new user needs the required fields; an update sends only what changes', async () => {
    const missing = await editor({ username: 'nameless' }, root);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ displayName: 'Укажите имя' });
    const partial = await editor({ id: anna.userId, about: 'Только о себе' }, anna);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ displayName: 'Анна Смирнова', about: 'Только о себе' });
  });

  it('the list follows the sort it was asked for, page after page', async () => {
    for (const name of ['Яна', 'Борис', 'Алла', 'Вера', 'Юрий']) await signUp(t.app, { displayName: `${name} sorter` });
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`/api/users?q=sorter&sort=name&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: { displayName: string }[]; nextCursor: string | null };
      names.push(...body.items.map((item) => item.displayName.split(' ')[0] as string));
      cursor = body.nextCursor;
    } while (cursor);
    expect(names).toEqual(['Алла', 'Борис', 'Вера', 'Юрий', 'Яна']);
    // A cursor of one sort is no cursor for another.
    const first = (await get('/api/users?q=sorter&sort=name&limit=2')).json().nextCursor as string;
    const crossed = await get(`/api/users?q=sorter&sort=newest&cursor=${first}`);
    expect(crossed.statusCode).toBe(400);
    expect(Object.keys(crossed.json().fields)).toEqual(['cursor']);
  });

  it('a code and a username never collide, and a lookup has one answer', async () => {
    const someone = await signUp(t.app);
    const code = (await get(`/api/users?id=${someone.userId}`)).json().items[0].code as string;
    expect(code).toMatch(/^[2-9]/);
    const taking = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: code, password: 'correct-horse-battery' },
    });
    expect(taking.statusCode).toBe(400);
    expect(taking.json().fields).toHaveProperty('username');
    const found = (await get(`/api/users?codeOrUsername=${code}`)).json().items;
    expect(found.map((user: { id: string }) => user.id)).toEqual([someone.userId]);
  });

  it('an avatar must be a stored file of the editor', async () => {
    const [file] = await t.app.db
      .insert(files)
      .values({
        ownerId: root.userId,
        path: 'x/w320.webp',
        mime: 'image/webp',
        size: 1,
        width: 1,
        height: 1,
        variants: [],
      })
      .returning();
    const foreign = await editor({ id: anna.userId, avatarFileId: file?.id }, anna);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('avatarFileId');
    const missing = await editor({ id: anna.userId, avatarFileId: '00000000-0000-4000-8000-000000000001' }, anna);
    expect(missing.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, anna.userId));
    expect(row?.avatarFileId).toBeNull();
  });

  it('settings are bounded in depth, keys and size', async () => {
    // Written by hand: a value this deep overflows JSON.stringify itself.
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const tooDeep = await t.app.inject({
      method: 'POST',
      url: '/api/users/editor',
      body: `{"id":"${anna.userId}","specificSettings":{"deep":${deep}}}`,
      headers: { ...bearer(anna), origin: APP_ORIGIN, 'content-type': 'application/json' },
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().fields).toHaveProperty('specificSettings');
    const manyKeys = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, index]));
    expect((await editor({ id: anna.userId, specificSettings: manyKeys }, anna)).statusCode).toBe(400);
    const fine = await editor({ id: anna.userId, specificSettings: { colorScheme: 'DARK', pinned: [1, 2] } }, anna);
    expect(fine.statusCode).toBe(200);
  });

  it('a user edits their own profile; contacts are normalised by the domain rules', async () => {
    const response = await editor(
      {
        id: anna.userId,
        displayName: 'Анна С.',
        about: 'Люблю джаз',
        contacts: [
          { type: 'TELEGRAM', value: ' @anna_tg ' },
          { type: 'PHONE', value: '8 (900) 123-45-67' },
        ],
      },
      anna,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Анна С.',
      about: 'Люблю джаз',
      contacts: [
        { type: 'TELEGRAM', value: 'anna_tg' },
        { type: 'PHONE', value: '79001234567' },
      ],
    });
  });

  it("nobody but ROOT edits another user's profile or any permissions", async () => {
    const stranger = await signUp(t.app);
    const other = await editor({ id: anna.userId, displayName: 'Взлом' }, stranger);
    expect(other.statusCode).toBe(403);
    const selfPromotion = await editor({ id: stranger.userId, displayName: 'Я', permissions: ['ROOT'] }, stranger);
    expect(selfPromotion.statusCode).toBe(400);
    expect(selfPromotion.json().fields).toEqual({ permissions: 'Это поле может менять только администратор' });
    const password = await editor({ id: stranger.userId, displayName: 'Я', password: 'new-password-123' }, stranger);
    expect(password.statusCode).toBe(400);
    expect(password.json().fields).toHaveProperty('password');
    // A form sends back the permissions it was given: unchanged, they are no attempt to set them.
    const unchanged = await editor({ id: stranger.userId, displayName: 'Я сам', permissions: [] }, stranger);
    expect(unchanged.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, stranger.userId));
    expect(row?.permissions).toEqual([]);
    expect(row?.displayName).toBe('Я сам');
  });

  it('ROOT grants permissions and creates users', async () => {
    const user = await signUp(t.app);
    const granted = await editor({ id: user.userId, displayName: 'Менеджер', permissions: ['BUSINESS_PANEL'] }, root);
    expect(granted.json().permissions).toEqual(['BUSINESS_PANEL']);
    const init = await t.app.inject({ method: 'POST', url: '/api/auth/init', headers: bearer(user) });
    expect(init.json().user.permissions).toEqual(['BUSINESS_PANEL']);

    const created = await editor(
      { displayName: 'Новый сотрудник', username: 'new_staff', password: 'staff-password-1' },
      root,
    );
    expect(created.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'new_staff', password: 'staff-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const refused = await editor({ displayName: 'Кто-то' }, anna);
    expect(refused.statusCode).toBe(403);
  });

  it('toggle_favorite_features adds and removes features, refusing unknown ones', async () => {
    const [wifi, terrace] = await t.app.db
      .insert(features)
      .values([{ name: 'Wi-Fi' }, { name: 'Веранда' }])
      .returning();
    const toggle = (ids: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/toggle_favorite_features',
        payload: { _features: ids },
        headers: { ...bearer(anna), origin: APP_ORIGIN },
      });
    expect((await toggle([wifi?.id as string, terrace?.id as string])).json().favoriteFeatureIds).toHaveLength(2);
    expect((await toggle([wifi?.id as string])).json().favoriteFeatureIds).toEqual([terrace?.id]);
    const unknown = await toggle(['00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('_features.0');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, anna.userId));
    expect(row?.favoriteFeatureIds).toEqual([terrace?.id]);
  });
});
