import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { userSubscriptions } from '../../db/schema.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { fieldError, unauthorized } from '../../lib/errors.ts';
import { afterCursor, cursorValue, encodeCursor, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import { page } from '../../lib/schemas.ts';
import { findUser } from '../../lib/user-card.ts';
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
import {
  findTarget,
  kindCondition,
  notFoundMessage,
  requireTarget,
  type SubscriptionRow,
  statusOf,
  targetColumn,
  targetVisible,
  toSubscriptionItems,
} from './subscriptions.service.ts';

// Following people, places, organisations and event lists (user_subscriptions). Who follows whom is public, as on
// most social networks: anyone may list a person's subscriptions and the followers of anything they can see.
// Following is what FRIENDS visibility rests on (mutual followers), so subscribe and unsubscribe are idempotent and
// safe under concurrency: one row per subscriber and target, kept so by the unique index.

const s = userSubscriptions;
const tags = ['user-subscriptions'];
const SORT_NAME = 'newest';
const newest: Sort = { keys: [{ expression: s.createdAt, direction: 'desc', kind: 'timestamp' }] };

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
  /** Runs a write in a transaction; a target deleted meanwhile is the caller's 400, not a 500. */
  const write = async <T>(
    kind: SubscriptionKindValue,
    field: string,
    step: (tx: Database) => Promise<T>,
  ): Promise<T> => {
    try {
      return await app.db.transaction((tx) => step(tx as unknown as Database));
    } catch (error) {
      if (foreignKeyViolation(error)) throw fieldError(field, notFoundMessage[kind], 'TARGET_NOT_FOUND');
      throw error;
    }
  };

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
      return write(kind, field, async (tx) => {
        // Parallel requests meet at the unique index: one inserts, the others do nothing.
        await tx
          .insert(s)
          .values({ subscriberId: viewer.id, [columnKey(kind)]: targetId, createdAt: new Date() })
          .onConflictDoNothing();
        return statusOf(tx, viewer, kind, targetId);
      });
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
      return write(kind, field, async (tx) => {
        await tx.delete(s).where(and(eq(s.subscriberId, viewer.id), eq(targetColumn[kind], targetId)));
        return statusOf(tx, viewer, kind, targetId);
      });
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
      const { viewer } = request;
      const query = request.query;
      const target = queryTarget(query);
      const empty = { items: [], nextCursor: null };
      // The cursor first: a forged one is the caller's 400 whatever else the query says.
      const after = afterCursor(s.id, SORT_NAME, newest, query.cursor);
      const conditions: (SQL | undefined)[] = [targetVisible(viewer), after];

      if (query.subscriber !== undefined) {
        const subscriber = await findUser(app.db, query.subscriber);
        if (!subscriber) return empty;
        conditions.push(eq(s.subscriberId, subscriber.id));
      } else if (!target) {
        if (!viewer) throw fieldError('subscriber', subscriptionMessages.whoseSubscriptions);
        conditions.push(eq(s.subscriberId, viewer.id));
      }
      if (target) {
        // Followers of something the viewer may not see are as absent as the thing itself.
        const targetId = await findTarget(app.db, viewer, target.kind, target.key, true);
        if (!targetId) return empty;
        conditions.push(eq(targetColumn[target.kind], targetId));
      }
      if (query.kind) conditions.push(kindCondition(query.kind));

      const rows = await app.db
        .select()
        .from(s)
        .where(and(...conditions))
        .orderBy(...orderBy(s.id, newest))
        .limit(query.limit + 1);
      const result = toPage(
        rows,
        query.limit,
        (row) => encodeCursor(SORT_NAME, [cursorValue(row.createdAt, 'timestamp')], row.id),
        (row) => row,
      );
      return {
        items: await toSubscriptionItems(app.db, result.items as SubscriptionRow[]),
        nextCursor: result.nextCursor,
      };
    },
  );
};

/** The insert key of the target column of each kind. */
function columnKey(kind: SubscriptionKindValue): 'userId' | 'placeId' | 'organisationId' | 'eventListId' {
  return targetNames[kind].field;
}
