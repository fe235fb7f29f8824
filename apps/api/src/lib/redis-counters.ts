import { createClient } from 'redis';

// Counters of rate limits and sign-in throttling in Redis, shared by every API node, so the primary database takes
// no write for them. Every decision is one Lua script: Redis runs it whole, alone, so parallel requests on any
// number of nodes never take more than the rules allow. When Redis cannot answer (down, restarting, slow), callers
// fall back to the counters in the database, which every node shares too: a Redis outage loosens nothing, it only
// moves the writes back to the database until Redis answers again.

export type RedisCounterLog = { warn(object: object, message: string): void };

/** A fixed window: at most `max` in `windowMs`. Answers `[1, hits]` when taken, `[0, ms until the window ends]`. */
const TAKE_WINDOW = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits >= tonumber(ARGV[1]) then return {0, redis.call('PTTL', KEYS[1])} end
hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, hits}
`;

/**
 * One sign-in attempt (see features/auth/throttle.ts for the rules): the address's fixed window, and with an account
 * the pair's and the account's growing delays. All three are counted, or none. Answers `{0, 0}` when counted, or
 * `{rule, ms to wait}` with rule 1 (address), 2 (pair), 3 (account).
 */
const BEGIN_ATTEMPT = `
local now = tonumber(ARGV[1])
local addressMax, addressWindow = tonumber(ARGV[2]), tonumber(ARGV[3])
local pairFree, accountFree = tonumber(ARGV[4]), tonumber(ARGV[5])
local forget, maxDelay = tonumber(ARGV[6]), tonumber(ARGV[7])
local function delay(failures, free)
  if failures < free then return 0 end
  return math.min(maxDelay, 2 ^ math.min(failures - free + 5, 20)) * 1000
end
local address = tonumber(redis.call('GET', KEYS[1]) or '0')
if address >= addressMax then return {1, redis.call('PTTL', KEYS[1])} end
local pair, pairLast, account, accountLast = 0, 0, 0, 0
if #KEYS == 3 then
  pair = tonumber(redis.call('HGET', KEYS[2], 'failures') or '0')
  pairLast = tonumber(redis.call('HGET', KEYS[2], 'last') or '0')
  local pairWait = pairLast + delay(pair, pairFree) - now
  if pair >= pairFree and pairWait > 0 then return {2, pairWait} end
  account = tonumber(redis.call('HGET', KEYS[3], 'failures') or '0')
  accountLast = tonumber(redis.call('HGET', KEYS[3], 'last') or '0')
  local accountWait = accountLast + delay(account, accountFree) - now
  -- An address with a clean record on the account always gets its attempt.
  if pair > 0 and account >= accountFree and accountWait > 0 then return {3, accountWait} end
end
redis.call('INCR', KEYS[1])
if address == 0 then redis.call('PEXPIRE', KEYS[1], addressWindow) end
if #KEYS == 3 then
  redis.call('HSET', KEYS[2], 'failures', pair + 1, 'last', now)
  redis.call('PEXPIRE', KEYS[2], forget)
  redis.call('HSET', KEYS[3], 'failures', account + 1, 'last', now)
  redis.call('PEXPIRE', KEYS[3], forget)
end
return {0, 0}
`;

/** The right credentials: the attempt is given back, and the pair's record is cleared. */
const ATTEMPT_SUCCEEDED = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
if #KEYS == 3 then
  redis.call('DEL', KEYS[2])
  if tonumber(redis.call('HGET', KEYS[3], 'failures') or '0') > 0 then
    redis.call('HINCRBY', KEYS[3], 'failures', -1)
  end
end
return 0
`;

export type RedisCounters = {
  /** A fixed window's decision, or null when Redis did not answer (the caller counts in the database instead). */
  takeWindow(key: string, max: number, windowMs: number): Promise<{ ok: true } | { ok: false; waitMs: number } | null>;
  beginAttempt(
    keys: { address: string; pair: string | null; account: string | null },
    rules: { addressMax: number; addressWindowMs: number; pairFree: number; accountFree: number },
    limits: { forgetMs: number; maxDelaySeconds: number },
    now: number,
  ): Promise<{ ok: true } | { ok: false; rule: 'address' | 'pair' | 'account'; waitMs: number } | null>;
  attemptSucceeded(keys: { address: string; pair: string | null; account: string | null }): Promise<boolean>;
  /** Connected and answering commands (they fall back to the database otherwise). */
  readonly ready: boolean;
  close(): Promise<void>;
};

/** A Redis that takes longer than this to answer is as good as down for a request that waits on it. */
const ANSWER_TIMEOUT_MS = 500;

/**
 * Connects in the background: the API starts and serves whether or not Redis is up, and uses it from the moment it
 * answers. Commands are never queued while it is away (they fail at once and the caller falls back).
 */
export function redisCounters(url: string, prefix: string, log: RedisCounterLog): RedisCounters {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  let lastWarning = 0;
  const warn = (error: unknown) => {
    // One line a minute is enough to say Redis is away; every request would say it otherwise.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'Redis is not answering: rate limits and sign-in throttling count in the database');
  };
  client.on('error', warn);
  let closed = false;
  client.connect().catch(warn);

  const evaluate = async (script: string, keys: string[], args: Array<string | number>): Promise<number[] | null> => {
    if (closed || !client.isReady) {
      warn(new Error('not connected'));
      return null;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        client.eval(script, { keys: keys.map((key) => `${prefix}limits:${key}`), arguments: args.map(String) }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
        }),
      ]);
      return Array.isArray(answer) ? answer.map(Number) : [Number(answer)];
    } catch (error) {
      warn(error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  const keyList = (keys: { address: string; pair: string | null; account: string | null }) =>
    keys.pair && keys.account ? [keys.address, keys.pair, keys.account] : [keys.address];

  return {
    async takeWindow(key, max, windowMs) {
      const answer = await evaluate(TAKE_WINDOW, [key], [max, windowMs]);
      if (!answer) return null;
      return answer[0] === 1 ? { ok: true } : { ok: false, waitMs: Math.max(0, answer[1] ?? 0) };
    },
    async beginAttempt(keys, rules, limits, now) {
      const answer = await evaluate(BEGIN_ATTEMPT, keyList(keys), [
        now,
        rules.addressMax,
        rules.addressWindowMs,
        rules.pairFree,
        rules.accountFree,
        limits.forgetMs,
        limits.maxDelaySeconds,
      ]);
      if (!answer) return null;
      const [rule = 0, waitMs = 0] = answer;
      if (rule === 0) return { ok: true };
      return { ok: false, rule: rule === 1 ? 'address' : rule === 2 ? 'pair' : 'account', waitMs: Math.max(0, waitMs) };
    },
    async attemptSucceeded(keys) {
      return (await evaluate(ATTEMPT_SUCCEEDED, keyList(keys), [])) !== null;
    },
    get ready() {
      return !closed && client.isReady;
    },
    async close() {
      closed = true;
      // A client waiting to reconnect would wait for Redis to come back before quitting: it is dropped instead.
      if (client.isReady) await client.quit().catch(() => client.destroy());
      else client.destroy();
    },
  };
}
