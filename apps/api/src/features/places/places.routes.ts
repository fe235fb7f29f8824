import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCollection } from '../../lib/collection.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { findPlace } from '../../lib/lookups.ts';
import { mayEditFor } from '../../lib/membership.ts';
import { messages } from '../../lib/messages.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { PlaceOpinionSummary } from './place.schemas.ts';
import { placesCollection } from './places.collection.ts';
import { type PlaceRow, processPlace, summariseOpinions } from './places.service.ts';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, placesCollection);

  app.post(
    '/places/process/:id',
    {
      config: sessionRequired,
      schema: {
        tags: ['places'],
        summary:
          "Recompute a place's derived figures: rating, opinion count, opinion tags, upcoming events, and what people say (its public opinions are read where they have not been yet)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({
            rating: z.number().nullable(),
            opinionCount: z.number().int(),
            opinionTagCounts: z.record(z.string(), z.number()),
            upcomingEventCount: z.number().int(),
            processedAt: z.iso.datetime(),
            summary: PlaceOpinionSummary,
          }),
        },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const place = await findPlace(app.db, request.params.id);
      if (!place) throw notFound(messages.catalogue.placeNotFound);
      if (!(await mayEditFor(app.db, viewer, place.organisationId))) throw forbidden();
      const row = (await processPlace(app.db, place.id)) as PlaceRow;
      const summary = await summariseOpinions(app.db, place.id, app.textIntelligence);
      return {
        summary,
        rating: row.rating,
        opinionCount: row.opinionCount,
        opinionTagCounts: row.opinionTagCounts,
        upcomingEventCount: row.upcomingEventCount,
        processedAt: (row.processedAt as Date).toISOString(),
      };
    },
  );
};
