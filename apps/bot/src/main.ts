import { createBot } from './bot.ts';
import { loadConfig } from './config.ts';
import { createInternalApi } from './internal-api.ts';

const config = loadConfig();
const api = createInternalApi({ baseUrl: config.MESTO_API_URL, secret: config.BOT_INTERNAL_SECRET });
const bot = createBot({ config, api });
await bot.init();
console.log(`Telegram bot @${bot.botInfo.username} is starting`);
await bot.start();
