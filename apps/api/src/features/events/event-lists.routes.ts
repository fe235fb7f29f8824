import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { eventListsCollection } from './event-lists.collection.ts';

export const eventListsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, eventListsCollection);
};
