// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, silent } from './index.ts';
import { createAppQueryClient } from './react/index.tsx';

// A real HTTP peer on loopback, answering with the statuses a client must handle.
let server: Server;
let baseUrl = '';
const seenUrls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seenUrls.push(request.url ?? '');
    // Never answers, like a slow server: the caller gives up first.
    if (new URL(request.url ?? '/', 'http://x').searchParams.has('hang')) return;
    const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
    const message = new URL(request.url ?? '/', 'http://x').searchParams.get('message');
    const field = new URL(request.url ?? '/', 'http://x').searchParams.get('field');
    const failed = { ...(message ? { message } : {}), ...(field ? { fields: JSON.parse(field) } : {}) };
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(status >= 300 ? failed : { items: [], nextCursor: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function clientWithToasts(url = baseUrl) {
  const toasts: string[] = [];
  const api = createApiClient({ baseUrl: url, onError: (error) => toasts.push(error.message) });
  return { ...api, toasts };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

/** Waits until the server has seen a call to this path, so it is under way when the test calls it off. */
async function reached(path: string) {
  await vi.waitFor(() => expect(seenUrls.some((url) => url.startsWith(path))).toBe(true));
}

describe('api client errors', () => {
  const cases: Array<[number, string | null, string]> = [
    [401, 'Войдите, чтобы продолжить', 'Не авторизован: Войдите, чтобы продолжить'],
    [403, null, 'Недостаточно доступа'],
    [422, 'Проверьте поле name', 'Ошибка формы: Проверьте поле name'],
    [409, null, 'Ошибка формы'],
    [500, null, 'Ошибка сервера. Попробуйте снова'],
    [503, 'Обновляемся', 'Ошибка сервера. Попробуйте снова: Обновляемся'],
  ];
  it.each(cases)('%i with server message %s → toast "%s", then rethrows', async (status, message, expected) => {
    const { client, toasts } = clientWithToasts();
    const query = { status: String(status), ...(message ? { message } : {}) } as never;
    const error = await failure(client.GET('/api/users', { params: { query } }));
    expect(error.message).toBe(expected);
    expect(error.status).toBe(status);
    expect(toasts).toEqual([expected]);
  });

  it('a refused field is told in its own words, not by the API name of the field', async () => {
    const { client, toasts } = clientWithToasts();
    const query = {
      status: '400',
      message: 'Проверьте поле placeId: Такого места нет или оно скрыто',
      field: JSON.stringify({ placeId: 'Такого места нет или оно скрыто', title: 'Слишком длинное название' }),
    } as never;
    const error = await failure(client.GET('/api/users', { params: { query } }));
    expect(error.message).toBe('Ошибка формы: Такого места нет или оно скрыто');
    expect(error.fields).toEqual({ placeId: 'Такого места нет или оно скрыто', title: 'Слишком длинное название' });
    expect(toasts).toEqual(['Ошибка формы: Такого места нет или оно скрыто']);
  });

  it('a server that cannot be reached → Ошибка подключения', async () => {
    const { client, toasts } = clientWithToasts('http://127.0.0.1:9');
    const error = await failure(client.GET('/api/users'));
    expect(error.message).toBe('Ошибка подключения');
    expect(error.status).toBeNull();
    expect(toasts).toEqual(['Ошибка подключения']);
  });

  it('a call its caller aborts while under way is no error: no toast, the AbortError as it is', async () => {
    const { client, toasts } = clientWithToasts();
    const controller = new AbortController();
    const call = failure(
      client.GET('/api/users', { params: { query: { q: 'aborted', hang: '1' } as never }, signal: controller.signal }),
    );
    await reached('/api/users?q=aborted');
    controller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
    expect(toasts).toEqual([]);
  });

  it('a call aborted before it leaves shows no toast either', async () => {
    const { client, toasts } = clientWithToasts();
    const controller = new AbortController();
    controller.abort();
    const error = await failure(client.GET('/api/users', { signal: controller.signal }));
    expect(error.name).toBe('AbortError');
    expect(toasts).toEqual([]);
  });

  it('a query React Query cancels (its screen went away) shows no toast', async () => {
    const { $api, toasts } = clientWithToasts();
    const queryClient = createAppQueryClient();
    const options = $api.queryOptions('get', '/api/users', {
      params: { query: { q: 'cancelled', hang: '1' } as never },
    });
    const fetching = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await reached('/api/users?q=cancelled');
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await fetching;
    expect(toasts).toEqual([]);
    queryClient.clear();
  });

  it('a call that times out is a connection failure, not an unknown error', async () => {
    const { client, toasts } = clientWithToasts();
    const error = await failure(
      client.GET('/api/users', { params: { query: { hang: '1' } as never }, signal: AbortSignal.timeout(50) }),
    );
    expect(error.message).toBe('Ошибка подключения');
    expect(toasts).toEqual(['Ошибка подключения']);
  });

  it('a silent call shows no toast but still rethrows', async () => {
    const { client, toasts } = clientWithToasts();
    const error = await failure(
      client.GET('/api/users', { params: { query: { status: '500' } as never }, headers: silent }),
    );
    expect(error.message).toBe('Ошибка сервера. Попробуйте снова');
    expect(toasts).toEqual([]);
    expect(seenUrls.at(-1)).toContain('status=500');
  });
});

describe('api client requests', () => {
  it('drops empty query values on GET', async () => {
    const { client } = clientWithToasts();
    await client.GET('/api/users', { params: { query: { q: '', username: 'anna', code: '' } } });
    expect(seenUrls.at(-1)).toBe('/api/users?username=anna');
  });

  it('sends credentials (cookies) with every call', async () => {
    let credentials: RequestCredentials | undefined;
    const { client } = createApiClient({
      baseUrl,
      fetch: async (request) => {
        credentials = (request as Request).credentials;
        return new Response(JSON.stringify({ items: [], nextCursor: null }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await client.GET('/api/users');
    expect(credentials).toBe('include');
  });
});
