import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { ApiError, notFound, unauthorized } from './errors.ts';

// The internal routes only the bot may call (features/bot, and notifications' delivery for the bot), closed by the
// shared secret. In lib because more than one feature declares such routes.

/** What a caller without the secret is told. */
const secretMessages = {
  internalOff: 'Внутренний доступ бота выключен: задайте BOT_INTERNAL_SECRET для API и бота',
  badSecret: 'Неверный секрет бота',
} as const;

/** The header the bot sends its shared secret in (apps/bot/src/internal-api.ts). */
export const BOT_SECRET_HEADER = 'x-mesto-bot-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the secret, compared in constant time (digests make the lengths equal). */
export function secretMatches(given: string | undefined, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * An onRequest hook for the internal bot routes: only a caller presenting BOT_INTERNAL_SECRET in `x-mesto-bot-secret` gets
 * through (401 otherwise); with no secret configured the routes are off (503), so an unset secret never opens them.
 */
export function requireBotSecret(env: Pick<Env, 'BOT_INTERNAL_SECRET'>) {
  return async function requireBotSecret(request: FastifyRequest) {
    const secret = env.BOT_INTERNAL_SECRET;
    if (!secret) throw new ApiError(503, secretMessages.internalOff, 'BOT_INTERNAL_OFF');
    const header = request.headers[BOT_SECRET_HEADER];
    if (!secretMatches(Array.isArray(header) ? header[0] : header, secret)) {
      throw unauthorized(secretMessages.badSecret, 'BOT_SECRET');
    }
  };
}

/**
 * Makes every route of `app` (an encapsulated plugin under /api/internal/…) one for the bot alone: left out of the
 * public OpenAPI document, and refused without the shared secret on request, before the body is parsed or validated,
 * so a caller without it learns nothing of the routes or their shapes (a 400 naming fields would tell). The one way
 * an internal route is declared; `http/internal-first.test.ts` checks every registered one.
 */
export function botOnlyRoutes(app: FastifyInstance, env: Pick<Env, 'BOT_INTERNAL_SECRET'>) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
  });
  app.addHook('onRequest', requireBotSecret(env));
  // An address under the prefix that is not a route answers like one that is, until the secret is shown: a 404 would
  // tell a prober which names exist.
  app.setNotFoundHandler(async () => {
    throw notFound();
  });
}
