import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { eventsCollection } from './events.collection.ts';
import type { EventPublished } from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod<{ eventPublished: EventPublished }> = async (
  app,
  { eventPublished },
) => {
  registerCollection(app, eventsCollection(eventPublished));
};
