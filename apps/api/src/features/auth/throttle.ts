import { eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authThrottle } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import type { CounterStore } from '../../lib/rate-limit.ts';

// Sign-in throttling that slows an attacker without handing them a way to lock the owner out.
//
// Three counters, shared by every API node: in Redis when there is one (lib/redis-counters.ts, one script for the
// whole attempt), in the database otherwise and whenever Redis does not answer:
// - per address: at most 30 failures in 15 minutes, whatever the accounts (one machine guessing many accounts);
// - per account and address together: 5 free failures, then each further attempt waits 2^failures seconds after
//   the last one (32 s, 64 s, … up to 15 minutes) - one machine guessing one account;
// - per account, all addresses together: 10 free failures, then the same growing wait - many machines guessing one
//   account. This wait applies only to addresses that already failed on this account. An address with a clean
//   record for the account always gets its attempt, so the owner signing in from their own device is never locked
//   out, however hard others hammer the account; an attacker who spreads over many addresses gets one free guess
//   per address and then the long wait, which is the most any scheme without a hard lock can do.
// An attempt is counted before the password is checked (one conditional statement per counter, in one
// transaction), so parallel attempts can never get more checks than the rules allow; a right password gives its
// attempt back.

const FORGET_AFTER_SECONDS = 24 * 3600;
const MAX_DELAY_SECONDS = 15 * 60;

type FixedWindow = { kind: 'window'; max: number; windowSeconds: number };
type GrowingDelay = { kind: 'delay'; freeFailures: number };
type Rule = FixedWindow | GrowingDelay;

export const addressRule: FixedWindow = { kind: 'window', max: 30, windowSeconds: 15 * 60 };
export const pairRule: GrowingDelay = { kind: 'delay', freeFailures: 5 };
export const accountRule: GrowingDelay = { kind: 'delay', freeFailures: 10 };

/** Seconds an attempt must wait after the last failure, once `failures` have been counted. */
export function delaySeconds(failures: number, rule: GrowingDelay): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** Math.min(failures - rule.freeFailures + 5, 20));
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The row is stale: its count starts over. */
function staleCondition(rule: Rule, now: Date): SQL {
  return rule.kind === 'window'
    ? sql`${authThrottle.windowStart} <= ${at(new Date(now.getTime() - rule.windowSeconds * 1000))}`
    : sql`${authThrottle.lastFailureAt} <= ${at(new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000))}`;
}

/** The attempt may go ahead, judged on the row as it is now (under its lock). */
function allowedCondition(rule: Rule, now: Date): SQL {
  if (rule.kind === 'window') return sql`${authThrottle.failures} < ${rule.max}`;
  const seconds = sql`least(${MAX_DELAY_SECONDS}, power(2, least(${authThrottle.failures} - ${rule.freeFailures} + 5, 20)))`;
  return sql`(${authThrottle.failures} < ${rule.freeFailures} or ${authThrottle.lastFailureAt} + make_interval(secs => ${seconds}) <= ${at(now)})`;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Counts one attempt on `key` if the rule allows it (or unconditionally, when not `enforced`); the count after it,
 * or null when the attempt must wait.
 */
async function reserve(tx: Tx, key: string, rule: Rule, now: Date, enforced = true): Promise<number | null> {
  const stale = staleCondition(rule, now);
  const rows = await tx
    .insert(authThrottle)
    .values({ key, windowStart: now, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${stale} then ${at(now)} else ${authThrottle.windowStart} end`,
        lastFailureAt: at(now),
      },
      ...(enforced ? { setWhere: sql`${stale} or ${allowedCondition(rule, now)}` } : {}),
    })
    .returning({ failures: authThrottle.failures });
  return rows[0]?.failures ?? null;
}

async function retryAfter(db: Database, key: string, rule: Rule, now: Date): Promise<number> {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
  if (!row) return 1;
  const until =
    rule.kind === 'window'
      ? row.windowStart.getTime() + rule.windowSeconds * 1000
      : row.lastFailureAt.getTime() + delaySeconds(row.failures, rule) * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

class Refused extends Error {
  constructor(
    readonly key: string,
    readonly rule: Rule,
  ) {
    super('throttled');
  }
}

/** What a reserved attempt holds, to give back when the credentials turn out right (where it was counted). */
export type Attempt = { keys: string[]; pairKey: string | null; countedIn: 'redis' | 'database' };

/**
 * Counts a sign-in attempt from `address` (on `account`, when a password is being checked) or throws 429 with
 * Retry-After. Call it right before checking the credentials; call `attemptSucceeded` when they were right.
 */
export async function beginAttempt(
  { db, redis }: CounterStore,
  { address, account }: { address: string; account?: string },
  now = new Date(),
): Promise<Attempt> {
  const addressKey = `address:${address}`;
  const accountKey = account === undefined ? null : `account:${account}`;
  const pairKey = account === undefined ? null : `pair:${account}|${address}`;
  const keys = [addressKey, ...(accountKey ? [accountKey] : [])];
  if (redis) {
    const decision = await redis.beginAttempt(
      { address: addressKey, pair: pairKey, account: accountKey },
      {
        addressMax: addressRule.max,
        addressWindowMs: addressRule.windowSeconds * 1000,
        pairFree: pairRule.freeFailures,
        accountFree: accountRule.freeFailures,
      },
      { forgetMs: FORGET_AFTER_SECONDS * 1000, maxDelaySeconds: MAX_DELAY_SECONDS },
      now.getTime(),
    );
    if (decision?.ok) return { keys, pairKey, countedIn: 'redis' };
    if (decision) {
      const seconds = Math.max(1, Math.ceil(decision.waitMs / 1000));
      throw tooManyRequests(messages.auth.throttled(seconds), seconds);
    }
  }
  try {
    await db.transaction(async (tx) => {
      // Always address, pair, account: one order for every attempt, so concurrent ones never deadlock.
      if ((await reserve(tx, addressKey, addressRule, now)) === null) throw new Refused(addressKey, addressRule);
      if (!pairKey || !accountKey) return;
      const pairFailures = await reserve(tx, pairKey, pairRule, now);
      if (pairFailures === null) throw new Refused(pairKey, pairRule);
      // A first attempt from this address on this account is never held back by the account-wide wait.
      const clean = pairFailures === 1;
      if ((await reserve(tx, accountKey, accountRule, now, !clean)) === null) {
        throw new Refused(accountKey, accountRule);
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const seconds = await retryAfter(db, error.key, error.rule, now);
    throw tooManyRequests(messages.auth.throttled(seconds), seconds);
  }
  await sweepSometimes(db, now);
  return { keys, pairKey, countedIn: 'database' };
}

/** The credentials were right: the attempt is given back, and this address has a clean record on the account again. */
export async function attemptSucceeded({ db, redis }: CounterStore, attempt: Attempt) {
  if (attempt.countedIn === 'redis') {
    const [address = '', account = null] = attempt.keys;
    // Not given back when Redis went away meanwhile: one attempt too many counted, never one too few.
    await redis?.attemptSucceeded({ address, pair: attempt.pairKey, account });
    return;
  }
  if (attempt.pairKey) await db.delete(authThrottle).where(eq(authThrottle.key, attempt.pairKey));
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(inArray(authThrottle.key, attempt.keys));
}

/** Rows nobody has failed on for a day only take space; about one attempt in a hundred clears them. */
async function sweepSometimes(db: Database, now: Date) {
  if (Math.random() >= 0.01) return;
  await db
    .delete(authThrottle)
    .where(lt(authThrottle.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000)));
}
