import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CARRIES_WRITTEN_VALUES, firstDifference, responseSerializer, writeAnswer, writtenOnce } from './serializer.ts';

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

  it('copies values written once into a marked answer, byte for byte what JSON.stringify writes', () => {
    const summary = writtenOnce({ aspects: [{ aspect: 'FOOD', quotes: ['Вкусно, «очень»\n'] }], score: 0.5 });
    const page = {
      items: [
        { id: '1', summary, when: new Date(Date.UTC(2026, 0, 2)), gone: undefined, tags: ['a', undefined] },
        { id: '2', summary: null, nested: { summary } },
        { '2': 'числовой ключ', id: '3', summary, again: summary },
      ],
      nextCursor: null,
    };
    const marked = { ...page, [CARRIES_WRITTEN_VALUES]: true };
    expect(String(writeAnswer(marked))).toBe(JSON.stringify(page));
    expect(String(compile(false)(marked))).toBe(JSON.stringify(page));
    // The bytes, as the fast way writes them (a fallback to JSON.stringify would give text).
    expect(Buffer.isBuffer(writeAnswer(marked))).toBe(true);
  });

  it('a value written once stays as it was written: it cannot be changed afterwards', () => {
    const summary = writtenOnce({ aspects: [{ aspect: 'FOOD' }] });
    expect(() => {
      (summary.aspects[0] as { aspect: string }).aspect = 'MUSIC';
    }).toThrow(TypeError);
    expect(String(writeAnswer({ items: [{ summary }], [CARRIES_WRITTEN_VALUES]: true }))).toBe(
      '{"items":[{"summary":{"aspects":[{"aspect":"FOOD"}]}}]}',
    );
  });

  it("strings that look like the start of the serializer's placeholder are written as they are", () => {
    const summary = writtenOnce({ score: 1 });
    // Any string of the answer may be anything a person wrote; whatever it holds, the JSON says exactly that.
    const tricky = ['"written-once-', '\u0000', '"'];
    const page = {
      items: [
        { summary, note: tricky.join('') },
        { summary, note: 'written-once-' },
      ],
      nextCursor: null,
    };
    expect(String(writeAnswer({ ...page, [CARRIES_WRITTEN_VALUES]: true }))).toBe(JSON.stringify(page));
  });
});
