import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type MergeSource, mergedItems, mergedPagesOptions } from './merged-pages.ts';

type Row = { name: string };

/** A cursor-paged list, as an API list route pages it; it records the cursors asked for. */
function source(key: string, names: string[], pageSize: number, asked: string[]): MergeSource<Row> {
  return {
    key,
    fetchPage: async (cursor) => {
      asked.push(`${key}:${cursor ?? 'start'}`);
      const start = cursor === null ? 0 : Number(cursor);
      const items = names.slice(start, start + pageSize).map((name) => ({ name }));
      return { items, nextCursor: start + pageSize < names.length ? String(start + pageSize) : null };
    },
  };
}

const byName = (a: Row, b: Row) => a.name.localeCompare(b.name);

describe('mergedPagesOptions', () => {
  it('merges several paged lists in order, never getting ahead of a list that has more', async () => {
    const asked: string[] = [];
    const options = mergedPagesOptions({
      queryKey: ['merged-test'],
      sources: [source('a', ['анна', 'вера', 'галя', 'юля'], 2, asked), source('b', ['борис', 'дима'], 2, asked)],
      compare: byName,
    });
    const client = new QueryClient();
    const first = await client.fetchInfiniteQuery(options);
    // «вера» < «галя», but list a has more after «вера»: the page stops before the unknown.
    expect(mergedItems(first).map((row) => row.name)).toEqual(['анна', 'борис', 'вера']);
    asked.length = 0;
    const all = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 4 });
    expect(mergedItems(all).map((row) => row.name)).toEqual(['анна', 'борис', 'вера', 'галя', 'дима', 'юля']);
    expect(all.pages.at(-1)?.next).toBeNull();
    expect(asked).toEqual(['a:start', 'b:start', 'a:2']);
  });

  it('is one plain list with a single source, and empty with an empty one', async () => {
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery(
      mergedPagesOptions({ queryKey: ['single'], sources: [source('x', [], 5, [])], compare: byName }),
    );
    expect(mergedItems(data)).toEqual([]);
    expect(data.pages[0]?.next).toBeNull();
  });
});
