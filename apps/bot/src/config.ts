import { readFileSync } from 'node:fs';
import { withSecretFiles } from '@mesto/domain';
import { z } from 'zod';

// The one place the bot reads process.env: everything else receives a validated BotConfig.
const configSchema = z.object({
  /** The token @BotFather gave; without it the bot does not start. */
  TELEGRAM_BOT_TOKEN: z.string().min(1),
  /** The bot's username without `@` (e.g. `mesto_city_bot`): links and the login widget name it. */
  TELEGRAM_BOT_NAME: z.string().optional(),
  /** Where the API listens; the bot never opens the database, it calls the API's internal routes. */
  MESTO_API_URL: z.url().default('http://127.0.0.1:3000'),
  /** Shared with the API (its BOT_INTERNAL_SECRET): sent as `x-mesto-bot-secret` on every internal call. */
  BOT_INTERNAL_SECRET: z.string().min(16),
  /**
   * The public HTTPS address Telegram posts updates to (production). Unset: the bot polls Telegram (local runs).
   * Set: the bot serves that path on BOT_WEBHOOK_PORT and registers the address with Telegram.
   */
  TELEGRAM_WEBHOOK_URL: z.url().optional(),
  /** Telegram sends it back in `X-Telegram-Bot-Api-Secret-Token`, so only Telegram can post updates. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,256}$/)
    .optional(),
  /** A Bot API server of one's own (https://github.com/tdlib/telegram-bot-api) instead of api.telegram.org. */
  TELEGRAM_API_ROOT: z.url().optional(),
  BOT_WEBHOOK_HOST: z.string().default('127.0.0.1'),
  BOT_WEBHOOK_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** The visitor site and the business panel, for links in answers. */
  SITE_URL: z.url().default('http://localhost:4173'),
  BUSINESS_URL: z.url().default('http://localhost:4174'),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug', 'silent']).default('info'),
});

export type BotConfig = z.infer<typeof configSchema>;

/** The bot's secrets, each of which may come from a file named by `<NAME>_FILE` (compose secrets). */
const SECRET_FILE_SETTINGS = ['TELEGRAM_BOT_TOKEN', 'BOT_INTERNAL_SECRET', 'TELEGRAM_WEBHOOK_SECRET'] as const;

export function loadConfig(given: Record<string, string | undefined> = process.env): BotConfig {
  let source: Record<string, string | undefined>;
  try {
    source = withSecretFiles(given, SECRET_FILE_SETTINGS, (path) => readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid bot configuration: ${(error as Error).message}`);
  }
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid bot configuration: ${problems}`);
  }
  return parsed.data;
}

/** Settings for tests: defaults plus overrides, without reading the process environment. */
export function testConfig(overrides: Partial<BotConfig> = {}): BotConfig {
  return configSchema.parse({
    TELEGRAM_BOT_TOKEN: '123456:test-bot-token',
    TELEGRAM_BOT_NAME: 'mesto_test_bot',
    BOT_INTERNAL_SECRET: 'test-bot-internal-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
