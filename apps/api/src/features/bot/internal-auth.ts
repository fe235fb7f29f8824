import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import { ApiError, unauthorized } from '../../lib/errors.ts';
import { botMessages } from './bot.messages.ts';

/** The header the bot sends its shared secret in (apps/bot/src/internal-api.ts). */
export const BOT_SECRET_HEADER = 'x-mesto-bot-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the secret, compared in constant time (digests make the lengths equal). */
export function secretMatches(given: string | undefined, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * A preHandler for the internal bot routes: only a caller presenting BOT_INTERNAL_SECRET in `x-mesto-bot-secret` gets
 * through (401 otherwise); with no secret configured the routes are off (503), so an unset secret never opens them.
 */
export function requireBotSecret(env: Pick<Env, 'BOT_INTERNAL_SECRET'>) {
  return async function requireBotSecret(request: FastifyRequest) {
    const secret = env.BOT_INTERNAL_SECRET;
    if (!secret) throw new ApiError(503, botMessages.internalOff, 'BOT_INTERNAL_OFF');
    const header = request.headers[BOT_SECRET_HEADER];
    if (!secretMatches(Array.isArray(header) ? header[0] : header, secret)) {
      throw unauthorized(botMessages.badSecret, 'BOT_SECRET');
    }
  };
}
