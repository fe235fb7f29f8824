import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client.ts';
import { type Env, isProduction } from './env.ts';
import { announcementsRoutes } from './features/announcements/announcements.routes.ts';
import { attendanceRoutes } from './features/attendance/attendance.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { blocksRoutes } from './features/blocks/blocks.routes.ts';
import { botInternalRoutes, telegramBindingRoutes } from './features/bot/bot.routes.ts';
import { cardsRoutes } from './features/cards/cards.routes.ts';
import { chatMessageModerated } from './features/chats/chats.moderated.ts';
import { chatsRoutes } from './features/chats/chats.routes.ts';
import { calendarRoutes } from './features/events/calendar.routes.ts';
import { eventListsRoutes } from './features/events/event-lists.routes.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import { feedRoutes } from './features/feed/feed.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { type FileStorage, storageOf } from './features/files/storage.ts';
import { healthProbeRoutes, healthRoutes } from './features/health/health.routes.ts';
import { complaintsRoutes, moderationRoutes } from './features/moderation/moderation.routes.ts';
import { moderationOf } from './features/moderation/registry.ts';
import {
  notificationSettingsRoutes,
  notificationsInternalRoutes,
} from './features/notifications/notifications.routes.ts';
import { notifyFollowedEvent, notifyModerationDecision } from './features/notifications/notifications.service.ts';
import { pushRoutes } from './features/notifications/push.routes.ts';
import { vapidOf } from './features/notifications/vapid.ts';
import { analysisReportsRoutes } from './features/opinions/analysis-reports.routes.ts';
import { feedbackModerated } from './features/opinions/feedbacks.moderated.ts';
import { feedbacksRoutes } from './features/opinions/feedbacks.routes.ts';
import { opinionModerated } from './features/opinions/opinions.moderated.ts';
import { opinionsRoutes } from './features/opinions/opinions.routes.ts';
import { bindsRoutes } from './features/organisations/binds.routes.ts';
import { organisationsRoutes } from './features/organisations/organisations.routes.ts';
import { placeFeaturesRoutes } from './features/place-features/place-features.routes.ts';
import { placesRoutes } from './features/places/places.routes.ts';
import { roomModerated } from './features/rooms/rooms.moderated.ts';
import { roomsRoutes } from './features/rooms/rooms.routes.ts';
import { sitemapRoutes } from './features/sitemap/sitemap.routes.ts';
import { sourcesInternalRoutes, sourcesRoutes } from './features/sources/sources.routes.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { profileModerated } from './features/users/users.moderated.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { visitsRoutes } from './features/visits/visits.routes.ts';
import { serializeError } from './lib/error-log.ts';
import { requestIdGenerator } from './lib/request-id.ts';
import { responseSerializer } from './lib/serializer.ts';
import { revokeSessions } from './lib/sessions.ts';
import { authPlugin } from './plugins/auth.ts';
import { countersPlugin } from './plugins/counters.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { inputSafetyPlugin } from './plugins/input-safety.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { textIntelligencePlugin } from './plugins/text-intelligence.ts';

// Validation messages reach people: Russian, like the rest of the interface.
z.config(z.locales.ru());

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** Close the database when the app closes (false when a test shares one database between apps). */
  closeDatabase?: boolean;
  storage?: FileStorage;
  /** Where log lines go instead of stdout, at LOG_LEVEL (tests read what would have been logged). */
  logStream?: Writable;
  /** Apply pending migrations before serving (default); production runs them as a step of its own. */
  migrate?: boolean;
};

function loggerOptions(env: Env, logStream: Writable | undefined): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent' && !logStream) return false;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
    ...(logStream
      ? { stream: logStream }
      : // JSON lines for machines; readable lines for a person at a terminal on a local machine.
        !isProduction(env) && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
  };
}

/** Builds the whole API without listening; `server.ts` is the only file that listens. */
export async function buildApp({
  env,
  database,
  closeDatabase = true,
  storage,
  logStream,
  migrate = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env, logStream),
    // Forwarded headers are believed only from the configured proxies: from anyone else they would let a caller
    // choose the address that per-address limits count and sessions record.
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    frameworkErrors,
    // Every log line of a request carries its id (reqId), and its response the X-Request-Id header (metrics plugin).
    genReqId: requestIdGenerator(env.TRUSTED_PROXIES),
    // Starting the embedded PostgreSQL (initdb, migrations) can take longer than Fastify's default 10 s on a busy
    // machine: over 2 min at a load average of 27. A limit on a hang, as the fault drills' API_START_BUDGET_MS.
    pluginTimeout: 300_000,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('moderationBrakes', env.MODERATION_BRAKES === 'on');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer((env.CHECK_RESPONSES ?? (isProduction(env) ? 'off' : 'on')) === 'on'));

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { env });
  await app.register(lifecyclePlugin);
  await app.register(cookie);
  // The apps normally reach the API on their own host (/api); an app served from another origin of the allowlist
  // (VITE_API_URL) may call it with credentials too.
  await app.register(cors, { origin: env.ALLOWED_ORIGINS, credentials: true, maxAge: 600 });
  await app.register(multipart, { limits: { fileSize: env.MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(inputSafetyPlugin);
  await app.register(dbPlugin, {
    handle: database,
    closeWithApp: closeDatabase,
    migrate,
    readYourWritesSeconds: env.READ_YOUR_WRITES_SECONDS,
  });
  await app.register(metricsPlugin, { env, database });
  await app.register(countersPlugin, { env });
  await app.register(authPlugin, { env });
  await app.register(idempotencyPlugin, { claimSeconds: env.IDEMPOTENCY_CLAIM_SECONDS });
  await app.register(openapiPlugin);
  await app.register(realtimePlugin, { env });
  await app.register(textIntelligencePlugin, { env });

  const fileStorage = storage ?? storageOf(env);
  // Browser notifications' keys: read (or, outside production, generated in DATA_DIR) when first needed.
  const vapid = vapidOf(env);
  // Moderation decides on other features' items through the kinds they describe, and reaches notifications and
  // sessions through what is given here: it imports none of them, and they do not import it.
  const moderation = moderationOf(
    [opinionModerated, feedbackModerated, roomModerated, chatMessageModerated, profileModerated],
    {
      notifyDecision: notifyModerationDecision,
      endSessions: (db, userId) => revokeSessions(db, { userId }, 'account-hidden'),
    },
  );
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(healthProbeRoutes);
      await api.register(authRoutes(env, fileStorage));
      await api.register(usersRoutes);
      await api.register(organisationsRoutes);
      await api.register(bindsRoutes);
      await api.register(placeFeaturesRoutes);
      // Reports of misread opinions live under /places (they are a place team's); opinions owns them.
      await api.register(analysisReportsRoutes);
      await api.register(placesRoutes);
      await api.register(eventListsRoutes);
      await api.register(eventsRoutes, { eventPublished: notifyFollowedEvent });
      await api.register(announcementsRoutes, { eventPublished: notifyFollowedEvent });
      await api.register(sourcesRoutes, { env, eventPublished: notifyFollowedEvent });
      await api.register(calendarRoutes);
      await api.register(attendanceRoutes);
      await api.register(sitemapRoutes);
      await api.register(cardsRoutes);
      await api.register(opinionsRoutes, {
        removeAsModerator: (db, moderator, id) => moderation.removeAsModerator(db, moderator, 'OPINION', id),
      });
      await api.register(feedbacksRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(blocksRoutes);
      await api.register(visitsRoutes);
      await api.register(roomsRoutes);
      await api.register(chatsRoutes);
      await api.register(feedRoutes);
      await api.register(complaintsRoutes, { moderation });
      await api.register(moderationRoutes, { moderation });
      await api.register(statsRoutes(env));
      await api.register(filesRoutes(env, fileStorage));
      await api.register(telegramBindingRoutes(env));
      await api.register(botInternalRoutes(env), { prefix: '/internal/bot' });
      await api.register(sourcesInternalRoutes(env, notifyFollowedEvent), { prefix: '/internal/sources' });
      await api.register(notificationSettingsRoutes(vapid));
      await api.register(pushRoutes(env, vapid));
      await api.register(notificationsInternalRoutes(env), { prefix: '/internal/notifications' });
    },
    { prefix: '/api' },
  );

  return app;
}
