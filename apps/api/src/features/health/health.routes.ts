import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: app.dbKind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: app.dbKind });
      }
    },
  );
};

/**
 * Liveness and readiness, for a load balancer or an orchestrator: `live` answers while the process runs (restart
 * it when it does not); `ready` only when the database answers and the node is not draining (send it traffic).
 * Asked every few seconds by every balancer and orchestrator: their requests are not logged (logLevel), only a
 * database that does not answer.
 */
export const healthProbeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Whether the process runs (liveness)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Whether this node takes traffic: its database answers and it is not draining (readiness)',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.enum(['draining', 'unavailable']) }),
        },
      },
    },
    async (request, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' as const });
      try {
        await pingDatabase(app.db);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
