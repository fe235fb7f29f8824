import { COMPLAINTS_PER_DAY, canModerate, ModerationAction } from '@mesto/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { fileComplaint, hasComplained } from './complaints.service.ts';
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
import { complaintsList, decisionLog, moderationItem, moderationQueue, namesOf, toDecision } from './queue.service.ts';
import { decideOn, type Moderation } from './registry.ts';

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
      const row = await fileComplaint(app.db, moderation, viewer, request.body);
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
      return moderationQueue(app.db, moderation, request.query);
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
      const { targetType, action } = request.body;
      if (targetType === 'USER' && action === ModerationAction.DELETE) {
        throw fieldError('action', moderationMessages.userNotDeleted, 'USER_NOT_DELETED');
      }
      const { row, endedSessions } = await decideOn(app.db, moderation, viewer, request.body);
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
      return decisionLog(app.db, request.query);
    },
  );
};
