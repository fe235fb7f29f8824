import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { ApiError, fieldError, notFound, unauthorized } from '../../lib/errors.ts';
import { errorResponses, Ok } from '../../lib/schemas.ts';
import { sessionRequired, type Viewer } from '../../plugins/auth.ts';
import { notificationMessages } from './notifications.messages.ts';
import { hasOpenSocket } from './notifications.routes.ts';
import {
  PushKey,
  PushSubscriptionBody,
  PushSubscriptionItem,
  PushSubscriptionList,
  PushSubscriptionParams,
} from './notifications.schemas.ts';
import { deletePushSubscription, endpointProblem, pushSubscriptionsOf, savePushSubscription } from './push.service.ts';
import { type PushDelivery, startPushDelivery } from './push-delivery.ts';
import type { Vapid } from './vapid.ts';

// Notifications in browsers (Web Push), under /api/notifications/push: the key a browser subscribes with, and the
// person's own subscriptions. What goes to them is the outbox's (push-delivery.ts sends it from this process).

const tags = ['notifications'];
const text = notificationMessages.push;

const requireViewer = (viewer: Viewer | null): Viewer => {
  if (!viewer) throw unauthorized();
  return viewer;
};

/** Browser notifications are off on this site (production without VAPID keys). */
const pushOff = () => new ApiError(404, text.off, 'PUSH_OFF');

const itemOf = (row: Awaited<ReturnType<typeof pushSubscriptionsOf>>[number]) => ({
  id: row.id,
  endpoint: row.endpoint,
  label: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

export const pushRoutes =
  (env: Env, vapid: Vapid): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications/push/key',
      {
        schema: {
          tags,
          summary: 'The public VAPID key browsers subscribe with (404 PUSH_OFF when browser notifications are off)',
          response: { 200: PushKey, 404: errorResponses[404] },
        },
      },
      async (_request, reply) => {
        if (!vapid.available) throw pushOff();
        // The key changes only with the server's settings: a browser may keep it for a while.
        reply.header('cache-control', 'public, max-age=300');
        return { publicKey: vapid.keys().publicKey };
      },
    );

    app.get(
      '/notifications/push/subscriptions',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'The browsers the caller turned notifications on in, the oldest first',
          response: { 200: PushSubscriptionList, 401: errorResponses[401] },
        },
      },
      async (request) => ({
        items: (await pushSubscriptionsOf(app.db, requireViewer(request.viewer).id)).map(itemOf),
      }),
    );

    app.post(
      '/notifications/push/subscriptions',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'Store (or refresh) this browser’s subscription for the caller',
          description:
            'The body is `PushSubscription.toJSON()`. The endpoint must be https on a named host; the keys a P-256 ' +
            'point and a 16-byte secret, base64url (400 naming `endpoint`, `keys.p256dh` or `keys.auth`). The same ' +
            'endpoint again updates it, and moves it to the caller if another account had it.',
          body: PushSubscriptionBody,
          response: { 200: PushSubscriptionItem, ...errorResponses },
        },
      },
      async (request) => {
        const viewer = requireViewer(request.viewer);
        if (!vapid.available) throw pushOff();
        const problem = endpointProblem(request.body.endpoint, env.PUSH_ALLOW_HTTP_ENDPOINTS);
        if (problem) throw fieldError('endpoint', text[problem]);
        const saved = await savePushSubscription(app.db, viewer.id, request.body, request.headers['user-agent']);
        return itemOf(saved);
      },
    );

    app.delete(
      '/notifications/push/subscriptions/:id',
      {
        config: sessionRequired,
        schema: {
          tags,
          summary: 'Turn notifications off in one of the caller’s browsers (404 for any other id)',
          params: PushSubscriptionParams,
          response: { 200: Ok, ...errorResponses },
        },
      },
      async (request) => {
        const viewer = requireViewer(request.viewer);
        if (!(await deletePushSubscription(app.db, viewer.id, request.params.id))) throw notFound(text.notFound);
        return { ok: true as const };
      },
    );

    // The sender of this process (PUSH_DELIVERY=on and keys available): started once the app is ready, stopped
    // before it closes (its batch finished: the database is still open then).
    if (env.PUSH_DELIVERY === 'on' && vapid.available) {
      let delivery: PushDelivery | undefined;
      app.addHook('onReady', async () => {
        delivery = startPushDelivery({
          db: app.db,
          vapid: () => vapid.keys(),
          businessUrl: env.BUSINESS_URL,
          isOnline: (userId) => hasOpenSocket(app, userId),
          log: app.log,
        });
      });
      app.addHook('preClose', async () => {
        await delivery?.stop();
      });
    }
  };
