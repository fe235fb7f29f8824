// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

describe('generated types', () => {
  it('generated/schema.d.ts is generated from the committed openapi.json (run `pnpm --filter @mesto/api-client generate`)', async () => {
    const document = new URL('../openapi.json', import.meta.url);
    const generated = astToString(await openapiTS(document));
    const committed = readFileSync(fileURLToPath(new URL('../generated/schema.d.ts', import.meta.url)), 'utf8');
    const normalise = (text: string) =>
      text
        .replace(/\/\*\*[\s\S]*?This file was auto-generated[\s\S]*?\*\/\s*/, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(normalise(committed)).toBe(normalise(generated));
    // Generating the types of the whole document takes seconds on a busy machine (CI runs suites side by side).
  }, 60_000);
});
