import { autoRetry } from '@grammyjs/auto-retry';
import { run } from '@grammyjs/runner';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { createBot, publishCommands } from './bot.ts';
import { loadConfig } from './config.ts';
import { startNotificationDelivery } from './delivery/index.ts';
import { createInternalApi, InternalApiError } from './internal-api.ts';
import { webhookServer } from './webhook.ts';

// The bot process: long polling locally, a webhook of its own in production (TELEGRAM_WEBHOOK_URL set).
const config = loadConfig();
const api = createInternalApi({ baseUrl: config.MESTO_API_URL, secret: config.BOT_INTERNAL_SECRET });
const bot = createBot({ config, api });
// Telegram's limits: calls wait their turn (per chat and overall), and a 429 is retried after the time it asks when
// that is short. A longer wait fails the call at once: an answer that late is useless, and the notification delivery
// hands such rows back to the API to be rescheduled rather than holding them.
bot.api.config.use(apiThrottler());
bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 10 }));

// A wrong or missing secret would fail every command: better to say so now, plainly.
try {
  await api.ping();
} catch (error) {
  if (error instanceof InternalApiError) {
    console.error(`The API at ${config.MESTO_API_URL} refused the bot: ${error.message}`);
    process.exit(1);
  }
  console.warn(`The API at ${config.MESTO_API_URL} does not answer yet; the bot starts anyway.`);
}
await bot.init();
await publishCommands(bot).catch((error: unknown) => console.warn('could not publish the command menu', error));

let stop: () => Promise<void>;
if (config.TELEGRAM_WEBHOOK_URL) {
  const server = webhookServer(bot, {
    path: new URL(config.TELEGRAM_WEBHOOK_URL).pathname,
    secretToken: config.TELEGRAM_WEBHOOK_SECRET,
  });
  await new Promise<void>((done) => server.listen(config.BOT_WEBHOOK_PORT, config.BOT_WEBHOOK_HOST, done));
  await bot.api.setWebhook(config.TELEGRAM_WEBHOOK_URL, {
    ...(config.TELEGRAM_WEBHOOK_SECRET ? { secret_token: config.TELEGRAM_WEBHOOK_SECRET } : {}),
    allowed_updates: ['message'],
  });
  console.log(
    `Telegram bot @${bot.botInfo.username}: webhook ${config.TELEGRAM_WEBHOOK_URL} (listening on ${config.BOT_WEBHOOK_HOST}:${config.BOT_WEBHOOK_PORT})`,
  );
  stop = () => new Promise((done) => server.close(() => done()));
} else {
  // A webhook left from another run would keep updates from reaching getUpdates.
  await bot.api.deleteWebhook();
  const runner = run(bot, { runner: { fetch: { allowed_updates: ['message'] } } });
  console.log(`Telegram bot @${bot.botInfo.username}: long polling, API ${config.MESTO_API_URL}`);
  stop = () => runner.stop();
}

// Notifications from the outbox: claimed through the API, so any number of bot processes share them, none twice.
const delivery = startNotificationDelivery(bot.api, config);
console.log('Notifications: delivering from the outbox');

const shutdown = async () => {
  await stop();
  // Rows claimed but not sent go straight back to the outbox for the next process.
  await delivery.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
