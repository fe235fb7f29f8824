import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSchemasJitless } from './jitless-schemas.ts';

describe('makeSchemasJitless', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets zod to parse without compiling code, though zod is loaded only after it', async () => {
    makeSchemasJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A parser compiled with `new Function` would be refused by the sites' CSP: none is made.
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number().int() });
    for (let round = 0; round < 3; round += 1)
      expect(schema.parse({ name: 'Зерно', count: 2 })).toEqual({ name: 'Зерно', count: 2 });
    expect(compile).not.toHaveBeenCalled();
    expect(() => schema.parse({ name: 1 })).toThrow();
  });
});
