import Fastify from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Env, testEnv } from '../env.ts';
import { botInternalRoutes } from '../features/bot/bot.routes.ts';
import { notificationsInternalRoutes } from '../features/notifications/notifications.routes.ts';
import { sourcesInternalRoutes } from '../features/sources/sources.routes.ts';
import { BOT_SECRET_HEADER } from '../lib/internal-auth.ts';
import { openapiPlugin } from '../plugins/openapi.ts';

/**
 * The route plugins the bot alone calls, at the prefixes app.ts mounts them under; the unit test checks that these are
 * all the routes the app has under /api/internal.
 */
export const INTERNAL_ROUTE_PLUGINS: ReadonlyArray<
  readonly [prefix: string, routes: (env: Env) => FastifyPluginAsyncZod]
> = [
  ['/api/internal/bot', botInternalRoutes],
  ['/api/internal/notifications', notificationsInternalRoutes],
  // The document describes the routes only: nothing is published while it is written.
  ['/api/internal/sources', (env) => sourcesInternalRoutes(env, async () => {})],
];

type OpenApiDocument = {
  info: Record<string, unknown>;
  security?: unknown;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
};

/** The names of the component schemas `value` refers to (`#/components/schemas/Name`), at any depth. */
function referencedSchemas(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
        found.add(inner.slice('#/components/schemas/'.length));
      } else referencedSchemas(inner, found);
    }
  }
  return found;
}

/** Keeps the component schemas the paths reach, directly or through other components, and drops the rest. */
function pruneSchemas(document: OpenApiDocument): void {
  const all = document.components.schemas ?? {};
  const kept = new Set<string>();
  let frontier = referencedSchemas(document.paths);
  while (frontier.size > 0) {
    const next = new Set<string>();
    for (const name of frontier) {
      if (kept.has(name)) continue;
      kept.add(name);
      referencedSchemas(all[name], next);
    }
    frontier = next;
  }
  document.components.schemas = Object.fromEntries(Object.entries(all).filter(([name]) => kept.has(name)));
}

/**
 * The OpenAPI document of the internal routes (only /api/internal/…), which the public one leaves out, formatted as
 * committed in apps/bot/src/generated/openapi.json: the bot's client is typed from it. The routes are registered as
 * app.ts registers them, with the same operation names and error answers (the openapi plugin), and shown here.
 */
export async function generateInternalOpenApiDocument(): Promise<string> {
  const env = testEnv();
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openapiPlugin);
  // Every route here is internal, hidden from the public document by botOnlyRoutes: this document shows it.
  app.addHook('onRoute', (route) => {
    route.config = {
      ...route.config,
      swaggerTransform: ({ schema, ...input }) => {
        const { hide: _hidden, ...shown } = (schema ?? {}) as { hide?: boolean };
        return jsonSchemaTransform({ ...input, schema: shown });
      },
    };
  });
  for (const [prefix, routes] of INTERNAL_ROUTE_PLUGINS) await app.register(routes(env), { prefix });
  await app.ready();
  const document = structuredClone(app.swagger()) as unknown as OpenApiDocument;
  await app.close();

  document.info = {
    ...document.info,
    title: 'Место internal API',
    description: `The routes only the Telegram bot calls, with the shared secret in ${BOT_SECRET_HEADER}; not in the public document.`,
  };
  document.components.securitySchemes = { botSecret: { type: 'apiKey', in: 'header', name: BOT_SECRET_HEADER } };
  document.security = [{ botSecret: [] }];
  pruneSchemas(document);
  return `${JSON.stringify(document, null, 2)}\n`;
}
