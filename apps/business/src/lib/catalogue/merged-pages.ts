import type { CursorPage } from '@mesto/app-shell';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One list to merge: a stable key and how to fetch its page after a cursor (null for the first page). */
export type MergeSource<Item> = {
  key: string;
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<Item>>;
};

type Head<Item> = { key: string; buffer: Item[]; cursor: string | null; done: boolean };

/** A page of the merged list, and where every source stands for the next one (null at the end). */
export type MergedPage<Item> = { items: Item[]; next: Head<Item>[] | null };

async function refill<Item>(head: Head<Item>, source: MergeSource<Item>, signal: AbortSignal): Promise<Head<Item>> {
  let current = head;
  // A page may come back empty with a cursor (rows hidden since): ask on until there is an item or the end.
  while (current.buffer.length === 0 && !current.done) {
    const page = await source.fetchPage(current.cursor, signal);
    current = { key: head.key, buffer: page.items, cursor: page.nextCursor, done: page.nextCursor === null };
  }
  return current;
}

/**
 * One infinite list over several cursor-paged lists in one order, e.g. the places of each of my organisations
 * sorted by name: the API filters by one organisation at a time. Each page takes items in `compare` order only as
 * far as every source that has more is known, so items never arrive out of order across pages.
 * `queryKey` must name everything the sources depend on (it is the cache entry).
 */
export function mergedPagesOptions<Item>({
  queryKey,
  sources,
  compare,
}: {
  queryKey: QueryKey;
  sources: readonly MergeSource<Item>[];
  compare: (a: Item, b: Item) => number;
}) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as Head<Item>[] | null,
    queryFn: async ({ pageParam, signal }): Promise<MergedPage<Item>> => {
      const start = pageParam ?? sources.map((source) => ({ key: source.key, buffer: [], cursor: null, done: false }));
      const heads = await Promise.all(
        start.map((head) => {
          const source = sources.find((candidate) => candidate.key === head.key);
          return source === undefined ? { ...head, buffer: [], done: true } : refill(head, source, signal);
        }),
      );
      const working = heads.map((head) => ({ ...head, buffer: [...head.buffer] }));
      const items: Item[] = [];
      while (!working.some((head) => !head.done && head.buffer.length === 0)) {
        let best: (typeof working)[number] | undefined;
        for (const head of working) {
          const first = head.buffer[0];
          if (first === undefined) continue;
          const bestFirst = best?.buffer[0];
          if (bestFirst === undefined || compare(first, bestFirst) < 0) best = head;
        }
        const taken = best?.buffer.shift();
        if (taken === undefined) break;
        items.push(taken);
      }
      const finished = working.every((head) => head.done && head.buffer.length === 0);
      return { items, next: finished ? null : working };
    },
    getNextPageParam: (last: MergedPage<Item>) => last.next,
  });
}

/** Every item of the merged pages loaded so far. */
export function mergedItems<Item>(data: { pages: MergedPage<Item>[] } | undefined): Item[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
