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
      // The marker the site's server render reads: visible to it on every page, marking the pair without revealing it.
      expect(cookies['mesto-signed-in']?.value).toMatch(/^[\w-]{16}$/);
      expect(body.refreshToken).not.toContain(cookies['mesto-signed-in']?.value);
      expect(cookies['mesto-signed-in']?.raw).toMatch(/Path=\//);
      expect(cookies['mesto-signed-in']?.raw).not.toMatch(/HttpOnly/);
    });

    it('logs in by username, by email and by a phone written any way (normalised by the phone rule)', async () => {
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
      // The signed-in marker changes with the pair: another tab of the browser can tell that this one renewed.
      const again = await post('/api/auth/refresh', { refreshToken: next.refreshToken });
      const marker = (reply: typeof response) => cookiesOf(reply)['mesto-signed-in']?.value;
      expect(marker(again)).toEqual(expect.any(String));
      expect(marker(again)).not.toBe(marker(response));
    });

    it('two tabs refreshing with one token at the same moment both get the same new pair, and the session lives', async () => {
      const session = await signUp(t.app);
      const [first, second] = await Promise.all([
        post('/api/auth/refresh', { refreshToken: session.refreshToken }),
        post('/api/auth/refresh', { refreshToken: session.refreshToken }),
      ]);
      expect(first?.statusCode, first?.body).toBe(200);
      expect(second?.statusCode, second?.body).toBe(200);
      expect(second?.json().refreshToken).toBe(first?.json().refreshToken);
      expect(second?.json().accessToken).toBe(first?.json().accessToken);
      expect(cookiesOf(second as NonNullable<typeof second>)['mesto-signed-in']?.value).toBe(
        cookiesOf(first as NonNullable<typeof first>)['mesto-signed-in']?.value,
      );
      const next = sessionOf(first as NonNullable<typeof first>);
      expect((await post('/api/auth/init', undefined, bearer(next))).json().user.id).toBe(session.userId);
      expect((await post('/api/auth/refresh', { refreshToken: next.refreshToken })).statusCode).toBe(200);
    });

    it('a refresh that brings no token is 401 and leaves the browser’s cookies alone (another tab may have signed in)', async () => {
      const response = await post('/api/auth/refresh', {});
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('an unknown refresh token is 401 with an actionable message', async () => {
      const response = await post('/api/auth/refresh', { refreshToken: 'made-up' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Сессия истекла: войдите снова');
    });
  });

  describe('logout', () => {
    it('ends the session, clears its cookies, and the old tokens stop working', async () => {
      const session = await signUp(t.app);
      const response = await post('/api/auth/logout', undefined, { cookie: session.cookie });
      expect(response.statusCode, response.body).toBe(200);
      const cookies = cookiesOf(response);
      expect(cookies['access-token']?.value).toBe('');
      expect(cookies['refresh-token']?.value).toBe('');
      expect(cookies['mesto-signed-in']?.value).toBe('');
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
    const login = (address: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload });

    it('40 parallel wrong passwords from one address get exactly 5 checks; the owner from a clean address signs in', async () => {
      const user = await signUp(t.app);
      const attacker = '203.0.113.40';
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => login(attacker, { login: user.username, password: 'wrong-password' })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
      const waiting = responses.find((response) => response.statusCode === 429);
      expect(waiting?.json().message).toMatch(/^Слишком много попыток входа\. Попробуйте через \d+ с/);
      expect(Number(waiting?.headers['retry-after'])).toBeGreaterThan(0);

      // The attacker's address waits, even with the right password…
      expect((await login(attacker, { login: user.username, password: user.password })).statusCode).toBe(429);
      // …while the owner, from an address with a clean record on the account, is not locked out.
      const owner = await login('198.51.100.7', { login: user.username.toUpperCase(), password: user.password });
      expect(owner.statusCode, owner.body).toBe(200);
    });

    it('many addresses hammering one account do not lock its owner out', async () => {
      const user = await signUp(t.app);
      for (let index = 0; index < 15; index += 1) {
        const address = `203.0.113.${100 + index}`;
        await login(address, { login: user.username, password: 'wrong-password' });
        await login(address, { login: user.username, password: 'wrong-password' });
      }
      // An address that already failed on this account now waits for the account-wide delay…
      const repeat = await login('203.0.113.100', { login: user.username, password: 'wrong-password' });
      expect(repeat.statusCode).toBe(429);
      // …the owner's own device still gets in.
      const owner = await login('198.51.100.8', { login: user.username, password: user.password });
      expect(owner.statusCode, owner.body).toBe(200);
    });

    it('IPv6 callers are counted by their /64 network: a fresh address per guess does not help', async () => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        await login(`2001:db8:77:1::${(attempt + 1).toString(16)}`, { login: `v6nobody${attempt}`, password: 'wrong' });
      }
      const response = await login('2001:db8:77:1:ffff::1', { login: 'v6nobody', password: 'wrong-password' });
      expect(response.statusCode).toBe(429);
      expect((await login('2001:db8:77:2::1', { login: 'v6nobody', password: 'wrong-password' })).statusCode).toBe(401);
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

  describe('responses that carry tokens', () => {
    it('signup, login, init and refresh answer Cache-Control: no-store', async () => {
      const signup = await post('/api/auth/signup', { username: 'no_store_user', password: 'long-enough-pass' });
      const session = sessionOf(signup);
      const responses = [
        signup,
        await post('/api/auth/login', { login: 'no_store_user', password: 'long-enough-pass' }),
        await post('/api/auth/init', undefined, { cookie: `refresh-token=${session.refreshToken}` }),
        await post('/api/auth/refresh', { refreshToken: (await signUp(t.app)).refreshToken }),
      ];
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().accessToken).toEqual(expect.any(String));
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('the Bearer scheme is case-insensitive', async () => {
      const session = await signUp(t.app);
      for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
        const response = await post('/api/auth/init', undefined, { authorization: `${scheme} ${session.accessToken}` });
        expect(response.json().user?.id, scheme).toBe(session.userId);
      }
    });

    it('an empty JSON body is refused in Russian', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Тело запроса пустое: отправьте JSON или уберите заголовок Content-Type');
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

describe('refresh token reuse after the grace window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REFRESH_GRACE_SECONDS: 1 });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('reuse of a used refresh token revokes the whole session family', async () => {
    const session = await signUp(t.app);
    const rotated = sessionOf(await refresh(session.refreshToken));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_REUSED');
    // The thief's replay also ends the legitimate holder's newer tokens.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const init = await t.app.inject({ method: 'POST', url: '/api/auth/init', headers: bearer(rotated) });
    expect(init.json().user).toBeNull();
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, session.userId));
    expect(row?.revokedReason).toBe('refresh-token-reuse');
  });

  it('within the window the replaced token gives the same pair; once its successor is used, it ends the session', async () => {
    const session = await signUp(t.app);
    const rotated = sessionOf(await refresh(session.refreshToken));
    const again = await refresh(session.refreshToken);
    expect(again.json().refreshToken).toBe(rotated.refreshToken);
    // The successor moves on: the old token's copy of it is gone, so presenting the old one now is a replay.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
    const replay = await refresh(session.refreshToken);
    expect(replay.json().code).toBe('REFRESH_REUSED');
  });
});

describe('signup limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: 3 });
  });
  afterAll(() => t.close());

  const signup = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress,
      payload: { username, password: 'long-enough-pass' },
    });

  it('an address gets the configured number of signups an hour, even in parallel; other addresses are not affected', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => signup(`burst_user_${index}`, '203.0.113.9')),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().message).toMatch(/^Слишком много регистраций с этого адреса\. Попробуйте через/);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signup('other_address_user', '198.51.100.9')).statusCode).toBe(200);
  });
});

describe('auth in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // NODE_ENV=production alone, as the container image sets it: the same production as APP_ENV=PRODUCTION.
    t = await createTestApp({
      NODE_ENV: 'production',
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
