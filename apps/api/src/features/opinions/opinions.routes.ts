import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCollection } from '../../lib/collection.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { analyseAndStore } from '../../lib/opinion-analysis.ts';
import { isPublic } from '../../lib/visibility.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { summariseOpinions } from '../places/seam.ts';
import { OpinionAnalysis, UnansweredCountQuery } from './opinion.schemas.ts';
import { opinionsCollection, type RemoveAsModerator } from './opinions.collection.ts';
import { opinionMessages } from './opinions.messages.ts';
import { findOpinion, mayReadAnalysis, mayViewOpinion, unansweredCount } from './opinions.service.ts';
import { placePhotosRoutes } from './place-photos.routes.ts';

/** What the opinions' routes do through moderation, given at composition (app.ts). */
export type OpinionsRoutesOptions = {
  /** A moderator deleting someone else's opinion: a moderation decision (DELETE), logged and reversible. */
  removeAsModerator: RemoveAsModerator;
};

export const opinionsRoutes: FastifyPluginAsyncZod<OpinionsRoutesOptions> = async (app, { removeAsModerator }) => {
  await app.register(placePhotosRoutes);

  app.post(
    '/opinions/analyse/:id',
    {
      config: sessionRequired,
      schema: {
        tags: ['opinions'],
        summary:
          'Read what an opinion says (sentiment, aspects, a one-line summary) and keep it on the opinion; for its author, the team of the organisation it is about, and ROOT',
        params: z.object({ id: z.string().min(1).max(100).describe('The id or the code of the opinion.') }),
        response: { 200: OpinionAnalysis },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const opinion = await findOpinion(app.db, request.params.id);
      if (!opinion || !(await mayViewOpinion(app.db, viewer, opinion))) {
        throw notFound(opinionMessages.opinionNotFound);
      }
      if (!(await mayReadAnalysis(app.db, viewer, opinion))) throw forbidden(opinionMessages.notYourAnalysis);
      try {
        const analysis = await analyseAndStore(app.db, app.textIntelligence, opinion);
        if (opinion.placeId && isPublic(opinion.visibility)) await summariseOpinions(app.db, opinion.placeId);
        return analysis;
      } catch (error) {
        // The providers fall back rather than fail; should one still throw, the caller learns it was not read.
        request.log.error({ err: error }, 'opinion analysis failed');
        throw new ApiError(422, opinionMessages.notAnalysed, 'NOT_ANALYSED');
      }
    },
  );

  // For the business home page: what the caller's organisations still have to answer.
  app.get(
    '/opinions/unanswered-count',
    {
      config: sessionRequired,
      schema: {
        tags: ['opinions'],
        summary:
          "How many opinions about the caller's organisations' places and events (ROOT: all) are still unanswered",
        querystring: UnansweredCountQuery,
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      return { count: await unansweredCount(app.db, viewer, request.query.organisation) };
    },
  );

  registerCollection(app, opinionsCollection(app, removeAsModerator));
};
