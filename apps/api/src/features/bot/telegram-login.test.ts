import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import { APP_ORIGIN, bearer, createTestApp, sessionOf, signUp, type TestApp } from '../../testing/test-app.ts';
import { telegramHash } from '../auth/telegram.ts';

// A bot token of this test's own: only a payload signed with it is believed.
const OWN_BOT_TOKEN = '987654321:own-token-of-the-telegram-login-test';
const SECRET = 'internal-secret-of-the-login-test-0123';
const PHOTO_URL = 'https://t.me/i/userpic/320/ivan.jpg';

describe('signing in with Telegram', () => {
  let t: TestApp;
  let photo: Buffer;
  const signed = (fields: Record<string, string | number>) => ({
    ...fields,
    hash: telegramHash(fields, OWN_BOT_TOKEN),
  });
  const login = (telegram: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { provider: 'TELEGRAM', telegram },
      headers: { origin: APP_ORIGIN },
    });
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    t = await createTestApp({ TELEGRAM_BOT_TOKEN: OWN_BOT_TOKEN, BOT_INTERNAL_SECRET: SECRET });
    photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  /** Telegram's photo server, at the edge: only its address answers with a picture. */
  const telegramServes = () => {
    const real = globalThis.fetch;
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === PHOTO_URL) {
        return new Response(new Uint8Array(photo), { headers: { 'content-type': 'image/png' } });
      }
      return real(input, init);
    });
  };

  it('signs a bound account into its user', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const link = (await t.app.inject({ url: '/api/auth/generate-binding-token', headers: bearer(anna) })).json();
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/internal/bot/bind',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { token: link.token, telegram: { id: 31_337, firstName: 'Аня' } },
    });
    expect(bound.statusCode, bound.body).toBe(200);

    const response = await login(signed({ id: 31_337, first_name: 'Аня', auth_date: now() }));
    expect(response.statusCode, response.body).toBe(200);
    // Her own account, her own name: Telegram's name does not replace it.
    expect(response.json().user).toMatchObject({ id: anna.userId, displayName: 'Анна', telegramBound: true });
  });

  it('gives an unknown account a new user with the Telegram name and photo', async () => {
    const fetches = telegramServes();
    const response = await login(
      signed({
        id: 42_4242,
        first_name: 'Иван',
        last_name: 'Сидоров',
        username: 'ivan_s',
        photo_url: PHOTO_URL,
        auth_date: now(),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().user;
    expect(user).toMatchObject({ displayName: 'Иван Сидоров', telegramBound: true, hasPassword: false });
    expect(fetches).toHaveBeenCalledWith(PHOTO_URL, expect.anything());
    expect(user.avatarFileId).toEqual(expect.any(String));
    const stored = await t.app.inject({ url: `/api/files/get-paths?paths=${user.avatarFileId}` });
    expect(stored.json().items[0].file).toMatchObject({ mime: 'image/webp', width: 64, height: 64 });

    // The second sign-in is the same user.
    const again = await login(signed({ id: 42_4242, first_name: 'Иван', username: 'ivan_s', auth_date: now() }));
    expect(again.json().user.id).toBe(user.id);

    // Telegram is the only way into this account: neither the site nor the bot unbinds it.
    const session = sessionOf(again);
    const unbind = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unbind-telegram',
      headers: { ...bearer(session), origin: APP_ORIGIN },
    });
    expect(unbind.statusCode).toBe(409);
    expect(unbind.json()).toMatchObject({ code: 'LAST_SIGN_IN', message: expect.stringContaining('пароль') });
    const byBot = await t.app.inject({
      method: 'POST',
      url: '/api/internal/bot/unbind',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { telegramId: 42_4242 },
    });
    expect(byBot.statusCode).toBe(409);
    const state = await t.app.inject({ url: '/api/auth/telegram-binding', headers: bearer(session) });
    expect(state.json()).toEqual({ bound: true, username: 'ivan_s' });
  });

  it('fetches no photo from an address other than Telegram’s', async () => {
    const fetches = telegramServes();
    const response = await login(
      signed({ id: 55_555, first_name: 'Ева', photo_url: 'http://127.0.0.1:1/secret.png', auth_date: now() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.avatarFileId).toBeNull();
    expect(fetches).not.toHaveBeenCalled();
  });

  it('refuses a payload signed with another token, or too old', async () => {
    const fields = { id: 66_666, first_name: 'Мэл', auth_date: now() };
    const forged = await login({ ...fields, hash: telegramHash(fields, '111:someone-elses-token') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('TELEGRAM_BAD_HASH');
    const stale = await login(signed({ ...fields, auth_date: now() - 2 * 24 * 3600 }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('TELEGRAM_EXPIRED');
  });

  it('names the bot of this environment for the login button', async () => {
    const response = await t.app.inject({ url: '/api/auth/telegram-bot' });
    expect(response.json()).toEqual({ botName: 'mesto_test_bot', loginEnabled: true });
    const off = await createTestApp({ TELEGRAM_BOT_TOKEN: undefined, TELEGRAM_BOT_NAME: undefined });
    try {
      expect((await off.app.inject({ url: '/api/auth/telegram-bot' })).json()).toEqual({
        botName: null,
        loginEnabled: false,
      });
    } finally {
      await off.close();
    }
  });

  it('shows the signed-in user their binding and unbinds it from the site', async () => {
    const boris = await signUp(t.app, { displayName: 'Борис' });
    const state = async () =>
      (await t.app.inject({ url: '/api/auth/telegram-binding', headers: bearer(boris) })).json();
    expect(await state()).toEqual({ bound: false, username: null });
    const link = (await t.app.inject({ url: '/api/auth/generate-binding-token', headers: bearer(boris) })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/internal/bot/bind',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { token: link.token, telegram: { id: 90_001, firstName: 'Боря', username: 'borya' } },
    });
    expect(await state()).toEqual({ bound: true, username: 'borya' });

    const unbind = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/unbind-telegram',
        headers: { ...bearer(boris), origin: APP_ORIGIN },
      });
    expect((await unbind()).json()).toEqual({ bound: false, unbound: true });
    expect(await state()).toEqual({ bound: false, username: null });
    expect((await unbind()).json()).toEqual({ bound: false, unbound: false });
    // The Telegram account is free again: signing in with it makes a new user, not Boris.
    const login_ = await login(signed({ id: 90_001, first_name: 'Боря', auth_date: now() }));
    expect(login_.json().user.id).not.toBe(boris.userId);

    expect((await t.app.inject({ url: '/api/auth/telegram-binding' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/unbind-telegram' })).statusCode).toBe(401);
  });
});
