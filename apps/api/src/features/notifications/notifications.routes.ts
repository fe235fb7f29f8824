import { CHATS_NAMESPACE } from '@mesto/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { unauthorized } from '../../lib/errors.ts';
import { botOnlyRoutes } from '../../lib/internal-auth.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import {
  Affected,
  ClaimBody,
  ClaimResult,
  FailedBody,
  Ids,
  NotificationSettings,
  NotificationSettingsUpdate,
} from './notifications.schemas.ts';
import { claimNotifications, markBlocked, markFailed, markSent, periodicSweep } from './outbox.service.ts';
import { settingsOf, updateSettings } from './settings.service.ts';
import type { Vapid } from './vapid.ts';

const tags = ['notifications'];

/** A person's own notification settings: what they are told, where (Telegram, browsers), and when it keeps quiet. */
export const notificationSettingsRoutes =
  (vapid: Vapid): FastifyPluginAsyncZod =>
  async (app) => {
    const context = { pushAvailable: vapid.available };

    app.get(
      '/notification-settings',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'The caller’s notification settings (Telegram bot, browsers)',
          response: { 200: NotificationSettings, 401: errorResponses[401] },
        },
      },
      async (request) => {
        if (!request.viewer) throw unauthorized();
        return settingsOf(app.db, request.viewer.id, context);
      },
    );

    app.post(
      '/notification-settings',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'Change the caller’s notification settings; fields not sent stay as they are',
          body: NotificationSettingsUpdate,
          response: { 200: NotificationSettings, 400: errorResponses[400], 401: errorResponses[401] },
        },
      },
      async (request) => {
        if (!request.viewer) throw unauthorized();
        return updateSettings(app.db, request.viewer.id, request.body, context);
      },
    );
  };

/** Apps whose last question across the nodes failed: their outage is logged once, not once per person asked. */
const askingLocally = new WeakSet<FastifyInstance>();

/**
 * Whether the person has the site open anywhere (a socket in /chats on any node, through the Redis adapter). While
 * Redis is away the question across nodes fails at once; this node's own sockets answer then, so a person with the
 * site open here is still not sent a Telegram message or a push (one open on another node may be).
 */
export async function hasOpenSocket(app: FastifyInstance, userId: string): Promise<boolean> {
  const chats = app.io.of(CHATS_NAMESPACE);
  const room = `user:${userId}`;
  try {
    const sockets = await chats.in(room).fetchSockets();
    if (askingLocally.delete(app)) app.log.info('open sockets are looked up on every API node again');
    return sockets.length > 0;
  } catch (error) {
    if (!askingLocally.has(app)) {
      askingLocally.add(app);
      app.log.warn(
        { err: error },
        'open sockets cannot be looked up on the other API nodes (Redis is away): only this node’s are counted',
      );
    }
    return (await chats.local.in(room).fetchSockets()).length > 0;
  }
}

/**
 * The bot's side of the outbox, under /api/internal/notifications: claim a batch, then say how each message went.
 * Only the bot (BOT_INTERNAL_SECRET) may call them; they stay out of the public OpenAPI document.
 */
export const notificationsInternalRoutes =
  (env: Env): FastifyPluginAsyncZod =>
  async (app) => {
    botOnlyRoutes(app, env);
    const sweep = periodicSweep();

    app.post(
      '/claim',
      { schema: { summary: 'Claim due notifications under a lease', body: ClaimBody, response: { 200: ClaimResult } } },
      async (request) => {
        await sweep(app.db);
        const notifications = await claimNotifications(app.db, request.body, (userId) => hasOpenSocket(app, userId));
        return { notifications };
      },
    );

    app.post(
      '/sent',
      { schema: { summary: 'The notifications went out', body: Ids, response: { 200: Affected } } },
      async (request) => ({ affected: await markSent(app.db, request.body.ids) }),
    );

    app.post(
      '/failed',
      {
        schema: {
          summary: 'Sending failed: retry after the time given (429), with back-off, or never (permanent)',
          body: FailedBody,
          response: { 200: Affected },
        },
      },
      async (request) => ({ affected: await markFailed(app.db, request.body) }),
    );

    app.post(
      '/blocked',
      {
        schema: {
          summary: 'Telegram answered 403: the person blocked the bot; mark them and drop what waits',
          body: Ids,
          response: { 200: Affected },
        },
      },
      async (request) => ({ affected: await markBlocked(app.db, request.body.ids) }),
    );
  };
