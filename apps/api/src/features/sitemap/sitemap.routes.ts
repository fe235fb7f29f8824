import { and, asc, count, eq, exists, gt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { eventLists, eventOccurrences, events, organisations, places } from '../../db/schema.ts';

// What search engines should know exists: the codes of published places, organisations, event lists and events
// still ahead, with when each last changed. The public site turns them into sitemap.xml (its own addresses and
// paths); here they are read in pages of a stable order (by code, which has a unique index).

/** Entries of one sitemap page (the protocol allows 50,000; smaller pages answer faster and stay under 1 MB). */
export const SITEMAP_PAGE_SIZE = 10_000;

export const SITEMAP_KINDS = ['places', 'organisations', 'event-lists', 'events'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

const entry = z.object({ code: z.string(), updatedAt: z.iso.datetime({ offset: true }) });

type Source = {
  table: typeof places | typeof organisations | typeof eventLists | typeof events;
  where: (now: Date) => ReturnType<typeof and>;
};

/** An event is worth a crawler's visit while one of its dates has not ended. */
function eventAhead(now: Date) {
  return and(
    eq(events.status, 'PUBLISHED'),
    exists(
      sql`(select 1 from ${eventOccurrences} where ${eventOccurrences.eventId} = ${events.id} and ${eventOccurrences.status} = 'PUBLISHED' and ${or(gt(eventOccurrences.endsAt, now), gt(eventOccurrences.startsAt, now))})`,
    ),
  );
}

const sources: Record<SitemapKind, Source> = {
  places: { table: places, where: () => eq(places.status, 'PUBLISHED') },
  organisations: { table: organisations, where: () => undefined },
  'event-lists': { table: eventLists, where: () => undefined },
  events: { table: events, where: eventAhead },
};

async function countOf(db: Database, kind: SitemapKind, now: Date): Promise<number> {
  const { table, where } = sources[kind];
  const [row] = await db.select({ total: count() }).from(table).where(where(now));
  return row?.total ?? 0;
}

async function pageOf(db: Database, kind: SitemapKind, page: number, now: Date) {
  const { table, where } = sources[kind];
  const rows = await db
    .select({ code: table.code, updatedAt: table.updatedAt })
    .from(table)
    .where(where(now))
    .orderBy(asc(table.code))
    .limit(SITEMAP_PAGE_SIZE)
    .offset(page * SITEMAP_PAGE_SIZE);
  return rows.map((row) => ({ code: row.code, updatedAt: row.updatedAt.toISOString() }));
}

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
          pages: Math.max(1, Math.ceil((await countOf(app.db, kind, now)) / SITEMAP_PAGE_SIZE)),
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
      const items = await pageOf(app.db, request.params.kind, request.query.page, new Date());
      reply.header('cache-control', 'public, max-age=3600');
      return { items };
    },
  );
};
