import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Viewer } from '../plugins/auth.ts';
import { notFound, unauthorized } from './errors.ts';
import { Access, errorResponses, listQueryBase, page } from './schemas.ts';

// The one way to declare a collection (DESIGN.md §3): list, blank, check_access and editor routes, with their
// schemas, access rules and keyset pagination. Each feature supplies its queries; the routes and contracts are here.

export type CollectionContext = { db: Database; viewer: Viewer | null; request: FastifyRequest };
export type AccessResult = z.infer<typeof Access>;

type AnyObject = z.ZodObject<z.ZodRawShape>;

export type CollectionDefinition<
  Item extends z.ZodType,
  ListQuery extends AnyObject,
  Editor extends AnyObject,
  Blank extends z.ZodType,
> = {
  /** URL segment and OpenAPI tag, e.g. `users`. */
  name: string;
  /** The query parameter of `check_access` naming the entity, e.g. `user` (spec §7). */
  accessParam: string;
  item: Item;
  /** Filters beyond `id`, `q`, `cursor` and `limit`. */
  listQuery: ListQuery;
  editorBody: Editor;
  blankSchema: Blank;
  /** Who may read the list: anyone, or signed-in users only. */
  listAccess: 'public' | 'user';
  list(
    ctx: CollectionContext,
    query: z.infer<ListQuery> & z.infer<z.ZodObject<typeof listQueryBase>>,
  ): Promise<{ items: z.output<Item>[]; nextCursor: string | null }>;
  blank(ctx: CollectionContext): Promise<z.output<Blank>> | z.output<Blank>;
  /** Access of the current user to the entity given by id or code; null when it does not exist. */
  checkAccess(ctx: CollectionContext, idOrCode: string): Promise<AccessResult | null>;
  /** Creates (no id) or updates (with id); checks access and validates, throws ApiError otherwise. */
  save(ctx: CollectionContext & { viewer: Viewer }, body: z.infer<Editor>): Promise<z.output<Item>>;
};

export function registerCollection<
  Item extends z.ZodType,
  ListQuery extends AnyObject,
  Editor extends AnyObject,
  Blank extends z.ZodType,
>(app: FastifyInstance, definition: CollectionDefinition<Item, ListQuery, Editor, Blank>) {
  // Plain routes: the generic schemas are beyond the type provider's inference, and the definition is typed instead.
  const api = app;
  const tags = [definition.name];
  const context = (request: FastifyRequest): CollectionContext => ({ db: app.db, viewer: request.viewer, request });
  const listQuery = definition.listQuery.extend(listQueryBase);

  api.get(
    `/${definition.name}`,
    {
      schema: {
        tags,
        summary: `List ${definition.name}`,
        querystring: listQuery,
        response: { 200: page(definition.item), ...errorResponses },
      },
    },
    async (request) => {
      if (definition.listAccess === 'user' && !request.viewer) throw unauthorized();
      return (await definition.list(context(request), request.query as never)) as never;
    },
  );

  api.get(
    `/${definition.name}/blank`,
    {
      schema: {
        tags,
        summary: `Template for a new item of ${definition.name}`,
        response: { 200: definition.blankSchema, ...errorResponses },
      },
    },
    // The definition's types already tie results to schemas; the generic route types cannot see through them.
    async (request) => (await definition.blank(context(request))) as never,
  );

  api.get(
    `/${definition.name}/check_access`,
    {
      schema: {
        tags,
        summary: `What the current user may do with one item of ${definition.name}`,
        querystring: z.object({ [definition.accessParam]: z.string().min(1).max(100) }),
        response: { 200: Access, ...errorResponses },
      },
    },
    async (request) => {
      const key = (request.query as Record<string, string>)[definition.accessParam] as string;
      const access = await definition.checkAccess(context(request), key);
      if (!access) throw notFound();
      return access;
    },
  );

  api.post(
    `/${definition.name}/editor`,
    {
      schema: {
        tags,
        summary: `Create (no id) or update (with id) an item of ${definition.name}`,
        body: definition.editorBody,
        response: { 200: definition.item, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw unauthorized();
      return (await definition.save({ ...context(request), viewer }, request.body as never)) as never;
    },
  );
}
