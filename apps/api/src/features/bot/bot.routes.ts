import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { requireBotSecret } from './internal-auth.ts';

/**
 * The internal routes of the Telegram bot (apps/bot), under /api/internal/bot: the bot never opens the database
 * (the embedded PGlite allows one process per data folder) and calls these with the shared BOT_INTERNAL_SECRET.
 * They are left out of the public OpenAPI document.
 */
export const botInternalRoutes =
  (env: Env): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
    });
    app.addHook('preHandler', requireBotSecret(env));

    app.get(
      '/ping',
      {
        schema: {
          summary: 'The bot reaches the API with the right secret',
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async () => ({ ok: true as const }),
    );
  };
