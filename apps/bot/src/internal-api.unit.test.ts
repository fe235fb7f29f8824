import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInternalApi } from './internal-api.ts';

// How long the bot waits for the API: a call that reads a post waits past the API's own reading budget, the rest
// give up soon. The API is a loopback server that answers every call, whatever its body, after the same delay.

const DELAY_MS = 400;

describe('the internal client’s waiting', () => {
  let api: Server;
  let baseUrl: string;
  beforeAll(async () => {
    api = createServer((request, response) => {
      request.resume();
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
      }, DELAY_MS);
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((done) => api.close(done));
  });

  it('gives up on a quick call past its limit, but waits for a post being read', async () => {
    const client = createInternalApi({ baseUrl, secret: 'secret-0123456789', timeoutMs: 50 });
    await expect(client.ping()).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(client.channelPost({} as never)).resolves.toEqual({ ok: true });
    await expect(client.announcement({} as never)).resolves.toEqual({ ok: true });
  });

  it('takes a limit of its own for readings', async () => {
    const client = createInternalApi({ baseUrl, secret: 'secret-0123456789', readingTimeoutMs: 50 });
    await expect(client.channelPost({} as never)).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(client.ping()).resolves.toEqual({ ok: true });
  });
});
