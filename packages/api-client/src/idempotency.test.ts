// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWriteKeys } from './idempotency.ts';
import { createApiClient } from './index.ts';

// A real HTTP peer on loopback that plays the API's answers to a write, one per request from a script: a connection
// that dies before any answer (a node killed mid-request), a 5xx, the API's «still running» 409, or a definite answer.
// It records the Idempotency-Key each request carried.

type Step = 'drop' | 500 | 'in-progress' | 200 | 400;

let server: Server;
let baseUrl = '';
let script: Step[] = [];
let keys: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    keys.push(request.headers['idempotency-key'] as string | undefined);
    request.resume();
    request.on('end', () => {
      const step = script.shift() ?? 200;
      if (step === 'drop') return request.socket.destroy();
      const status = step === 'in-progress' ? 409 : step;
      const body =
        step === 'in-progress'
          ? { statusCode: 409, message: 'Такой же запрос ещё выполняется', code: 'IDEMPOTENCY_KEY_IN_USE' }
          : status >= 400
            ? { statusCode: status, message: 'Не получилось' }
            : { id: 'chat-1' };
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  keys = [];
});

describe('Idempotency-Key of writes', () => {
  const api = () => createApiClient({ baseUrl, writeKeys: async () => ({ createWriteKeys }) });
  const createChat = (client: ReturnType<typeof api>['client'], title: string) =>
    client.POST('/api/chats/editor', { body: { title, memberIds: [] } }).catch(() => null);

  it('every write has a key of its own; two identical writes that were both answered are two writes', async () => {
    const { client } = api();
    await createChat(client, 'Квиз');
    await createChat(client, 'Квиз');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('the same write sent again after no answer, a 5xx or «still running» carries the same key until it is answered', async () => {
    const { client } = api();
    script = ['drop', 500, 'in-progress', 200, 200];
    for (let attempt = 0; attempt < 5; attempt++) await createChat(client, 'Квиз');
    const [first, ...retries] = keys;
    expect(retries.slice(0, 3)).toEqual([first, first, first]);
    // Answered on the fourth try: the fifth identical write is a new one.
    expect(keys[4]).not.toBe(first);
  });

  it('a 4xx is a definite answer: the next try is a new write with a new key', async () => {
    const { client } = api();
    script = [400, 200];
    await createChat(client, 'Квиз');
    await createChat(client, 'Квиз');
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('another body after a failure is another write, with another key; the failed one keeps its own', async () => {
    const { client } = api();
    script = ['drop', 200, 200];
    await createChat(client, 'Квиз');
    await createChat(client, 'Квиз в пятницу');
    await createChat(client, 'Квиз');
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
  });

  it('reads carry no key', async () => {
    const { client } = api();
    await client.GET('/api/chats', {}).catch(() => null);
    expect(keys).toEqual([undefined]);
  });
});
