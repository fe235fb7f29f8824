import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../../lib/collection.ts';
import { bindsCollection } from './binds.collection.ts';

export const bindsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, bindsCollection);
};
