// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiError, type CurrentUser, createApiClient, createSession, memoryTokenStore } from './index.ts';

// A real HTTP peer on loopback that behaves like the API's auth: httpOnly-style cookies, an access token that can
// expire, and a refresh token that rotates on every use (presenting an old one is refused).
const user = { id: '00000000-0000-4000-8000-000000000001', username: 'anna' } as unknown as CurrentUser;

let server: Server;
let baseUrl = '';
const api = {
  generation: 0,
  accessExpired: false,
  refreshAnswer: 'rotate' as 'rotate' | 'refuse' | 'fail',
  refreshes: 0,
  /** Delay before answering these paths, to line calls up around a renewal. */
  slow: new Map<string, number>(),
};

function cookiesOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const cookies = cookiesOf(request);
    // The token is judged when the call arrives, as the API does; a slow answer then only comes back later.
    const accessValid = !api.accessExpired && cookies['access-token'] === `a${api.generation}`;
    const body = await bodyOf(request);
    await new Promise((resolve) => setTimeout(resolve, api.slow.get(path) ?? 0));
    const reply = (status: number, payload: unknown, setCookies: string[] = []) => {
      response.writeHead(status, { 'content-type': 'application/json', 'set-cookie': setCookies });
      response.end(JSON.stringify(payload));
    };
    const issue = () => {
      api.generation += 1;
      api.accessExpired = false;
      const tokens = { accessToken: `a${api.generation}`, refreshToken: `r${api.generation}` };
      reply(200, { user, ...tokens }, [
        `access-token=${tokens.accessToken}; Path=/; HttpOnly`,
        `refresh-token=${tokens.refreshToken}; Path=/api/auth; HttpOnly`,
        // The API's signed-in marker: readable by the page, and new with every pair.
        `mesto-signed-in=m${api.generation}; Path=/`,
      ]);
    };
    const cleared = ['access-token=; Path=/; Max-Age=0', 'refresh-token=; Path=/api/auth; Max-Age=0'];

    if (path === '/api/auth/login') {
      const wrong = (body as { password?: string } | null)?.password === 'wrong-password';
      return wrong ? reply(401, { message: 'Неверный логин или пароль' }) : issue();
    }
    if (path === '/api/auth/refresh') {
      api.refreshes += 1;
      // A pause, so that calls failing meanwhile can pile up behind this one refresh.
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (api.refreshAnswer === 'fail') return reply(503, { message: 'Обновляемся' });
      if (api.refreshAnswer === 'refuse' || cookies['refresh-token'] !== `r${api.generation}`) {
        return reply(401, { message: 'Сессия истекла: войдите снова', code: 'REFRESH_INVALID' }, cleared);
      }
      return issue();
    }
    if (!accessValid) return reply(401, { message: 'Войдите, чтобы продолжить' });
    return reply(200, { path, body });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  Object.assign(api, { generation: 0, accessExpired: false, refreshAnswer: 'rotate', refreshes: 0 });
  api.slow.clear();
});

/** One browser: a cookie jar every tab shares, like the httpOnly cookies the API sets. */
function browser() {
  const jar = new Map<string, string>();
  const fetch = async (request: Request) => {
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await globalThis.fetch(new Request(request, { headers }));
    for (const cookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  return { fetch, jar, storage };
}

/**
 * A tab of that browser: its own client, session, tokens and toasts. `ownStorage`: what it writes to localStorage
 * reaches the other tabs only later (another process's copy of it), here never; it reads the cookie jar as a page
 * reads `document.cookie`.
 */
function tab(inBrowser: ReturnType<typeof browser>, locks?: LockManager, { ownStorage = false } = {}) {
  const toasts: string[] = [];
  const client = createApiClient({ baseUrl, fetch: inBrowser.fetch, onError: (error) => toasts.push(error.message) });
  const tokens = memoryTokenStore();
  const storage = ownStorage ? browser().storage : inBrowser.storage;
  const credentials = ownStorage ? () => inBrowser.jar.get('mesto-signed-in') ?? null : undefined;
  const session = createSession(client, tokens, { tabs: { storage, locks, credentials } });
  const signOuts: string[] = [];
  session.onSignedOut((reason) => signOuts.push(reason));
  const save = (n: number) => client.client.POST('/api/users/editor', { body: { id: undefined, n } as never });
  return { ...client, session, tokens, toasts, signOuts, save };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('session renewal after the access token expires', () => {
  it('five calls failing together → exactly one refresh, then each is sent again with its body and succeeds', async () => {
    const page = tab(browser());
    await page.session.login({ login: 'anna', password: 'secret-password' });
    api.accessExpired = true;

    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => page.save(n)));

    expect(api.refreshes).toBe(1);
    expect(results.map((result) => (result.data as unknown as { body: { n: number } }).body.n)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(page.toasts).toEqual([]);
    expect(page.tokens.get()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(page.session.getState().user).toEqual(user);
  });

  it('a call that left before the renewal and fails after it is sent again without a second refresh', async () => {
    const page = tab(browser());
    await page.session.login({ login: 'anna', password: 'secret-password' });
    api.accessExpired = true;
    api.slow.set('/api/slow', 150);

    const slow = page.client.GET('/api/slow' as never);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await page.save(1);
    expect(api.refreshes).toBe(1);
    expect((await slow).response.status).toBe(200);
    expect(api.refreshes).toBe(1);
  });

  it('a refused refresh signs the session out: tokens cleared, listeners told, the calls reject with 401', async () => {
    const page = tab(browser());
    await page.session.login({ login: 'anna', password: 'secret-password' });
    const states: Array<string | null> = [];
    page.session.subscribe(() => states.push(page.session.getState().user?.username ?? null));
    api.accessExpired = true;
    api.refreshAnswer = 'refuse';

    const errors = await Promise.all([1, 2, 3, 4, 5].map((n) => failure(page.save(n))));

    expect(api.refreshes).toBe(1);
    expect(errors.map((error) => error.status)).toEqual([401, 401, 401, 401, 401]);
    expect(page.session.getState()).toEqual({ status: 'ready', user: null });
    expect(page.tokens.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(page.signOuts).toEqual(['expired']);
    expect(states).toEqual([null]);
    // One message for the whole batch, not one per call.
    expect(page.toasts).toEqual(['Не авторизован: Войдите, чтобы продолжить']);
  });

  it('a refresh the server could not answer keeps the person signed in and says why the call failed', async () => {
    const page = tab(browser());
    await page.session.login({ login: 'anna', password: 'secret-password' });
    api.accessExpired = true;
    api.refreshAnswer = 'fail';

    const error = await failure(page.save(1));

    expect(error.message).toBe('Ошибка сервера. Попробуйте снова: Обновляемся');
    expect(page.session.getState().user).toEqual(user);
    expect(page.signOuts).toEqual([]);
  });

  it('a 401 while signed out is an answer, not a reason to refresh', async () => {
    const page = tab(browser());
    page.session.setUser(null);

    const error = await failure(page.save(1));

    expect(error.status).toBe(401);
    expect(api.refreshes).toBe(0);
    expect(page.toasts).toEqual(['Не авторизован: Войдите, чтобы продолжить']);
  });

  it('a wrong password while signed in is the answer itself, not a reason to refresh', async () => {
    const page = tab(browser());
    await page.session.login({ login: 'anna', password: 'secret-password' });

    const error = await failure(page.session.login({ login: 'anna', password: 'wrong-password' }));

    expect(error.status).toBe(401);
    expect(api.refreshes).toBe(0);
  });

  it('two tabs of one browser (shared cookies, Web Locks, localStorage) renew once between them', async () => {
    const shared = browser();
    const first = tab(shared, navigator.locks);
    const second = tab(shared, navigator.locks);
    await first.session.login({ login: 'anna', password: 'secret-password' });
    second.session.setUser(user);
    api.accessExpired = true;

    const results = await Promise.all([first.save(1), second.save(2), first.save(3), second.save(4)]);

    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200, 200]);
    expect(api.refreshes).toBe(1);
    expect(second.session.getState().user).toEqual(user);
    expect([...first.toasts, ...second.toasts]).toEqual([]);
  });

  it('two tabs renew once even when one does not yet see what the other wrote to storage: the cookies say it', async () => {
    const shared = browser();
    const first = tab(shared, navigator.locks, { ownStorage: true });
    const second = tab(shared, navigator.locks, { ownStorage: true });
    await first.session.login({ login: 'anna', password: 'secret-password' });
    second.session.setUser(user);
    api.accessExpired = true;
    // The second tab's call fails while the first tab's refresh is under way, and waits for the lock.
    api.slow.set('/api/auth/refresh', 60);

    const results = await Promise.all([first.save(1), second.save(2)]);

    expect(results.map((result) => result.response.status)).toEqual([200, 200]);
    expect(api.refreshes).toBe(1);
    expect([...first.toasts, ...second.toasts]).toEqual([]);
  });

  it('renew() for other connections (the chats socket) shares the same single refresh', async () => {
    const page = tab(browser());
    await page.session.login({ login: 'anna', password: 'secret-password' });
    const since = Date.now();
    api.accessExpired = true;

    const [first, second] = await Promise.all([page.session.renew(since), page.session.renew(since)]);
    expect([first, second]).toEqual([true, true]);
    expect(await page.session.renew(since)).toBe(true);
    expect(api.refreshes).toBe(1);
  });
});
