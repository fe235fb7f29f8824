import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/schemas.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyParameter, takesIdempotencyKey } from './idempotency.ts';

/**
 * A stable operationId from the method and path, e.g. `GET /api/users/check_access` → `getUsersCheckAccess`,
 * `DELETE /api/features/:id` → `deleteFeaturesById`: the name SDK generators, docs and API consoles give each call.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/** Either credential proves a session: browsers send the httpOnly cookie, other clients a Bearer header. */
export const SESSION_SECURITY: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
/** Anyone may call; a session, when sent, changes what the caller sees or may do. */
export const OPTIONAL_SECURITY: Record<string, string[]>[] = [{}, ...SESSION_SECURITY];

/** The OpenAPI 3.1 document, generated from the route schemas, and its reference UI at /api/docs. */
export const openapiPlugin = fp(
  async (app) => {
    // Every route, also those added later, names its operation and declares the errors it may answer with, so the
    // document stays complete without each route remembering to.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      if (!method || method === 'HEAD') return;
      route.schema ??= {};
      const schema = route.schema as { operationId?: string; response?: Record<string | number, unknown> };
      schema.operationId ??= operationIdOf(method, route.url);
      schema.response = { ...errorResponses, ...(schema.response ?? {}) };
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Место API',
          description: 'Places, organisations, events, opinions, rooms and chats of a city, and the business panel.',
          version: '1.0.0',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            cookie: { type: 'apiKey', in: 'cookie', name: 'access-token' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
        // Routes for signed-in callers only (`config.session: 'required'`) say so with a security of their own.
        security: OPTIONAL_SECURITY,
      },
      transform: (input) => {
        const result = jsonSchemaTransform(input);
        const schema: Record<string, unknown> = { ...result.schema };
        // Writes that take an Idempotency-Key say so, so a generated client can send one.
        if (takesIdempotencyKey(input.route, input.route.schema?.consumes)) {
          schema.headers = { type: 'object', properties: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyParameter } };
        }
        if (input.route.config?.session === 'required') schema.security = SESSION_SECURITY;
        return { ...result, schema };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
