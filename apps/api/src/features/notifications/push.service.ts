import { isIP } from 'node:net';
import { cutText } from '@mesto/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import type { PushTarget } from './outbox.service.ts';
import type { VapidKeys } from './vapid.ts';

// The browsers a person turned notifications on in (Web Push subscriptions), and one message sent to one of them.
// The message is encrypted and signed by the `web-push` library (RFC 8291 aes128gcm, RFC 8292 VAPID); the request
// itself goes out with fetch, so a push service is any URL the subscription names (https; http for a test's own).

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A subscription that failed this many times in a row (and never answered 404/410) is given up. */
export const MAX_SUBSCRIPTION_FAILURES = 20;
/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;

const item = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  userAgent: pushSubscriptions.userAgent,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
};

/** A browser's name and system from its User-Agent, for the person's list: «Chrome, Android». */
export function browserLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = (
    [
      [/YaBrowser\//, 'Яндекс Браузер'],
      [/Edg(A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ] as const
  ).find(([pattern]) => pattern.test(agent))?.[1];
  const system = (
    [
      [/Android/, 'Android'],
      [/iPhone|iPod/, 'iPhone'],
      [/iPad/, 'iPad'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([pattern]) => pattern.test(agent))?.[1];
  return [browser, system].filter(Boolean).join(', ') || 'Браузер';
}

/**
 * Stores the browser's subscription for the person, or refreshes it (new keys, the label, failures forgotten). An
 * address is one browser's: enabled again under another account, it moves to that account.
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
) {
  const values = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: cutText(browserLabel(userAgent), 100),
    failures: 0,
  };
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning(item);
  if (!saved) throw new Error('the subscription was not stored');
  return saved;
}

/** The person's browsers, the oldest first. */
export async function pushSubscriptionsOf(db: Database, userId: string) {
  return db
    .select(item)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

export async function pushDeviceCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.count ?? 0);
}

/** Deletes one of the person's own subscriptions; false when they have none of that id. */
export async function deletePushSubscription(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/**
 * How a send went: SENT; GONE — the browser unsubscribed (404/410), never try it again; RETRY — the service or the
 * network failed for now (5xx, 429, a timeout); REFUSED — the service refused this request (another 4xx).
 */
export type PushOutcome =
  | { outcome: 'SENT' }
  | { outcome: 'GONE' | 'REFUSED'; error: string }
  | { outcome: 'RETRY'; error: string; retryAfterSeconds?: number };

/** The seconds of a Retry-After header (seconds or a date), if it has a usable one. */
function retryAfterOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(86_400, Math.ceil(seconds)) : undefined;
}

/** Sends one encrypted, signed message to one browser's push service. Never throws. */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: {
    vapid: VapidKeys;
    ttlSeconds: number;
    urgency: 'high' | 'normal';
    topic: string;
    timeoutMs?: number;
  },
): Promise<PushOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target }, payload, {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: options.urgency,
      topic: options.topic,
    });
  } catch (error) {
    // Keys a browser could not have made (the checks at subscription let them through): this one is unusable.
    return { outcome: 'REFUSED', error: `encryption: ${error instanceof Error ? error.message : String(error)}` };
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      // fetch counts the body itself.
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      // A push service answers; it does not send a request on elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS),
    });
    const text = cutText(await response.text().catch(() => ''), 200);
    if (response.status >= 200 && response.status < 300) return { outcome: 'SENT' };
    const error = `${response.status}${text ? `: ${text}` : ''}`;
    if (response.status === 404 || response.status === 410) return { outcome: 'GONE', error };
    if (response.status === 429 || response.status >= 500) {
      const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'));
      return { outcome: 'RETRY', error, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
    }
    return { outcome: 'REFUSED', error };
  } catch (error) {
    return { outcome: 'RETRY', error: error instanceof Error ? error.message : String(error) };
  }
}

/** What the sends to the browsers did to them: successes remembered, unsubscribed ones and hopeless ones deleted. */
export async function recordPushOutcomes(
  db: Database,
  outcomes: { id: string; outcome: PushOutcome['outcome'] }[],
): Promise<void> {
  const ids = (kind: PushOutcome['outcome'][]) =>
    outcomes.filter((entry) => kind.includes(entry.outcome)).map((entry) => entry.id);
  const sent = ids(['SENT']);
  const gone = ids(['GONE']);
  const failed = ids(['RETRY', 'REFUSED']);
  if (sent.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date(), failures: 0 })
      .where(inArray(pushSubscriptions.id, sent));
  }
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (failed.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(inArray(pushSubscriptions.id, failed));
    await db
      .delete(pushSubscriptions)
      .where(
        and(inArray(pushSubscriptions.id, failed), sql`${pushSubscriptions.failures} >= ${MAX_SUBSCRIPTION_FAILURES}`),
      );
  }
}

/**
 * Why a push service address is refused, or null: it must be https on a named host (not an address or a local
 * name: the API posts to it, and must not be pointed at machines inside its own network), without credentials.
 * `allowHttp` lists origins a test's own push service runs on (`http://127.0.0.1` — any port — or with one).
 */
export function endpointProblem(endpoint: string, allowHttp: readonly string[]): 'endpoint' | 'endpointHost' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint';
  }
  if (url.username || url.password) return 'endpoint';
  const allowed = allowHttp.some((origin) => {
    try {
      const entry = new URL(origin);
      return (
        entry.protocol === url.protocol && entry.hostname === url.hostname && (!entry.port || entry.port === url.port)
      );
    } catch {
      return false;
    }
  });
  if (allowed) return null;
  if (url.protocol !== 'https:') return 'endpoint';
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || !host.includes('.') || /(^|\.)(localhost|local|internal|lan|home|localdomain)$/.test(host)) {
    return 'endpointHost';
  }
  return null;
}
