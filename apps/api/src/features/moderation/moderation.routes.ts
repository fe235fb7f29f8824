import { COMPLAINTS_PER_DAY, canModerate, ModerationAction } from '@mesto/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { moderationDecisions, moderationItems } from '../../db/schema.ts';
import { ApiError, conflict, fieldError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { afterCursor, encodeCursor, exactTime, orderBy, toPage } from '../../lib/keyset.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { complaintsToday, hasComplained, insertComplaint, lockPerson } from './complaints.service.ts';
import { inModeration } from './decisions.service.ts';
import { moderationMessages } from './moderation.messages.ts';
import {
  Complaint,
  ComplaintBody,
  ComplaintStatus,
  ComplaintTargetQuery,
  DecisionBody,
  DecisionsQuery,
  ItemParams,
  ModerationDecision,
  ModerationDecisions,
  ModerationItemDetails,
  ModerationQueue,
  QueueQuery,
} from './moderation.schemas.ts';
import {
  complaintsList,
  moderationItem,
  namesOf,
  QUEUE_SORTS,
  type QueueRow,
  queueCursor,
  sortTimeOf,
  toDecision,
} from './queue.service.ts';
import type { Moderation } from './registry.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** «Пожаловаться»: any signed-in person, on what they can see and did not write themselves. */
export const complaintsRoutes: FastifyPluginAsyncZod<{ moderation: Moderation }> = async (app, { moderation }) => {
  app.post(
    '/complaints',
    {
      config: sessionRequired,
      schema: {
        tags: ['moderation'],
        summary: `Complain about an opinion, a feedback, a room, a chat message or a profile: once per item, at most ${COMPLAINTS_PER_DAY} a day`,
        body: ComplaintBody,
        response: { 201: Complaint, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const { targetType, targetId, reason, text } = request.body;
      const row = await app.db.transaction(async (transaction) => {
        const db = transaction as unknown as Database;
        const target = await moderation.load(db, targetType, targetId);
        if (!target || !(await target.canView(viewer))) throw notFound(moderationMessages.targetNotFound);
        if (target.authorId === viewer.id) throw fieldError('targetId', moderationMessages.ownItem, 'OWN_ITEM');
        if (await hasComplained(db, viewer, targetType, targetId)) {
          throw conflict('targetId', moderationMessages.alreadyComplained, 'ALREADY_COMPLAINED');
        }
        // One person's complaints take turns: two sent at once cannot both slip under the day's limit.
        await lockPerson(db, viewer.id);
        if ((await complaintsToday(db, viewer.id)) >= COMPLAINTS_PER_DAY) {
          throw new ApiError(429, moderationMessages.tooManyComplaints, 'TOO_MANY_COMPLAINTS', undefined, {
            'retry-after': String(DAY_SECONDS),
          });
        }
        const written = await insertComplaint(db, viewer, target, { reason, text: text ?? '' });
        // Two sends of one complaint at once: the second finds the first's row.
        if (!written) throw conflict('targetId', moderationMessages.alreadyComplained, 'ALREADY_COMPLAINED');
        return written;
      });
      reply.code(201);
      return {
        id: row.id,
        targetType: row.targetType,
        targetId: row.targetId,
        reason: row.reason,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      };
    },
  );

  app.get(
    '/complaints/mine',
    {
      config: sessionRequired,
      schema: {
        tags: ['moderation'],
        summary: 'Whether the caller has already complained about an item (for «Жалоба отправлена»)',
        querystring: ComplaintTargetQuery,
        response: { 200: ComplaintStatus, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      return { complained: await hasComplained(app.db, viewer, request.query.targetType, request.query.targetId) };
    },
  );
};

/** The moderation queue, items, decisions and their log: ROOT and MODERATION only. */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: Moderation }> = async (app, { moderation }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.viewer) throw unauthorized();
    if (!canModerate(request.viewer)) throw forbidden(moderationMessages.forbidden);
  });

  app.get(
    '/moderation/queue',
    {
      config: sessionRequired,
      schema: {
        tags: ['moderation'],
        summary:
          'The moderation queue: items with open complaints (most complained about first), held by the automatic brakes, or decided on',
        querystring: QueueQuery,
        response: { 200: ModerationQueue, ...errorResponses },
      },
    },
    async (request) => {
      const { status, cursor, limit } = request.query;
      const { sort, where } = QUEUE_SORTS[status];
      const rows = (await app.db
        .select({
          targetType: moderationItems.targetType,
          targetId: moderationItems.targetId,
          authorId: moderationItems.authorId,
          openComplaints: moderationItems.openComplaints,
          lastComplaintAt: moderationItems.lastComplaintAt,
          heldReason: moderationItems.heldReason,
          heldAt: moderationItems.heldAt,
          lastDecisionAt: moderationItems.lastDecisionAt,
          createdAt: moderationItems.createdAt,
          sortAt: sql<string | null>`${sortTimeOf(status)}`,
        })
        .from(moderationItems)
        .where(and(where, afterCursor(moderationItems.targetId, status, sort, cursor)))
        .orderBy(...orderBy(moderationItems.targetId, sort))
        .limit(limit + 1)) as QueueRow[];
      const page = toPage(
        rows,
        limit,
        (row) => queueCursor(status, row),
        (row) => row,
      );
      const items = [];
      for (const row of page.items) {
        const target = await moderation.load(app.db, row.targetType, row.targetId);
        // An item gone since (its author deleted it, or the account) leaves the queue.
        if (target) items.push(await moderationItem(app.db, target));
      }
      return { items, nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/moderation/items/:targetType/:targetId',
    {
      config: sessionRequired,
      schema: {
        tags: ['moderation'],
        summary: 'One item as a moderator sees it: its text, author, history, complaints and decisions',
        params: ItemParams,
        response: { 200: ModerationItemDetails, ...errorResponses },
      },
    },
    async (request) => {
      const { targetType, targetId } = request.params;
      const target = await moderation.load(app.db, targetType, targetId);
      // What nobody complained about, the brakes did not hold and no moderator decided on is not the moderators' to
      // read by id (a note is its author's alone): the same 404 as an item that does not exist.
      if (!target || !(await inModeration(app.db, targetType, targetId))) {
        throw notFound(moderationMessages.itemNotFound);
      }
      return {
        ...(await moderationItem(app.db, target)),
        complaintsList: await complaintsList(app.db, targetType, targetId),
      };
    },
  );

  app.post(
    '/moderation/decisions',
    {
      config: sessionRequired,
      schema: {
        tags: ['moderation'],
        summary:
          'Decide on an item: KEEP (visible again, open complaints closed), HIDE (its author and team still see it, marked) or DELETE (only moderators see it); logged and reversible',
        body: DecisionBody,
        response: { 200: ModerationDecision, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const { targetType, targetId, action, reason } = request.body;
      if (targetType === 'USER' && action === ModerationAction.DELETE) {
        throw fieldError('action', moderationMessages.userNotDeleted, 'USER_NOT_DELETED');
      }
      const { row, endedSessions } = await app.db.transaction(async (transaction) => {
        const db = transaction as unknown as Database;
        const target = await moderation.load(db, targetType, targetId);
        // A moderator acts on what is in moderation, or on what they can see as anyone would (a public opinion met
        // on the site); never on what only its author sees.
        const reachable =
          target !== undefined && ((await inModeration(db, targetType, targetId)) || (await target.canView(viewer)));
        if (!target || !reachable) throw notFound(moderationMessages.itemNotFound);
        const decided = await moderation.decide(db, viewer, target, action, reason ?? '');
        return { row: decided, endedSessions: await moderation.endSessionsOfHidden(db, target, action) };
      });
      app.disconnectSessions(endedSessions);
      const names = await namesOf(app.db, [viewer.id]);
      return toDecision(row, names.get(viewer.id));
    },
  );

  app.get(
    '/moderation/decisions',
    {
      config: sessionRequired,
      schema: {
        tags: ['moderation'],
        summary: 'The log of moderation decisions, latest first; of one item when targetType and targetId are given',
        querystring: DecisionsQuery,
        response: { 200: ModerationDecisions, ...errorResponses },
      },
    },
    async (request) => {
      const { targetType, targetId, cursor, limit } = request.query;
      const d = moderationDecisions;
      const sort = { keys: [{ expression: d.createdAt, direction: 'desc' as const, kind: 'timestamp' as const }] };
      const conditions: (SQL | undefined)[] = [
        targetType ? eq(d.targetType, targetType) : undefined,
        targetId ? eq(d.targetId, targetId) : undefined,
        afterCursor(d.id, 'log', sort, cursor),
      ];
      const rows = await app.db
        .select({ row: d, at: sql<string>`${exactTime(d.createdAt)}` })
        .from(d)
        .where(and(...conditions))
        .orderBy(desc(d.createdAt), desc(d.id))
        .limit(limit + 1);
      const names = await namesOf(
        app.db,
        rows.map(({ row }) => row.moderatorId),
      );
      return toPage(
        rows,
        limit,
        ({ row, at }) => encodeCursor('log', [at], row.id),
        ({ row }) => toDecision(row, row.moderatorId ? names.get(row.moderatorId) : null),
      );
    },
  );
};
