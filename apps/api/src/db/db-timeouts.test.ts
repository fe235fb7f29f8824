// Nothing waits on PostgreSQL unbounded. A statement the server runs too long (a lock held elsewhere) is cancelled by
// statement_timeout; a connection that died without a word (the server restarted behind a firewall that now drops its
// packets) never answers, and the query on it is given up at DATABASE_QUERY_TIMEOUT_MS. Either way the request is
// answered 503 with Retry-After, and the next requests succeed without restarting anything.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Env, testEnv } from '../env.ts';
import { ADMIN_URL, testDatabaseKind } from '../testing/test-app.ts';
import { openDatabase } from './client.ts';

const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });

/** An API on a fresh database reached at `host:port` (the server itself, or a proxy in front of it). */
async function startApi(overrides: Partial<Env>, target?: { port: number }) {
  const name = `mesto_timeouts_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.unsafe(`create database ${name}`);
  const direct = new URL(ADMIN_URL.replace(/\/[^/]*$/, `/${name}`));
  const url = new URL(direct);
  if (target) {
    url.hostname = '127.0.0.1';
    url.port = String(target.port);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mesto-db-timeouts-'));
  const lines: Array<{ level: number; msg: string; err?: { cause?: { code?: string } } }> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const env = testEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...overrides });
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', timeouts: env });
  const app = await buildApp({ env, database, logStream });
  await app.ready();
  return {
    app,
    lines,
    databaseUrl: direct.toString(),
    close: async () => {
      await app.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function timed(app: FastifyInstance, url: string): Promise<{ response: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url });
  return { response, ms: performance.now() - started };
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
  expect(response.json().message).toMatch(/[а-яё]/i);
}

async function waitUntil(what: string, done: () => boolean | Promise<boolean>, withinMs: number) {
  const deadline = performance.now() + withinMs;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A TCP proxy in front of PostgreSQL that can go silent: from then on every connection open through it, and every
 * new one, passes nothing either way and is never closed from this side, as a connection to a server that restarted
 * behind a firewall that drops its packets. Once it forwards again, new connections reach the server.
 */
async function silenceableProxy(port: number) {
  let silent = false;
  const pairs = new Set<{ client: net.Socket; silent: boolean }>();
  const server = net.createServer((client) => {
    const pair = { client, silent };
    pairs.add(pair);
    client.on('error', () => {});
    client.on('close', () => pairs.delete(pair));
    if (pair.silent) {
      client.resume();
      return;
    }
    const upstream = net.connect(port, '127.0.0.1');
    upstream.on('error', () => {});
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => pair.silent || client.destroy());
    client.on('data', (chunk) => pair.silent || upstream.write(chunk));
    upstream.on('data', (chunk) => pair.silent || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silence() {
      silent = true;
      for (const pair of pairs) pair.silent = true;
    },
    forward() {
      silent = false;
    },
    /** Connections open through the proxy that pass nothing. */
    silentConnections: () => [...pairs].filter((pair) => pair.silent).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.client.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(testDatabaseKind === 'postgres')('nothing waits on PostgreSQL unbounded', () => {
  afterAll(() => admin.end());

  describe('a statement the server runs too long', () => {
    let api: Awaited<ReturnType<typeof startApi>>;
    beforeAll(async () => {
      api = await startApi({ DATABASE_STATEMENT_TIMEOUT_MS: 1_000, DATABASE_QUERY_TIMEOUT_MS: 5_000 });
    });
    afterAll(() => api?.close());

    it('is cancelled by statement_timeout and answered 503 with Retry-After; the next request succeeds', async () => {
      expect((await timed(api.app, '/api/events?limit=5')).response.statusCode).toBe(200);
      // A transaction elsewhere (a migration, someone in psql) holds the tables the list reads.
      const holder = postgres(api.databaseUrl, { max: 1, onnotice: () => {} });
      const session = await holder.reserve();
      try {
        await session`begin`;
        await session`lock table events, event_occurrences in access exclusive mode`;
        const { response, ms } = await timed(api.app, '/api/events?limit=5');
        expectUnavailable(response);
        // The server's cancel, at its statement_timeout, long before the client's own bound.
        expect(ms).toBeGreaterThanOrEqual(950);
        expect(ms).toBeLessThan(5_000);
        const logged = api.lines.find((line) => line.msg === 'database unavailable');
        expect(logged?.level).toBe(40);
        // canceling statement due to statement timeout
        expect(logged?.err?.cause?.code).toBe('57014');
      } finally {
        await session`rollback`;
        session.release();
        await holder.end();
      }
      const after = await timed(api.app, '/api/events?limit=5');
      expect(after.response.statusCode, after.response.body).toBe(200);
    });
  });

  describe('a connection that died without a word', () => {
    // Low for the test; the statements of these requests take milliseconds, well inside the server's bound.
    const BOUND_MS = 2_000;
    let proxy: Awaited<ReturnType<typeof silenceableProxy>>;
    let api: Awaited<ReturnType<typeof startApi>>;
    beforeAll(async () => {
      proxy = await silenceableProxy(Number(new URL(ADMIN_URL).port || 5432));
      api = await startApi(
        {
          DATABASE_STATEMENT_TIMEOUT_MS: 1_500,
          DATABASE_QUERY_TIMEOUT_MS: BOUND_MS,
          DATABASE_CONNECT_TIMEOUT_MS: 1_000,
        },
        { port: proxy.port },
      );
    });
    afterAll(async () => {
      await api?.close();
      await proxy?.close();
    });

    it('is given up at the bound: 503 with Retry-After, and the pool heals by itself', async () => {
      // Several connections open and idle, as on a node that has been serving.
      const warm = await Promise.all(Array.from({ length: 4 }, () => timed(api.app, '/api/events?limit=5')));
      expect(warm.map(({ response }) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await timed(api.app, '/api/health/ready')).response.statusCode).toBe(200);

      proxy.silence();
      const silencedAt = performance.now();
      const during = await Promise.all([
        timed(api.app, '/api/events?limit=5'),
        timed(api.app, '/api/events?limit=5'),
        timed(api.app, '/api/places?limit=5'),
      ]);
      for (const { response, ms } of during) {
        expectUnavailable(response);
        expect(ms).toBeLessThan(3 * BOUND_MS);
      }
      console.log(
        `db timeouts: 503 after ${during.map(({ ms }) => Math.round(ms)).join(', ')} ms (bound ${BOUND_MS} ms)`,
      );
      // A balancer's readiness check is answered too, and the node says why it is not ready.
      const ready = await timed(api.app, '/api/health/ready');
      expect(ready.response.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(3 * BOUND_MS);
      expect(api.lines.some((line) => line.msg === 'not ready: the database does not answer')).toBe(true);

      // The API ends every connection that went silent, the idle ones too, without being asked again.
      await waitUntil('the silent connections to be closed', () => proxy.silentConnections() === 0, 3 * BOUND_MS);
      console.log(
        `db timeouts: every silent connection closed ${Math.round(performance.now() - silencedAt)} ms after the silence`,
      );

      proxy.forward();
      for (let index = 0; index < 5; index += 1) {
        const { response } = await timed(api.app, index % 2 ? '/api/health/ready' : '/api/events?limit=5');
        expect(response.statusCode, response.body).toBe(200);
      }
    });
  });
});
