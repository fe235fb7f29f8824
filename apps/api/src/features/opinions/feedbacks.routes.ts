import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { feedbacksCollection } from './feedbacks.collection.ts';

// The business's answers to opinions (feedbacks.collection.ts): one per opinion, by the team of what it is about.
export const feedbacksRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, feedbacksCollection);
};
