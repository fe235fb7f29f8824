import { createServer } from 'node:http';
import { autoRetry } from '@grammyjs/auto-retry';
import { run } from '@grammyjs/runner';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { webhookCallback } from 'grammy';
import { createBot, publishCommands } from './bot.ts';
import { loadConfig } from './config.ts';
import { createInternalApi } from './internal-api.ts';

// The bot process: long polling locally, a webhook of its own in production (TELEGRAM_WEBHOOK_URL set).
const config = loadConfig();
const api = createInternalApi({ baseUrl: config.MESTO_API_URL, secret: config.BOT_INTERNAL_SECRET });
const bot = createBot({ config, api });
// Telegram's limits: calls wait their turn (per chat and overall), and a 429 is retried after the time it asks.
bot.api.config.use(apiThrottler());
bot.api.config.use(autoRetry({ maxRetryAttempts: 5, maxDelaySeconds: 60 }));

await bot.init();
await publishCommands(bot).catch((error: unknown) => console.warn('could not publish the command menu', error));

let stop: () => Promise<void>;
if (config.TELEGRAM_WEBHOOK_URL) {
  const path = new URL(config.TELEGRAM_WEBHOOK_URL).pathname;
  const handle = webhookCallback(bot, 'http', {
    ...(config.TELEGRAM_WEBHOOK_SECRET ? { secretToken: config.TELEGRAM_WEBHOOK_SECRET } : {}),
  });
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === path) return void handle(request, response);
    if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200).end('ok');
    response.writeHead(404).end();
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

const shutdown = async () => {
  await stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
