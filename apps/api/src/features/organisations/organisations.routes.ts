import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { organisationsCollection } from './organisations.collection.ts';

export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, organisationsCollection);
};
