import { isRoot } from '@mesto/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCollection } from '../../lib/collection.ts';
import { fieldError, forbidden, unauthorized } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { sessionRequired } from '../../plugins/auth.ts';
import { placeFeaturesCollection } from './place-features.collection.ts';
import { Feature, FeatureUses } from './place-features.schemas.ts';
import { featureWithUses, replaceFeature } from './place-features.service.ts';

export const placeFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, placeFeaturesCollection);

  app.post(
    '/features/replace',
    {
      config: sessionRequired,
      schema: {
        tags: ['features'],
        summary: 'Move every reference of one feature to another and remove the first, all in one transaction',
        body: z.object({ _oldFeature: z.uuid(), _newFeature: z.uuid() }),
        response: { 200: z.object({ feature: Feature, moved: FeatureUses }) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      if (!isRoot(viewer)) throw forbidden();
      const { _oldFeature: oldId, _newFeature: newId } = request.body;
      if (oldId === newId) throw fieldError('_newFeature', messages.catalogue.featureSame);
      const moved = await replaceFeature(app.db, oldId, newId);
      const { feature, uses } = await featureWithUses(app.db, newId);
      return {
        feature: { ...feature, createdAt: feature.createdAt.toISOString(), uses },
        moved,
      };
    },
  );
};
