import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, unauthorized } from '../../lib/errors.ts';
import { page } from '../../lib/schemas.ts';
import { sessionRequired, type Viewer } from '../../plugins/auth.ts';
import {
  SUBSCRIPTION_KINDS,
  type SubscriptionKindValue,
  SubscriptionListQuery,
  SubscriptionStatus,
  SubscriptionStatusQuery,
  SubscriptionTarget,
  targetNames,
  UserSubscription,
} from './subscription.schemas.ts';
import { subscriptionMessages } from './subscriptions.messages.ts';
import { requireTarget, statusOf, subscribe, subscriptionsPage, unsubscribe } from './subscriptions.service.ts';

// Following people, places, organisations and event lists (user_subscriptions). Who follows whom is public, as on
// most social networks: anyone may list a person's subscriptions and the followers of anything they can see.
// Following is what FRIENDS visibility rests on (mutual followers), so subscribe and unsubscribe are idempotent and
// safe under concurrency: one row per subscriber and target, kept so by the unique index.

const tags = ['user-subscriptions'];

type TargetFields = { userId?: string; placeId?: string; organisationId?: string; eventListId?: string };
type TargetParams = { user?: string; place?: string; organisation?: string; eventList?: string };

/** The one target a body names: its kind, the field it came in and the key. */
function bodyTarget(body: TargetFields): { kind: SubscriptionKindValue; field: string; key: string } {
  for (const kind of SUBSCRIPTION_KINDS) {
    const field = targetNames[kind].field;
    const key = body[field];
    if (key !== undefined) return { kind, field, key };
  }
  // The body schema lets no body through without a target.
  throw fieldError('userId', subscriptionMessages.chooseTarget);
}

function queryTarget(query: TargetParams): { kind: SubscriptionKindValue; param: string; key: string } | null {
  for (const kind of SUBSCRIPTION_KINDS) {
    const param = targetNames[kind].param;
    const key = query[param];
    if (key !== undefined) return { kind, param, key };
  }
  return null;
}

const requireViewer = (viewer: Viewer | null): Viewer => {
  if (!viewer) throw unauthorized();
  return viewer;
};

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user-subscriptions/subscribe',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'Follow a person, place, organisation or event list; following twice is following once',
        body: SubscriptionTarget,
        response: { 200: SubscriptionStatus },
      },
    },
    async (request) => {
      const viewer = requireViewer(request.viewer);
      const { kind, field, key } = bodyTarget(request.body);
      const targetId = await requireTarget(app.db, viewer, kind, key, field, true);
      if (kind === 'USER' && targetId === viewer.id) {
        throw fieldError(field, subscriptionMessages.selfFollow, 'SELF_FOLLOW');
      }
      return subscribe(app.db, viewer, kind, field, targetId);
    },
  );

  app.post(
    '/user-subscriptions/unsubscribe',
    {
      config: sessionRequired,
      schema: {
        tags,
        summary: 'Stop following; not following already is fine',
        body: SubscriptionTarget,
        response: { 200: SubscriptionStatus },
      },
    },
    async (request) => {
      const viewer = requireViewer(request.viewer);
      const { kind, field, key } = bodyTarget(request.body);
      // One may leave a place that has since become a draft, so any existing target will do.
      const targetId = await requireTarget(app.db, viewer, kind, key, field, false);
      return unsubscribe(app.db, viewer, kind, field, targetId);
    },
  );

  app.get(
    '/user-subscriptions/status',
    {
      schema: {
        tags,
        summary: 'Whether the caller follows a target, whether a person follows back, and the follower count',
        querystring: SubscriptionStatusQuery,
        response: { 200: SubscriptionStatus },
      },
    },
    async (request) => {
      const target = queryTarget(request.query);
      if (!target) throw fieldError('user', subscriptionMessages.chooseStatusTarget);
      const targetId = await requireTarget(app.db, request.viewer, target.kind, target.key, target.param, true);
      return statusOf(app.db, request.viewer, target.kind, targetId);
    },
  );

  app.get(
    '/user-subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscriptions, newest first: what a subscriber follows (default: the caller) or who follows a target',
        querystring: SubscriptionListQuery,
        response: { 200: page(UserSubscription) },
      },
    },
    async (request) => {
      return subscriptionsPage(app.db, request.viewer, request.query, queryTarget(request.query));
    },
  );
};
