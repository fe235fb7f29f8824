import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstDifference, responseSerializer } from './serializer.ts';

const Item = z.object({ id: z.string(), name: z.string(), tags: z.array(z.string()), owner: z.string().nullable() });
const compile = (check: boolean) =>
  responseSerializer(check)({ schema: Item, method: 'GET', url: '/api/items', httpStatus: '200' } as never);

describe('response serializer', () => {
  const item = { id: '1', name: 'Кофейня', tags: ['coffee'], owner: null };

  it('writes a body that matches its schema as it is, in both modes', () => {
    expect(JSON.parse(compile(true)(item))).toEqual(item);
    expect(JSON.parse(compile(false)(item))).toEqual(item);
  });

  it('when checking, refuses a body with a field the schema does not declare, naming it', () => {
    expect(() => compile(true)({ ...item, passwordHash: 'x' })).toThrow(/at \.passwordHash/);
  });

  it('when checking, refuses a body missing a field or with a value of another type', () => {
    const { owner: _owner, ...withoutOwner } = item;
    expect(() => compile(true)(withoutOwner)).toThrow();
    expect(() => compile(true)({ ...item, tags: [1] })).toThrow();
  });

  it('finds the first difference by path, whatever the key order', () => {
    expect(firstDifference({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBeUndefined();
    expect(firstDifference({ a: 1, b: [1, { c: 2 }] }, { a: 1, b: [1, { c: 3 }] })).toBe('.b[1].c');
    expect(firstDifference([1, 2], [1])).toBe('. (length)');
  });
});
