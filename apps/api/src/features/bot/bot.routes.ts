import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { unauthorized } from '../../lib/errors.ts';
import { botOnlyRoutes } from '../../lib/internal-auth.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import {
  AnnouncementIntake,
  AnnouncementReceipt,
  BotEvent,
  BotPlace,
  BotUser,
  LimitQuery,
  NearQuery,
  TelegramAccount,
  TelegramIdParams,
} from './bot.schemas.ts';
import {
  bindTelegram,
  followedEvents,
  nearby,
  takeAnnouncement,
  telegramBindingOf,
  toBotUser,
  tonight,
  unbindTelegram,
  userOfTelegram,
} from './bot.service.ts';

/**
 * The internal routes of the Telegram bot (apps/bot), under /api/internal/bot: the bot never opens the database
 * (the embedded PGlite allows one process per data folder) and calls these with the shared BOT_INTERNAL_SECRET.
 * They are left out of the public OpenAPI document.
 */
export const botInternalRoutes =
  (env: Env): FastifyPluginAsyncZod =>
  async (app) => {
    botOnlyRoutes(app, env);

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

    app.post(
      '/bind',
      {
        schema: {
          summary: 'Link a Telegram account to the user who generated the binding token',
          body: z.object({ token: z.string().min(1).max(200), telegram: TelegramAccount }),
          response: { 200: z.object({ user: BotUser }) },
        },
      },
      async (request) => {
        const user = await bindTelegram(app.db, request.body.token, request.body.telegram);
        return { user: toBotUser(user) };
      },
    );

    app.post(
      '/unbind',
      {
        schema: {
          summary: 'Unlink a Telegram account from its user',
          body: z.object({ telegramId: TelegramAccount.shape.id }),
          response: { 200: z.object({ unbound: z.boolean() }) },
        },
      },
      async (request) => ({ unbound: await unbindTelegram(app.db, { telegramId: request.body.telegramId }) }),
    );

    app.get(
      '/users/:telegramId',
      {
        schema: {
          summary: 'The user a Telegram account is bound to, or null',
          params: TelegramIdParams,
          response: { 200: z.object({ user: BotUser.nullable() }) },
        },
      },
      async (request) => {
        const user = await userOfTelegram(app.db, request.params.telegramId);
        return { user: user ? toBotUser(user) : null };
      },
    );

    app.get(
      '/today',
      {
        schema: {
          summary: 'What is on tonight: events not over yet that start before the night ends',
          querystring: LimitQuery,
          response: { 200: z.object({ events: z.array(BotEvent) }) },
        },
      },
      async (request) => ({ events: await tonight(app, request.query.limit) }),
    );

    app.get(
      '/near',
      {
        schema: {
          summary: 'Places open now and tonight’s events around a point',
          querystring: NearQuery,
          response: { 200: z.object({ places: z.array(BotPlace), events: z.array(BotEvent) }) },
        },
      },
      async (request) => {
        const { latitude, longitude, radius, limit } = request.query;
        return nearby(app, { latitude, longitude, radius }, limit);
      },
    );

    app.get(
      '/following/:telegramId',
      {
        schema: {
          summary: 'Upcoming events of the places the bound user follows',
          params: TelegramIdParams,
          querystring: LimitQuery,
          response: { 200: z.object({ bound: z.boolean(), events: z.array(BotEvent) }) },
        },
      },
      async (request) => {
        const user = await userOfTelegram(app.db, request.params.telegramId);
        if (!user) return { bound: false, events: [] };
        return { bound: true, events: await followedEvents(app, user.id, request.query.limit) };
      },
    );

    app.post(
      '/announcements',
      {
        schema: {
          summary: 'A forwarded channel post becomes an external announcement (managers of announcements only)',
          body: AnnouncementIntake,
          response: { 200: z.object({ announcement: AnnouncementReceipt.extend({ created: z.boolean() }) }) },
        },
      },
      async (request) => ({ announcement: await takeAnnouncement(app, request.body) }),
    );
  };

/**
 * The site's own routes about Telegram: which bot this environment has (the login button and the binding link name
 * it), the signed-in user's binding, and unbinding from the profile editor.
 */
export const telegramBindingRoutes =
  (env: Env): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];

    app.get(
      '/auth/telegram-bot',
      {
        schema: {
          tags,
          summary: 'The Telegram bot of this environment: its name, and whether signing in with Telegram works',
          response: {
            200: z
              .object({ botName: z.string().nullable(), loginEnabled: z.boolean() })
              .meta({ id: 'TelegramBotInfo' }),
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return {
          botName: env.TELEGRAM_BOT_NAME ?? null,
          loginEnabled: Boolean(env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_BOT_NAME),
        };
      },
    );

    app.get(
      '/auth/telegram-binding',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'Whether a Telegram account is bound to the current user, and which',
          response: {
            200: z.object({ bound: z.boolean(), username: z.string().nullable() }).meta({ id: 'TelegramBinding' }),
          },
        },
      },
      async (request, reply) => {
        if (!request.viewer) throw unauthorized();
        reply.header('cache-control', 'no-store');
        return telegramBindingOf(app.db, request.viewer.id);
      },
    );

    app.post(
      '/auth/unbind-telegram',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'Unlink the Telegram account bound to the current user',
          response: { 200: z.object({ bound: z.literal(false), unbound: z.boolean() }) },
        },
      },
      async (request) => {
        if (!request.viewer) throw unauthorized();
        return { bound: false as const, unbound: await unbindTelegram(app.db, { userId: request.viewer.id }) };
      },
    );
  };
