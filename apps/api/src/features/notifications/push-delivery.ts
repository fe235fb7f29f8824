import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { sleepUnlessAborted } from '../../lib/sleep.ts';
import {
  claimPushNotifications,
  markFailed,
  markSent,
  type PushNotification,
  periodicSweep,
} from './outbox.service.ts';
import { type PushOutcome, recordPushOutcomes, sendPush } from './push.service.ts';
import { pushMessageOf, pushPayload, pushTimeToLive, pushTopic, pushUrgency } from './push-message.ts';
import type { VapidKeys } from './vapid.ts';

// The API's own sender of browser notifications: claims due PUSH rows of the outbox (the same claim as the bot's, so
// the same quiet hours, grouping and drops), sends each message to every browser of the person, and reports how it
// went. Every API node may run it: claims are disjoint, and a node that dies returns its rows when the lease ends.
// A message reached the person when one of their browsers took it; a browser that unsubscribed (404/410) is deleted;
// when none took it and one failed for now, the rows are retried with the outbox's back-off (or Retry-After).

export type PushDeliveryOptions = {
  db: Database;
  vapid: () => VapidKeys;
  /** The business panel: notifications about business open there. */
  businessUrl: string;
  isOnline?: (userId: string) => Promise<boolean>;
  worker?: string;
  batchSize?: number;
  leaseSeconds?: number;
  /** The wait when nothing is due. */
  idleMs?: number;
  log?: { warn(message: string): void; error(message: string): void };
};

export type PushDelivery = {
  /** Stops claiming, finishes the batch being sent, and resolves. */
  stop(): Promise<void>;
};

const silent = { warn() {}, error() {} };
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends one message to each of the person's browsers and reports the rows and the browsers. */
export async function deliverPush(
  db: Database,
  notification: PushNotification,
  options: { vapid: VapidKeys; businessUrl: string },
): Promise<void> {
  const payload = pushPayload(pushMessageOf(notification, options));
  const sendOptions = {
    vapid: options.vapid,
    ttlSeconds: pushTimeToLive(notification.kind),
    urgency: pushUrgency(notification.kind),
    topic: pushTopic(notification.userId, notification.groupKey),
  };
  const outcomes: (PushOutcome & { id: string })[] = await Promise.all(
    notification.subscriptions.map(async (target) => ({
      id: target.id,
      ...(await sendPush(target, payload, sendOptions)),
    })),
  );
  await recordPushOutcomes(db, outcomes);
  if (outcomes.some((entry) => entry.outcome === 'SENT')) {
    await markSent(db, notification.ids);
    return;
  }
  const errors = outcomes.map((entry) => ('error' in entry ? entry.error : '')).join('; ');
  const retries = outcomes.filter((entry) => entry.outcome === 'RETRY');
  if (retries.length === 0) {
    await markFailed(db, { ids: notification.ids, error: errors || 'NO_SUBSCRIPTION', permanent: true });
    return;
  }
  const asked = retries.map((entry) => ('retryAfterSeconds' in entry ? entry.retryAfterSeconds : undefined));
  const retryAfterSeconds = asked.every((seconds) => seconds !== undefined)
    ? Math.max(...(asked as number[]))
    : undefined;
  await markFailed(db, { ids: notification.ids, error: errors, retryAfterSeconds });
}

export function startPushDelivery(options: PushDeliveryOptions): PushDelivery {
  const {
    db,
    worker = `api-${process.pid}-${randomUUID().slice(0, 8)}`,
    batchSize = 20,
    leaseSeconds = 60,
    idleMs = 2000,
    isOnline = async () => false,
    log = silent,
  } = options;
  const controller = new AbortController();
  const sweep = periodicSweep();

  const sleep = (ms: number) => sleepUnlessAborted(ms, controller.signal);

  async function loop() {
    let failures = 0;
    while (!controller.signal.aborted) {
      let batch: PushNotification[];
      let vapid: VapidKeys;
      try {
        vapid = options.vapid();
        await sweep(db);
        batch = await claimPushNotifications(db, { worker, limit: batchSize, leaseSeconds }, isOnline);
        failures = 0;
      } catch (error) {
        failures += 1;
        log.warn(`claiming browser notifications failed: ${message(error)}`);
        await sleep(Math.min(30_000, idleMs * 2 ** Math.min(failures, 5)));
        continue;
      }
      if (batch.length === 0) {
        await sleep(idleMs);
        continue;
      }
      // Each message's sends end within their timeout, so a batch ends well inside its lease.
      await Promise.all(
        batch.map((notification) =>
          deliverPush(db, notification, { vapid, businessUrl: options.businessUrl }).catch((error: unknown) => {
            // Reporting failed (the database is away): the lease returns the rows.
            log.error(`reporting a browser notification failed: ${message(error)}`);
          }),
        ),
      );
    }
  }

  const running = loop().catch((error: unknown) =>
    log.error(`the browser notifications' loop ended: ${message(error)}`),
  );
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
