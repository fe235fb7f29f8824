import { createApiClient } from '@mesto/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cursorPagesOptions, invalidateCollection, pageItems } from './cursor-pages.ts';

// The API at the edge: three users in pages of two, as the real list route pages them.
const people = ['Анна', 'Иван', 'Мария'].map((displayName, index) => ({ id: String(index), displayName }));

function listApi() {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${url.pathname}${url.search}`);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const items = people.slice(start, start + 2);
    return Response.json({ items, nextCursor: start + 2 < people.length ? String(start + 2) : null });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch }), requests };
}

describe('cursorPagesOptions', () => {
  it('follows nextCursor as the cursor parameter, keeping the filters, and stops at null', async () => {
    const { api, requests } = listApi();
    const queryClient = new QueryClient();
    const options = cursorPagesOptions(api.$api.queryOptions('get', '/api/users', { params: { query: { q: 'а' } } }));
    expect(options.queryKey).toEqual(['get', '/api/users', { params: { query: { q: 'а' } } }, 'pages']);

    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(pageItems(data).map((person) => person.displayName)).toEqual(['Анна', 'Иван', 'Мария']);
    // The last page said there is no next one: no third request.
    expect(requests).toEqual(['/api/users?q=%D0%B0', '/api/users?q=%D0%B0&cursor=2']);
  });
});

describe('invalidateCollection', () => {
  it('makes every GET under the path stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    const keys = {
      list: ['get', '/api/users', { params: { query: { q: 'а' } } }],
      pages: ['get', '/api/users', {}, 'pages'],
      access: ['get', '/api/users/check_access', { params: { query: { user: 'anna' } } }],
      other: ['get', '/api/users-archive'],
      health: ['get', '/api/health'],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    await invalidateCollection(queryClient, '/api/users');
    const stale = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['list', 'pages', 'access']);
  });
});
