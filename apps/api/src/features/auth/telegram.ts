import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The Telegram Login Widget payload (https://core.telegram.org/widgets/login#receiving-authorization-data). */
export const TelegramLoginPayload = z
  .object({
    id: z.coerce.number().int().positive(),
    first_name: z.string().max(256),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.string().max(2048).optional(),
    auth_date: z.coerce.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/, 'Подпись должна быть 64 шестнадцатеричными символами'),
  })
  .meta({ id: 'TelegramLoginPayload' });
export type TelegramLoginPayload = z.infer<typeof TelegramLoginPayload>;

export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 24 * 3600;

/** The data-check-string: every field but `hash`, as `key=value`, sorted by key, joined by newlines. */
export function telegramCheckString(payload: Record<string, string | number | undefined>): string {
  return Object.entries(payload)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** HMAC-SHA256 of the check string with SHA256(bot token) as the key, hex. */
export function telegramHash(payload: Record<string, string | number | undefined>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(telegramCheckString(payload)).digest('hex');
}

export type TelegramVerdict = 'ok' | 'bad-hash' | 'expired';

export function verifyTelegramLogin(
  payload: TelegramLoginPayload,
  botToken: string,
  now = Date.now(),
): TelegramVerdict {
  const expected = Buffer.from(telegramHash(payload, botToken), 'hex');
  const given = Buffer.from(payload.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-hash';
  if (now / 1000 - payload.auth_date > TELEGRAM_AUTH_MAX_AGE_SECONDS) return 'expired';
  return 'ok';
}
