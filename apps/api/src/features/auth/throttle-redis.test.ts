import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitFor(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Whether a Redis at `url` answers PING now. */
async function redisAnswers(url: string): Promise<boolean> {
  const probe = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1000 } });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (probe.isOpen) await probe.quit().catch(() => probe.destroy());
  }
}

/** Clients connected to the Redis at `url`, not counting the one that asks. */
async function redisClientCount(url: string): Promise<number> {
  const probe = createClient({ url, socket: { reconnectStrategy: false } });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.clientList()).length - 1;
  } catch {
    return 0;
  } finally {
    if (probe.isOpen) await probe.quit().catch(() => probe.destroy());
  }
}

const rowsIn = async (app: FastifyInstance, table: 'auth_throttle' | 'rate_limits') => {
  const result = (await app.db.execute(sql.raw(`select count(*)::int as count from ${table}`))) as unknown;
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] as { count: number }).count;
};

// Two API nodes on one database and one Redis of their own (a redis-server started for this file, so it can be
// stopped): the counters live in Redis, a person gets the limit once whichever nodes they reach, and when Redis goes
// away the nodes count in the database instead, never answering with a 5xx.
describe('rate limits and sign-in throttling shared through Redis', () => {
  let redisServer: ChildProcess;
  let redisPort: number;
  let redisUrl: string;
  const startRedis = () =>
    spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    redisPort = await freePort();
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    redisServer = startRedis();
    await waitFor(() => redisAnswers(redisUrl), 'redis-server to start');
    const logs = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    nodeA = await createTestApp(
      { REDIS_URL: redisUrl, SIGNUPS_PER_ADDRESS_PER_HOUR: 3, LOG_LEVEL: 'warn' },
      undefined,
      logs,
    );
    nodeB = await buildApp({
      env: { ...nodeA.env, LOG_LEVEL: 'silent' },
      database: { db: nodeA.app.db, kind: nodeA.app.dbKind, migrate: async () => {}, close: async () => {} },
      closeDatabase: false,
    });
    await nodeB.ready();
    await waitFor(() => Boolean(nodeA.app.counters.redis?.ready && nodeB.counters.redis?.ready), 'Redis connections');
  }, 120_000);
  afterAll(async () => {
    // A redis client asked to quit while it is reconnecting waits for ever (the socket.io adapter's clients among
    // them): the apps close once every client of both nodes (three each) is connected again.
    if (redisServer?.exitCode === null) {
      await waitFor(async () => (await redisClientCount(redisUrl)) >= 6, 'every client to reconnect');
    }
    await nodeB?.close();
    await nodeA?.close();
    redisServer?.kill('SIGKILL');
  });

  const nodes = () => [nodeA.app, nodeB];
  const login = (node: FastifyInstance, login: string, password: string, address: string) =>
    node.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { login, password } });

  /** Wrong passwords from one address, alternating between the nodes, until one is held back. */
  async function failuresBeforeThrottled(username: string, address: string) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await login(nodes()[attempt % 2] as FastifyInstance, username, 'wrong-password', address);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(response.json().message).toMatch(/[а-я]/);
        break;
      }
    }
    return statuses;
  }

  it('login attempts spread over two nodes get the limit once, counted in Redis and not in the database', async () => {
    const person = await signUp(nodeA.app);
    const statuses = await failuresBeforeThrottled(person.username, '10.7.0.1');
    // Five free failures in all, not five per node.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Held back on both nodes, even with the right password.
    for (const node of nodes()) {
      expect((await login(node, person.username, person.password, '10.7.0.1')).statusCode).toBe(429);
    }
    // The owner, from an address with a clean record, still signs in.
    expect((await login(nodeB, person.username, person.password, '10.7.0.2')).statusCode).toBe(200);
    expect(await rowsIn(nodeA.app, 'auth_throttle')).toBe(0);
    const probe = createClient({ url: redisUrl });
    await probe.connect();
    const keys = await probe.keys(`${nodeA.env.REDIS_KEY_PREFIX}limits:*`);
    await probe.quit();
    expect(keys).toEqual(expect.arrayContaining([`${nodeA.env.REDIS_KEY_PREFIX}limits:address:10.7.0.1`]));
  });

  it('the right password gives its attempt back and clears the record of that address', async () => {
    const person = await signUp(nodeA.app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const node = nodes()[attempt % 2] as FastifyInstance;
      expect((await login(node, person.username, 'wrong-password', '10.7.1.1')).statusCode).toBe(401);
    }
    expect((await login(nodeB, person.username, person.password, '10.7.1.1')).statusCode).toBe(200);
    expect(await failuresBeforeThrottled(person.username, '10.7.1.1')).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a per-address rate limit holds across the nodes too', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await (nodes()[index % 2] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '10.7.2.1',
        payload: {
          username: `limited${index}x${Math.random().toString(36).slice(2, 6)}`,
          password: 'correct-horse-battery',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await rowsIn(nodeA.app, 'rate_limits')).toBe(0);
  });

  it('with Redis gone the nodes count in the shared database: no 5xx, the limit still holds, a warning is logged', async () => {
    redisServer.kill('SIGKILL');
    await waitFor(() => !nodeA.app.counters.redis?.ready && !nodeB.counters.redis?.ready, 'Redis to be gone');
    const person = await signUp(nodeB);
    expect(await failuresBeforeThrottled(person.username, '10.7.3.1')).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await rowsIn(nodeA.app, 'auth_throttle')).toBeGreaterThan(0);
    expect((await login(nodeA.app, person.username, person.password, '10.7.3.2')).statusCode).toBe(200);
    expect(lines.join('\n')).toContain('Redis is not answering');
  });

  it('when Redis is back the nodes count there again', async () => {
    redisServer = startRedis();
    await waitFor(() => redisAnswers(redisUrl), 'redis-server to start again');
    await waitFor(() => Boolean(nodeA.app.counters.redis?.ready && nodeB.counters.redis?.ready), 'reconnection');
    const before = await rowsIn(nodeA.app, 'auth_throttle');
    const person = await signUp(nodeA.app);
    expect(await failuresBeforeThrottled(person.username, '10.7.4.1')).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await rowsIn(nodeA.app, 'auth_throttle')).toBe(before);
  });
});
