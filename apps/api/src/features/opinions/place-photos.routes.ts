import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { opinionMessages } from './opinions.messages.ts';
import { findVisiblePlace } from './opinions.service.ts';
import { PlacePhotoPage, PlacePhotosParams, PlacePhotosQuery } from './place-photos.schemas.ts';
import { photosAfter, placePhotos } from './place-photos.service.ts';

// Served by the opinions feature under the place's path: the photos are the opinions' own.
export const placePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/:id/photos',
    {
      schema: {
        tags: ['opinions'],
        summary:
          "A place's photos taken by visitors: the photos of the opinions about it the caller may read (none held or hidden by moderation, none by people the caller blocked), newest first",
        params: PlacePhotosParams,
        querystring: PlacePhotosQuery,
        response: { 200: PlacePhotoPage },
      },
    },
    async (request) => {
      // The cursor is read first: a forged one is a 400 whatever place it names.
      const after = photosAfter(request.query.cursor);
      const place = await findVisiblePlace(app.db, request.viewer, request.params.id);
      if (!place) throw notFound(opinionMessages.placeNotFound);
      return placePhotos(app.db, request.viewer, place.id, { after, limit: request.query.limit });
    },
  );
};
