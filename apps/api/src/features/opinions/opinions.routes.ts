import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the social layer (issue 10).
export const opinionsRoutes: FastifyPluginAsyncZod = async () => {};
