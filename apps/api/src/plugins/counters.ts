import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import type { CounterStore } from '../lib/rate-limit.ts';
import { redisCounters } from '../lib/redis-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where rate limits and sign-in throttling count: Redis (REDIS_URL) with the database as its fallback. */
    counters: CounterStore;
  }
}

export const countersPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const redis = env.REDIS_URL ? redisCounters(env.REDIS_URL, env.REDIS_KEY_PREFIX, app.log) : null;
    app.decorate('counters', { db: app.db, redis });
    if (redis) app.addHook('onClose', () => redis.close());
  },
  { name: 'counters', dependencies: ['db'] },
);
