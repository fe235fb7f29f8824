import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  cookiesOf,
  createTestApp,
  sessionOf,
  signUp,
  TEST_BOT_TOKEN,
  type TestApp,
} from '../../testing/test-app.ts';
import { telegramHash } from './telegram.ts';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { origin: APP_ORIGIN, ...headers } });

  describe('signup and login', () => {
    it('signup returns user, accessToken and refreshToken and sets httpOnly Lax cookies', async () => {
      const response = await post('/api/auth/signup', { username: 'Katya_Z', password: 'long-enough-pass' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ username: 'katya_z', displayName: 'katya_z', permissions: [] });
      expect(body.accessToken).toEqual(expect.any(String));
      expect(body.refreshToken).toEqual(expect.any(String));
      const cookies = cookiesOf(response);
      expect(cookies['access-token']?.value).toBe(body.accessToken);
      expect(cookies['access-token']?.raw).toMatch(/HttpOnly/);
      expect(cookies['access-token']?.raw).toMatch(/SameSite=Lax/);
      expect(cookies['access-token']?.raw).not.toMatch(/Secure/);
      expect(cookies['refresh-token']?.raw).toMatch(/HttpOnly/);
      expect(cookies['refresh-token']?.raw).toMatch(/Path=\/api\/auth/);
    });

    it('logs in by username, by email and by a phone written any way (normalised as spec §5)', async () => {
      await post('/api/auth/signup', {
        username: 'login_ways',
        email: 'Ways@Example.ru',
        phone: '+7 (901) 555-44-33',
        password: 'long-enough-pass',
      });
      for (const login of ['login_ways', 'LOGIN_WAYS', 'ways@example.ru', '8 901 555 44 33', '9015554433']) {
        const response = await post('/api/auth/login', { login, password: 'long-enough-pass' });
        expect(response.statusCode, login).toBe(200);
        expect(response.json().user.username).toBe('login_ways');
      }
    });

    it('refuses a wrong password with the same message as an unknown login', async () => {
      const user = await signUp(t.app);
      const wrong = await post('/api/auth/login', { login: user.username, password: 'not-the-password' });
      const unknown = await post('/api/auth/login', { login: 'nobody_here', password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Неверный логин или пароль');
      expect(unknown.json().message).toBe(wrong.json().message);
    });

    it('refuses a taken username with 409 naming the field', async () => {
      const user = await signUp(t.app);
      const response = await post('/api/auth/signup', { username: user.username, password: 'long-enough-pass' });
      expect(response.statusCode).toBe(409);
      expect(response.json().fields).toEqual({ username: 'Это имя пользователя уже занято' });
    });
  });

  describe('init', () => {
    it('gives null to a signed-out caller, never an error', async () => {
      const response = await post('/api/auth/init');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    });

    it('gives the current user with permissions and specificSettings by cookie or by Bearer', async () => {
      const session = await signUp(t.app);
      for (const headers of [{ cookie: session.cookie }, bearer(session)]) {
        const response = await post('/api/auth/init', undefined, headers);
        expect(response.json().user).toMatchObject({
          id: session.userId,
          permissions: [],
          specificSettings: {},
        });
      }
    });

    it('renews the session from the refresh cookie when the access token is gone', async () => {
      const session = await signUp(t.app);
      const response = await post('/api/auth/init', undefined, { cookie: `refresh-token=${session.refreshToken}` });
      expect(response.json().user.id).toBe(session.userId);
      expect(cookiesOf(response)['access-token']?.value).toBeTruthy();
    });

    it('treats a garbage token as signed out', async () => {
      const response = await post('/api/auth/init', undefined, { authorization: 'Bearer abc.def' });
      expect(response.json()).toEqual({ user: null });
    });
  });

  describe('refresh tokens', () => {
    it('rotate: each refresh gives a new pair and the new access token works', async () => {
      const session = await signUp(t.app);
      const response = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
      expect(response.statusCode).toBe(200);
      const next = sessionOf(response);
      expect(next.refreshToken).not.toBe(session.refreshToken);
      const init = await post('/api/auth/init', undefined, bearer(next));
      expect(init.json().user.id).toBe(session.userId);
    });

    it('reuse of a used refresh token revokes the whole session family', async () => {
      const session = await signUp(t.app);
      const rotated = sessionOf(await post('/api/auth/refresh', { refreshToken: session.refreshToken }));
      const replay = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('REFRESH_REUSED');
      // The thief's replay also ends the legitimate holder's newer tokens.
      const afterwards = await post('/api/auth/refresh', { refreshToken: rotated.refreshToken });
      expect(afterwards.statusCode).toBe(401);
      const init = await post('/api/auth/init', undefined, bearer(rotated));
      expect(init.json().user).toBeNull();
      const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, session.userId));
      expect(row?.revokedReason).toBe('refresh-token-reuse');
    });

    it('an unknown refresh token is 401 with an actionable message', async () => {
      const response = await post('/api/auth/refresh', { refreshToken: 'made-up' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Сессия истекла: войдите снова');
    });
  });

  describe('logout', () => {
    it('ends the session, clears both cookies, and the old tokens stop working', async () => {
      const session = await signUp(t.app);
      const response = await post('/api/auth/logout', undefined, { cookie: session.cookie });
      expect(response.statusCode, response.body).toBe(200);
      const cookies = cookiesOf(response);
      expect(cookies['access-token']?.value).toBe('');
      expect(cookies['refresh-token']?.value).toBe('');
      expect((await post('/api/auth/init', undefined, bearer(session))).json().user).toBeNull();
      expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    });
  });

  describe('Telegram login', () => {
    const payload = (overrides: Record<string, unknown> = {}) => {
      const data = {
        id: 424242,
        first_name: 'Пётр',
        last_name: 'Telegramов',
        username: 'petr_tg',
        auth_date: Math.floor(Date.now() / 1000) - 60,
        ...overrides,
      };
      return { ...data, hash: telegramHash(data, TEST_BOT_TOKEN) };
    };

    it('a valid widget payload signs in (and creates the account the first time)', async () => {
      const first = await post('/api/auth/login', { provider: 'TELEGRAM', telegram: payload() });
      expect(first.statusCode).toBe(200);
      expect(first.json().user).toMatchObject({ displayName: 'Пётр Telegramов', telegramBound: true });
      const second = await post('/api/auth/login', { provider: 'TELEGRAM', telegram: payload() });
      expect(second.json().user.id).toBe(first.json().user.id);
    });

    it('a wrong hash is refused', async () => {
      const forged = { ...payload(), first_name: 'Подделка' };
      const response = await post('/api/auth/login', { provider: 'TELEGRAM', telegram: forged });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TELEGRAM_BAD_HASH');
    });

    it('an auth_date older than a day is refused', async () => {
      const stale = payload({ auth_date: Math.floor(Date.now() / 1000) - 86_400 - 60 });
      const response = await post('/api/auth/login', { provider: 'TELEGRAM', telegram: stale });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TELEGRAM_EXPIRED');
    });
  });

  describe('throttling', () => {
    it('after 5 wrong passwords the account answers 429 with Retry-After, even to the right password', async () => {
      const user = await signUp(t.app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await post('/api/auth/login', { login: user.username, password: 'wrong-password' });
        expect(response.statusCode).toBe(401);
      }
      const locked = await post('/api/auth/login', { login: user.username.toUpperCase(), password: user.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Слишком много попыток входа/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('after 30 failures from one address every login from it is refused', async () => {
      const address = '203.0.113.7';
      for (let attempt = 0; attempt < 30; attempt += 1) {
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          payload: { login: `someone${attempt}`, password: 'wrong-password' },
        });
      }
      const user = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { login: user.username, password: user.password },
      });
      expect(response.statusCode).toBe(429);
    });
  });

  describe('cross-site protection', () => {
    it('refuses a cookie-authenticated write from a foreign origin', async () => {
      const session = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: session.cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FOREIGN_ORIGIN');
      // The session survived the attempt.
      expect((await post('/api/auth/init', undefined, bearer(session))).json().user.id).toBe(session.userId);
    });

    it('refuses a form post that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'login=a&password=b',
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('Telegram binding token', () => {
    it('gives a signed-in user a one-time token and the bot deep link', async () => {
      const session = await signUp(t.app);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/generate-binding-token',
        headers: bearer(session),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.link).toBe(`https://t.me/mesto_test_bot?start=${body.token}`);
      expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    });

    it('is refused to a signed-out caller', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/generate-binding-token' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Войдите, чтобы продолжить');
    });
  });
});

describe('auth in PRODUCTION', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      APP_ENV: 'PRODUCTION',
      COOKIE_DOMAIN: '.gorod.example',
      TOKEN_SECRET: 'a-production-secret-of-sufficient-length-42',
    });
  });
  afterAll(() => t.close());

  it('sets Secure cookies on the shared domain so the business subdomain sees the session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'prod_user', password: 'long-enough-pass' },
    });
    for (const name of ['access-token', 'refresh-token']) {
      const raw = cookiesOf(response)[name]?.raw ?? '';
      expect(raw).toMatch(/; Secure/);
      expect(raw).toMatch(/Domain=\.gorod\.example/);
    }
  });
});
