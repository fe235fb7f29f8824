import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateInternalOpenApiDocument } from './internal-openapi-document.ts';
import { generateOpenApiDocument } from './openapi-document.ts';

// Writes packages/api-client/openapi.json, from which the typed client is generated (`pnpm --filter @mesto/api-client
// run generate`), and apps/bot/src/generated/openapi.json of the internal routes, from which the bot's client is typed
// (`pnpm --filter @mesto/bot run generate`).
const documents = [
  ['../../../../packages/api-client/openapi.json', generateOpenApiDocument],
  ['../../../bot/src/generated/openapi.json', generateInternalOpenApiDocument],
] as const;
for (const [path, generate] of documents) {
  const target = fileURLToPath(new URL(path, import.meta.url));
  writeFileSync(target, await generate());
  console.log(`OpenAPI document written to ${target}`);
}
