import type { Server } from 'node:http';
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { allowedUpdates, createBot, publishCommands } from './bot.ts';
import { loadConfig } from './config.ts';
import { deliveryProbe, startNotificationDelivery } from './delivery/index.ts';
import { healthOf, healthServer } from './health.ts';
import { createInternalApi, InternalApiError } from './internal-api.ts';
import { type Polling, startPolling } from './polling.ts';
import { webhookServer } from './webhook.ts';

// The bot process: long polling locally, a webhook of its own in production (TELEGRAM_WEBHOOK_URL set).
const config = loadConfig();
const api = createInternalApi({ baseUrl: config.MESTO_API_URL, secret: config.BOT_INTERNAL_SECRET });
const bot = createBot({ config, api });
// Telegram's limits: calls wait their turn (per chat and overall), and a 429 is retried after the time it asks when
// that is short. A longer wait fails the call at once: an answer that late is useless, and the notification delivery
// hands such rows back to the API to be rescheduled rather than holding them.
bot.api.config.use(apiThrottler());
// Network errors are not retried here (the plugin would retry them forever, up to an hour apart, so a send could hang
// past its outbox claim and be sent twice): the runner and the delivery loop retry them themselves.
bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 10, rethrowHttpErrors: true }));

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

// Notifications from the outbox: claimed through the API, so any number of bot processes share them, none twice.
const delivery = startNotificationDelivery(bot.api, config);
const probes = { delivery: deliveryProbe(delivery) };

// GET /health on BOT_WEBHOOK_HOST:BOT_WEBHOOK_PORT in both modes: beside the webhook, or alone while polling.
let server: Server;
let polling: Polling | undefined;
if (config.TELEGRAM_WEBHOOK_URL) {
  server = webhookServer(bot, {
    path: new URL(config.TELEGRAM_WEBHOOK_URL).pathname,
    secretToken: config.TELEGRAM_WEBHOOK_SECRET,
    probes,
  });
  await listen(server);
  await bot.api.setWebhook(config.TELEGRAM_WEBHOOK_URL, {
    ...(config.TELEGRAM_WEBHOOK_SECRET ? { secret_token: config.TELEGRAM_WEBHOOK_SECRET } : {}),
    allowed_updates: allowedUpdates,
  });
  console.log(
    `Telegram bot @${bot.botInfo.username}: webhook ${config.TELEGRAM_WEBHOOK_URL} (listening on ${config.BOT_WEBHOOK_HOST}:${config.BOT_WEBHOOK_PORT})`,
  );
} else {
  // A webhook left from another run would keep updates from reaching getUpdates.
  await bot.api.deleteWebhook();
  polling = startPolling(bot);
  server = healthServer(healthOf('polling', { polling: polling.probe, ...probes }));
  await listen(server);
  console.log(
    `Telegram bot @${bot.botInfo.username}: long polling, API ${config.MESTO_API_URL} (GET /health on ${config.BOT_WEBHOOK_HOST}:${config.BOT_WEBHOOK_PORT})`,
  );
  // Telegram refused the token (401), another process polls (409), or retrying went on for hours: a restart is the
  // way out, so the process ends rather than answer 503 for ever.
  polling.ended.catch((error: unknown) => {
    console.error('Long polling stopped:', error);
    void shutdown(1);
  });
}
console.log('Notifications: delivering from the outbox');

async function shutdown(code = 0) {
  await polling?.stop();
  await new Promise((done) => server.close(done));
  // Rows claimed but not sent go straight back to the outbox for the next process.
  await delivery.stop();
  process.exit(code);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

function listen(http: Server) {
  return new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(config.BOT_WEBHOOK_PORT, config.BOT_WEBHOOK_HOST, done);
  });
}
