import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the social layer (issue 10).
export const feedRoutes: FastifyPluginAsyncZod = async () => {};
