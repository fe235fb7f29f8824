import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { testEnv } from '../env.ts';
import { generateInternalOpenApiDocument } from './internal-openapi-document.ts';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

/** `METHOD /path/{param}` of every operation of an OpenAPI document. */
const operationsOf = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('internal OpenAPI document', () => {
  it('the committed apps/bot/src/generated/openapi.json is what the code generates (run `pnpm --filter @mesto/api openapi`, then `pnpm --filter @mesto/bot generate`)', async () => {
    expect(read('../../../bot/src/generated/openapi.json')).toBe(await generateInternalOpenApiDocument());
  });

  it('holds every route the app registers under /api/internal, and nothing else', async () => {
    const app = await buildApp({ env: testEnv(), database: openDatabase({ dataDir: 'memory://' }) });
    await app.ready();
    // The router's own list (`/api/internal/bot/bind (POST)`), as http/internal-first.test.ts reads it.
    const registered = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /(\/api\/internal\/\S*) \(([A-Z, ]+)\)/.exec(line);
        if (!match?.[1] || !match[2]) return [];
        const path = match[1].replace(/:([A-Za-z]+)/g, '{$1}');
        return match[2]
          .split(', ')
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${path}`);
      });
    await app.close();

    const documented = operationsOf(JSON.parse(await generateInternalOpenApiDocument()));
    expect(registered).toContain('POST /api/internal/bot/bind');
    expect(registered).toContain('POST /api/internal/notifications/claim');
    expect(documented.toSorted()).toEqual(registered.toSorted());
  });

  it('asks for the bot secret, and the public document has none of these routes', async () => {
    const document = JSON.parse(await generateInternalOpenApiDocument());
    expect(document.components.securitySchemes).toEqual({
      botSecret: { type: 'apiKey', in: 'header', name: 'x-mesto-bot-secret' },
    });
    expect(document.security).toEqual([{ botSecret: [] }]);
    const publicPaths = Object.keys(JSON.parse(read('../../../../packages/api-client/openapi.json')).paths);
    expect(publicPaths.filter((path) => path.startsWith('/api/internal'))).toEqual([]);
  });
});
