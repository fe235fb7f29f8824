import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument } from './openapi-document.ts';

// Writes packages/api-client/openapi.json, from which the typed client is generated.
const target = fileURLToPath(new URL('../../../../packages/api-client/openapi.json', import.meta.url));
writeFileSync(target, await generateOpenApiDocument());
console.log(`OpenAPI document written to ${target}`);
