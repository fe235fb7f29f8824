import { createServer } from 'node:net';
import { CHAT_SEND_BURST } from '@mesto/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type RedisCounters, redisCounters } from '../../lib/redis-counters.ts';
import { sharedSendLimiter } from './chats.delivery.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const quiet = { warn: () => {} };

/** A port nothing listens on: a Redis there never answers. */
const deadPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function readyCounters(url: string, prefix: string): Promise<RedisCounters> {
  const counters = redisCounters(url, prefix, quiet);
  const deadline = Date.now() + 10_000;
  while (!counters.ready) {
    if (Date.now() > deadline) throw new Error('Redis did not answer');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return counters;
}

/** Sends until one is refused; how many went through, and the refusal. */
async function sendUntilRefused(limiters: Array<(userId: string) => Promise<void>>, userId: string) {
  for (let sent = 0; sent < CHAT_SEND_BURST * 3; sent += 1) {
    try {
      await limiters[sent % limiters.length]?.(userId);
    } catch (error) {
      return { sent, error: error as { statusCode: number; code: string } };
    }
  }
  return { sent: CHAT_SEND_BURST * 3, error: undefined };
}

// The chat send limit of each API node (its own limiter, its own Redis connection), as two nodes count a person.
describe('the chat send limit across API nodes', () => {
  const opened: RedisCounters[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((counters) => counters.close()));
  });

  it('with Redis, a person sends CHAT_SEND_BURST messages in all, however they are split between nodes', async () => {
    const prefix = `mesto-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
    const nodes = await Promise.all([readyCounters(REDIS_URL, prefix), readyCounters(REDIS_URL, prefix)]);
    opened.push(...nodes);
    const limiters = nodes.map((counters) => sharedSendLimiter(counters));
    const { sent, error } = await sendUntilRefused(limiters, 'anna');
    expect(sent).toBe(CHAT_SEND_BURST);
    expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    // Another person's allowance is their own.
    await expect(limiters[1]?.('boris')).resolves.toBeUndefined();
  });

  it('with Redis away, each node still holds a person to CHAT_SEND_BURST and no send fails for Redis', async () => {
    const away = redisCounters(`redis://127.0.0.1:${await deadPort()}`, 'mesto-test-away:', quiet);
    opened.push(away);
    const { sent, error } = await sendUntilRefused([sharedSendLimiter(away)], 'anna');
    expect(sent).toBe(CHAT_SEND_BURST);
    expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('without Redis, the node counts alone', async () => {
    const { sent } = await sendUntilRefused([sharedSendLimiter(null)], 'anna');
    expect(sent).toBe(CHAT_SEND_BURST);
  });
});
