import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITEMAP_KINDS, SITEMAP_PAGE_SIZE, sitemapCount, sitemapPage } from './sitemap.service.ts';

// What search engines should know exists: the codes of published places, organisations, event lists and events
// still ahead, with when each last changed. The public site turns them into sitemap.xml (its own addresses and
// paths); here they are read in pages of a stable order (sitemap.service.ts).

const entry = z.object({ code: z.string(), updatedAt: z.iso.datetime({ offset: true }) });

export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap',
    {
      schema: {
        tags: ['sitemap'],
        summary: 'How many pages of addresses each kind of public page has, for the sitemap index',
        response: {
          200: z.object({
            pageSize: z.number().int(),
            sections: z.array(z.object({ kind: z.enum(SITEMAP_KINDS), pages: z.number().int() })),
          }),
        },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const sections = await Promise.all(
        SITEMAP_KINDS.map(async (kind) => ({
          kind,
          pages: Math.max(1, Math.ceil((await sitemapCount(app.db, kind, now)) / SITEMAP_PAGE_SIZE)),
        })),
      );
      reply.header('cache-control', 'public, max-age=3600');
      return { pageSize: SITEMAP_PAGE_SIZE, sections };
    },
  );

  app.get(
    '/sitemap/:kind',
    {
      schema: {
        tags: ['sitemap'],
        summary: 'One page of codes of published places, organisations, event lists or events ahead',
        params: z.object({ kind: z.enum(SITEMAP_KINDS) }),
        querystring: z.object({ page: z.coerce.number().int().min(0).max(1000).default(0) }),
        response: { 200: z.object({ items: z.array(entry) }) },
      },
    },
    async (request, reply) => {
      const items = await sitemapPage(app.db, request.params.kind, request.query.page, new Date());
      reply.header('cache-control', 'public, max-age=3600');
      return { items };
    },
  );
};
