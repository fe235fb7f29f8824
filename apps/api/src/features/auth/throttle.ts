import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authThrottle } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';

// Failed sign-ins counted in the database, so the limit holds across every API node.

export type ThrottleRule = { maxFailures: number; windowSeconds: number };
export const accountRule: ThrottleRule = { maxFailures: 5, windowSeconds: 15 * 60 };
export const addressRule: ThrottleRule = { maxFailures: 30, windowSeconds: 15 * 60 };

export async function assertNotThrottled(db: Database, key: string, rule: ThrottleRule, now = new Date()) {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  if (!row) return;
  const windowEnds = row.windowStart.getTime() + rule.windowSeconds * 1000;
  if (row.failures >= rule.maxFailures && windowEnds > now.getTime()) {
    const seconds = Math.ceil((windowEnds - now.getTime()) / 1000);
    throw tooManyRequests(messages.auth.throttled(Math.ceil(seconds / 60)), seconds);
  }
}

export async function recordFailure(db: Database, key: string, rule: ThrottleRule, now = new Date()) {
  const windowFloor = new Date(now.getTime() - rule.windowSeconds * 1000);
  await db
    .insert(authThrottle)
    .values({ key, windowStart: now, failures: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.windowStart} < ${windowFloor.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${authThrottle.windowStart} < ${windowFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStart} end`,
      },
    });
}

export async function clearFailures(db: Database, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
