import { Bot } from 'grammy';
import type { BotConfig } from './config.ts';
import type { InternalApi } from './internal-api.ts';

export type BotDependencies = {
  config: BotConfig;
  api: InternalApi;
};

/** The bot's handlers, without starting anything: main.ts starts it, tests feed it updates with handleUpdate. */
export function createBot({ config }: BotDependencies): Bot {
  const bot = new Bot(config.TELEGRAM_BOT_TOKEN);
  return bot;
}
