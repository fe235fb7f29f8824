import type { Api } from 'grammy';
import type { BotConfig } from '../config.ts';
import { type Probe, secondsSince } from '../health.ts';
import { type Delivery, type DeliveryOptions, startDelivery } from './delivery.ts';
import { createOutboxClient } from './outbox-client.ts';

export { type Delivery, type DeliveryOptions, startDelivery } from './delivery.ts';
export { createOutboxClient, type OutboxClient, type OutboxNotification } from './outbox-client.ts';

/**
 * The delivery loop as the bot's main entry starts it: `const delivery = startNotificationDelivery(bot.api, config)`,
 * and `await delivery.stop()` on shutdown. `bot.api` should not retry long 429 waits itself (auto-retry with a small
 * `maxDelaySeconds`): the loop hands those to the API, which reschedules the rows.
 */
export function startNotificationDelivery(
  api: Api,
  config: Pick<BotConfig, 'MESTO_API_URL' | 'BOT_INTERNAL_SECRET' | 'SITE_URL' | 'BUSINESS_URL'>,
  options: Partial<Omit<DeliveryOptions, 'api' | 'outbox' | 'siteUrl' | 'businessUrl'>> = {},
): Delivery {
  return startDelivery({
    api,
    outbox: createOutboxClient({ baseUrl: config.MESTO_API_URL, secret: config.BOT_INTERNAL_SECRET }),
    siteUrl: config.SITE_URL,
    businessUrl: config.BUSINESS_URL,
    ...options,
  });
}

/**
 * The delivery loop as /health sees it: down once it stopped, or once it has shown no life for `stallMs` past the end
 * of its last chosen wait (one send stuck that long holds every notification behind it).
 */
export function deliveryProbe(delivery: Delivery, { stallMs = 5 * 60_000 }: { stallMs?: number } = {}): Probe {
  return () => {
    const { running, aliveUntil } = delivery.status();
    const behindSeconds = Math.max(0, secondsSince(aliveUntil) ?? 0);
    return { ok: running && Date.now() - aliveUntil <= stallMs, running, behindSeconds };
  };
}
