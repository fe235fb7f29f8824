import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCollection } from '../../lib/collection.ts';
import { unauthorized } from '../../lib/errors.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { usersCollection } from './users.collection.ts';
import { toggleFavoriteFeatures } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, usersCollection(app));

  app.post(
    '/users/toggle_favorite_features',
    {
      config: sessionRequired,
      schema: {
        tags: ['users'],
        summary: 'Add each given feature to the favourites of the current user, or remove it if it is there',
        body: z.object({ _features: z.array(z.uuid()).min(1).max(50) }),
        response: { 200: z.object({ favoriteFeatureIds: z.array(z.uuid()) }) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      const requested = [...new Set(request.body._features)];
      return toggleFavoriteFeatures(app.db, viewer.id, requested);
    },
  );
};
