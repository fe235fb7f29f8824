import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import type { RedisCounters } from './redis-counters.ts';

/** Where limits count: in Redis when there is one (REDIS_URL), in the database otherwise or while Redis is away. */
export type CounterStore = { db: Database; redis: RedisCounters | null };

export type RateRule = { max: number; windowSeconds: number };
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one request from the key's allowance in a fixed window, in Redis (one script decides) or, without it, in the
 * database (one statement decides: the row is counted up only while it is under the limit). Either way parallel
 * requests on any number of API nodes can never take more than `max`.
 */
export async function takeRate(
  store: CounterStore,
  key: string,
  rule: RateRule,
  now = new Date(),
): Promise<RateDecision> {
  if (store.redis) {
    const decision = await store.redis.takeWindow(key, rule.max, rule.windowSeconds * 1000);
    if (decision?.ok) return { ok: true };
    if (decision) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(decision.waitMs / 1000)) };
  }
  return takeRateInDatabase(store.db, key, rule, now);
}

async function takeRateInDatabase(db: Database, key: string, rule: RateRule, now: Date): Promise<RateDecision> {
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz`;
  const taken = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.hits} < ${rule.max}`,
    })
    .returning({ hits: rateLimits.hits });
  if (taken.length > 0) {
    await sweepSometimes(db, now);
    return { ok: true };
  }
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const endsAt = (row?.windowStart.getTime() ?? now.getTime()) + rule.windowSeconds * 1000;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Windows that ended a day ago only take space; about one request in a hundred clears them. */
async function sweepSometimes(db: Database, now: Date) {
  if (Math.random() >= 0.01) return;
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
}
