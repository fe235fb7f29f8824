import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signUp, type TestApp, testDatabaseKind } from '../testing/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of one series in a scrape, or undefined when the scrape does not have it. */
function seriesValue(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('metrics on a port of their own', () => {
  let t: TestApp;
  let session: Session;
  let socket: Socket | undefined;
  const scrape = async () => {
    const address = t.app.metrics.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: 0 });
    session = await signUp(t.app);
  });
  afterAll(async () => {
    socket?.close();
    await t.close();
  });

  it('counts requests by route pattern and status, with latency histograms, never on the public port', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/events?limit=5' })).statusCode).toBe(200);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/files/raw/00000000-0000-4000-8000-000000000000/w320.webp',
    });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const text = await scrape();
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/events",status_code="200"}')).toBe(3);
    // The pattern, not the path: an id in the path never makes a series of its own.
    expect(
      seriesValue(text, 'http_requests_total{method="GET",route="/api/files/raw/:id/:name",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(seriesValue(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/events",status_code="200"}'),
    ).toBe(3);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/events",status_code="200"}',
      ),
    ).toBe(3);
    expect(text).toContain('process_resident_memory_bytes');

    const publicPort = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${publicPort}/metrics`)).status).toBe(404);
    const address = t.app.metrics.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
  });

  it('counts the sockets open on the node', async () => {
    expect(seriesValue(await scrape(), 'socketio_connections')).toBe(0);
    const port = (t.app.server.address() as AddressInfo).port;
    socket = io(`http://127.0.0.1:${port}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: { cookie: session.cookie },
      reconnection: false,
    });
    await waitFor(scrape, (text) => seriesValue(text, 'socketio_connections') === 1, 'one socket');
    socket.close();
    await waitFor(scrape, (text) => seriesValue(text, 'socketio_connections') === 0, 'no socket');
  });

  it('the outbox depth counts what is still to be sent, and is absent where its table is not', async () => {
    expect(seriesValue(await scrape(), 'notification_outbox_depth')).toBe(0);
    await t.app.db.execute(sql`
      insert into notification_outbox (user_id, kind, group_key, sent_at, failed_at) values
        (${session.userId}, 'test', 'a', null, null),
        (${session.userId}, 'test', 'b', null, null),
        (${session.userId}, 'test', 'c', now(), null),
        (${session.userId}, 'test', 'd', null, now())`);
    expect(seriesValue(await scrape(), 'notification_outbox_depth')).toBe(2);
    // A database from before the notifications migration (this one is thrown away after the file).
    await t.app.db.execute(sql`drop table notification_outbox`);
    const text = await scrape();
    expect(text).not.toMatch(/^notification_outbox_depth /m);
    expect(seriesValue(text, 'socketio_connections')).toBe(0);
  });

  it('a gauge another feature registers is read at every scrape; a failing one only drops its series', async () => {
    let depth = 7;
    t.app.metrics.registerGauge('test_queue_depth', 'A queue of a test', () => depth);
    t.app.metrics.registerGauge('test_broken_reading', 'A reading that fails', () => {
      throw new Error('gone');
    });
    expect(seriesValue(await scrape(), 'test_queue_depth')).toBe(7);
    depth = 3;
    const text = await scrape();
    expect(seriesValue(text, 'test_queue_depth')).toBe(3);
    expect(text).not.toMatch(/^test_broken_reading /m);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'reports the database pool: its size and its connections by state',
    async () => {
      const text = await scrape();
      expect(seriesValue(text, 'db_pool_max_connections')).toBe(10);
      const states = [...text.matchAll(/^db_pool_connections\{state="([^"]+)"\} (\d+)$/gm)];
      const total = states.reduce((sum, match) => sum + Number(match[2]), 0);
      // At least the connection that asked; never more than the pool may hold.
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(10);
      expect(states.map((match) => match[1])).toContain('active');
    },
  );
});

describe('where the metrics server listens', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The API itself on every interface, as in the container image; METRICS_HOST not set.
    t = await createTestApp({ METRICS_PORT: 0, HOST: '0.0.0.0' });
  });
  afterAll(() => t.close());

  it('on loopback unless an operator names another interface', () => {
    expect(t.app.metrics.address()?.address).toBe('127.0.0.1');
  });
});

describe('request ids', () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, stream);
    behindProxy = await createTestApp({ TRUSTED_PROXIES: ['10.0.0.1'] });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  it('every response names its request, and every log line of that request carries the same id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/events?limit=1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const id = first.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const ofFirst = lines.filter((line) => line.reqId === id);
    expect(ofFirst.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // No line about a request lacks an id.
    expect(lines.filter((line) => line.req || line.res).every((line) => typeof line.reqId === 'string')).toBe(true);
  });

  it("a caller's X-Request-Id is ignored; a trusted proxy's is kept", async () => {
    const planted = 'planted-id-123';
    const direct = await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'x-request-id': planted } });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    expect(lines.some((line) => line.reqId === planted)).toBe(false);

    const stranger = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/events',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': planted },
    });
    expect(stranger.headers['x-request-id']).toMatch(UUID);
    const proxied = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/events',
      remoteAddress: '10.0.0.1',
      headers: { 'x-request-id': planted },
    });
    expect(proxied.headers['x-request-id']).toBe(planted);
    // From the proxy too, an id that could garble a log line is replaced.
    const garbled = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/events',
      remoteAddress: '10.0.0.1',
      headers: { 'x-request-id': 'a b\tc' },
    });
    expect(garbled.headers['x-request-id']).toMatch(UUID);
  });
});
