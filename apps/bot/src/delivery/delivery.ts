import { randomUUID } from 'node:crypto';
import { cutText } from '@mesto/domain';
import { type Api, GrammyError, HttpError } from 'grammy';
import { fitText } from '../format.ts';
import type { OutboxClient, OutboxNotification } from './outbox-client.ts';

// The delivery loop of the bot process: claims due notifications from the API's outbox (a lease keeps them from
// other bot processes), sends each with bot.api.sendMessage, and reports how it went. Nothing is lost while the bot
// is down: rows wait in the outbox, and a claim a dead process never answered returns when its lease runs out.
//
// Telegram's limits: at most one message per chat per second (bursts are already grouped by the API into one
// message), about 30 a second in all; a 429 reschedules the rows at the time Telegram asks and pauses the loop that
// long — never a busy loop; a 403 (the person blocked the bot) marks them, and the API drops what waits for them.
//
// Every row goes out at most once as long as one send ends within its claim's lease (120 s; no message is started
// with less than 20 s of it left). An auto-retry transformer on the same bot.api that sleeps through long 429 waits
// stretches one send: keep its `maxDelaySeconds` small, so long waits come back here and are rescheduled.

export type DeliveryOptions = {
  api: Api;
  outbox: OutboxClient;
  /** The visitor site and the business panel: links open there. */
  siteUrl: string;
  businessUrl: string;
  /** Names this process on the rows it claims. */
  worker?: string;
  /** How many rows one claim takes (before grouping). */
  batchSize?: number;
  /** How long a claim holds its rows. */
  leaseSeconds?: number;
  /** The wait when nothing is due. */
  idleMs?: number;
  /** The shortest time between two messages to one chat. */
  perChatMs?: number;
  /** The shortest time between any two messages. */
  globalMs?: number;
  log?: { info(message: string): void; warn(message: string): void; error(message: string): void };
};

export type Delivery = {
  /** Stops claiming, finishes the message being sent, gives the rest of the batch back, and resolves. */
  stop(): Promise<void>;
  /**
   * Whether the loop still runs, and until when it last showed it is alive: a claim asked or a message done, or the
   * end of a wait it chose (a 429's pause, a back-off). A loop stuck in one call falls ever further behind that time.
   */
  status(): { running: boolean; aliveUntil: number };
};

const silent = { info() {}, warn() {}, error() {} };

/** A message is not started with less than this left of its claim's lease. */
const LEASE_MARGIN_MS = 20_000;

/** A link button needs an address Telegram accepts (https, not a local host); otherwise the link goes in the text. */
function linkOf(url: string): { button: boolean } {
  try {
    const parsed = new URL(url);
    const local = ['localhost', '127.0.0.1', '0.0.0.0', '[::1]'].includes(parsed.hostname);
    return { button: parsed.protocol === 'https:' && !local };
  } catch {
    return { button: false };
  }
}

export function startDelivery(options: DeliveryOptions): Delivery {
  const {
    api,
    outbox,
    worker = `bot-${process.pid}-${randomUUID().slice(0, 8)}`,
    batchSize = 20,
    leaseSeconds = 120,
    idleMs = 2000,
    perChatMs = 1000,
    globalMs = 35,
    log = silent,
  } = options;
  const controller = new AbortController();
  const lastToChat = new Map<number, number>();
  let lastAny = 0;
  let running = true;
  let aliveUntil = Date.now();
  const alive = (waitMs = 0) => {
    aliveUntil = Math.max(aliveUntil, Date.now() + waitMs);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      alive(ms);
      if (controller.signal.aborted || ms <= 0) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        controller.signal.removeEventListener('abort', done);
        resolve();
      }
      controller.signal.addEventListener('abort', done, { once: true });
    });

  const urlOf = (notification: OutboxNotification) =>
    `${(notification.link.app === 'business' ? options.businessUrl : options.siteUrl).replace(/(?<!\/)\/+$/, '')}${notification.link.path}`;

  async function send(notification: OutboxNotification) {
    const url = urlOf(notification);
    const { button } = linkOf(url);
    // The address stays whole when the text must be cut to Telegram's limit: it is what the message is for.
    await api.sendMessage(notification.telegramId, fitText(notification.text, button ? '' : `\n\n${url}`), {
      link_preview_options: { is_disabled: true },
      ...(button ? { reply_markup: { inline_keyboard: [[{ text: 'Открыть', url }]] } } : {}),
    });
  }

  /** Sends one; answers how long the loop must pause (a 429), else 0, or null when stopped before sending. */
  async function deliver(notification: OutboxNotification): Promise<number | null> {
    const chatReady = (lastToChat.get(notification.telegramId) ?? 0) + perChatMs;
    const readyAt = Math.max(chatReady, lastAny + globalMs);
    // The pace counts from when a call ended, so calls arrive at least that far apart however long each takes.
    // Timers may fire a little early: wait until the time has truly come.
    while (!controller.signal.aborted && Date.now() < readyAt) await sleep(readyAt - Date.now());
    if (controller.signal.aborted) return null;
    const done = () => {
      lastToChat.set(notification.telegramId, Date.now());
      lastAny = Date.now();
    };
    try {
      await send(notification);
      done();
    } catch (error) {
      done();
      if (error instanceof GrammyError) {
        if (error.error_code === 429) {
          const retryAfter = Math.max(1, error.parameters.retry_after ?? 5);
          await outbox.failed({ ids: notification.ids, error: error.description, retryAfterSeconds: retryAfter });
          log.warn(`telegram asks to wait ${retryAfter} s`);
          return retryAfter * 1000;
        }
        if (error.error_code === 403) {
          await outbox.blocked(notification.ids);
          return 0;
        }
        // A request Telegram refuses as such (a chat that does not exist, a message too long): never again.
        await outbox.failed({ ids: notification.ids, error: error.description, permanent: error.error_code < 500 });
        return 0;
      }
      // The network or Telegram's side: tried again later, with back-off.
      const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
      await outbox.failed({ ids: notification.ids, error: cutText(message, 500) });
      return 0;
    }
    await outbox.sent(notification.ids);
    return 0;
  }

  async function loop() {
    let apiFailures = 0;
    while (!controller.signal.aborted) {
      let batch: OutboxNotification[];
      // Nothing is sent once the claim's lease is near its end: another process may claim those rows by then.
      const leaseEnds = Date.now() + leaseSeconds * 1000 - LEASE_MARGIN_MS;
      try {
        batch = await outbox.claim({ worker, limit: batchSize, leaseSeconds });
        alive();
        apiFailures = 0;
      } catch (error) {
        alive();
        apiFailures += 1;
        log.warn(`claiming notifications failed: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(Math.min(30_000, idleMs * 2 ** Math.min(apiFailures, 5)));
        continue;
      }
      if (batch.length === 0) {
        await sleep(idleMs);
        continue;
      }
      for (let index = 0; index < batch.length; index += 1) {
        const rest = () => batch.slice(index).flatMap((notification) => notification.ids);
        if (Date.now() > leaseEnds) {
          await outbox.failed({ ids: rest(), error: 'lease ran out', retryAfterSeconds: 0 }).catch(() => {});
          break;
        }
        if (controller.signal.aborted) {
          // Stopping: what was not sent goes back to the pool at once instead of waiting for the lease.
          await outbox.failed({ ids: rest(), error: 'stopped', retryAfterSeconds: 0 }).catch(() => {});
          return;
        }
        let pause: number | null = 0;
        try {
          pause = await deliver(batch[index] as OutboxNotification);
        } catch (error) {
          // Reporting failed (the API is away): the lease returns the rows; carry on with the next claim.
          log.error(`reporting a notification failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        alive();
        if (pause === null) {
          await outbox.failed({ ids: rest(), error: 'stopped', retryAfterSeconds: 0 }).catch(() => {});
          return;
        }
        if (pause > 0) {
          const waiting = batch.slice(index + 1).flatMap((notification) => notification.ids);
          if (waiting.length > 0) {
            await outbox
              .failed({ ids: waiting, error: 'paused by 429', retryAfterSeconds: Math.ceil(pause / 1000) })
              .catch(() => {});
          }
          await sleep(pause);
          break;
        }
      }
    }
  }

  const looping = loop()
    .catch((error: unknown) => {
      log.error(`the delivery loop ended: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => {
      running = false;
    });

  return {
    stop: async () => {
      controller.abort();
      await looping;
    },
    status: () => ({ running, aliveUntil }),
  };
}
