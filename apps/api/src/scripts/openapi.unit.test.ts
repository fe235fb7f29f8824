import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument } from './openapi-document.ts';

describe('OpenAPI document', () => {
  it('the committed packages/api-client/openapi.json is what the code generates (run `pnpm --filter @mesto/api openapi`)', async () => {
    const committed = readFileSync(
      fileURLToPath(new URL('../../../../packages/api-client/openapi.json', import.meta.url)),
      'utf8',
    );
    expect(committed).toBe(await generateOpenApiDocument());
  });

  it('is OpenAPI 3.1 with named components for shared schemas', async () => {
    const document = JSON.parse(await generateOpenApiDocument());
    expect(document.openapi).toBe('3.1.0');
    for (const name of ['ErrorBody', 'User', 'CurrentUser', 'AuthResponse', 'Contact', 'Access', 'StoredFile']) {
      expect(document.components.schemas, name).toHaveProperty(name);
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/signup',
        '/api/auth/init',
        '/api/auth/generate-binding-token',
        '/api/users',
        '/api/users/blank',
        '/api/users/check_access',
        '/api/users/editor',
        '/api/users/toggle_favorite_features',
        '/api/files/get-paths',
      ]),
    );
  });
});
