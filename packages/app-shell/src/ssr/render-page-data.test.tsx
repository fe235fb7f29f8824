// @vitest-environment node
// What a rendered page answers when its data came, did not exist, or could not be had: the API is the outside world
// here, answered at its edge (the `fetch` the render is given), everything from the loader to the HTML is real.
import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShellPaths } from '../app/start-app.tsx';
import { PAYLOAD_GLOBAL } from './payload.ts';
import { renderPage } from './render-page.tsx';
import { HttpStatus } from './response-status.tsx';
import { loadQuery, routeData } from './route-data.ts';
import { createServerEntry } from './server-entry.ts';

const TEMPLATE =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Место</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const paths: ShellPaths = {
  home: { getHref: () => '/' },
  auth: { login: { getHref: () => '/auth/login' } },
} as ShellPaths;

const documentTitle = (title: string) => `${title} — Место`;

/** The place of `/place/{code}` as the site's place page asks for it: the first of a list filtered by its code. */
const placeQuery = ($api: ApiClient['$api'], code: string) =>
  $api.queryOptions(
    'get',
    '/api/places',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );

/**
 * A place page as the site's is made: its loader fills the cache; the screen shows the place, «не найдено» (an empty
 * list), or its loading state — which is what a server render of a failed query shows (React Query on the server
 * reports a failed query as pending again, to be retried in the browser).
 */
function PlaceScreen() {
  const { code = '' } = useParams();
  const { $api } = useApi();
  const { data } = useQuery(placeQuery($api, code));
  if (data === null) {
    return (
      <>
        <HttpStatus code={404} />
        <title>{documentTitle('Место не найдено')}</title>
        <p>Такого места нет</p>
      </>
    );
  }
  if (data === undefined) return <p>Загружаем место…</p>;
  return (
    <>
      <title>{documentTitle(data.name)}</title>
      <h1>{data.name}</h1>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/place/:code',
    Component: PlaceScreen,
    loader: async (args: LoaderFunctionArgs) => {
      const data = routeData(args);
      await loadQuery(data, placeQuery(data.$api, args.params.code ?? ''));
      return null;
    },
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PLACE = { id: 'p1', code: 'zerno', name: 'Кофейня «Зерно»' };

type Api = (request: Request) => Promise<Response>;

function render(api: Api, options: { timeoutMs?: number } = {}) {
  return renderPage({
    request: new Request('http://gorod.example/place/zerno?from=map'),
    routes,
    paths,
    documentTitle,
    apiOrigin: 'http://api.internal',
    fetch: api,
    template: TEMPLATE,
    ...options,
  });
}

const payloadOf = (html: string) => html.includes(`window.${PAYLOAD_GLOBAL}=`);

describe('a rendered page and its data', () => {
  it('the data loaded: 200, the page itself, fresh for a CDN for a minute', async () => {
    const asked: string[] = [];
    const page = await render(async (request) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      return json({ items: [PLACE], nextCursor: null });
    });
    expect(asked).toEqual(['/api/places?code=zerno&limit=1']);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(page.body).toContain('<title>Кофейня «Зерно» — Место</title>');
    expect(page.body).toContain('<h1>Кофейня «Зерно»</h1>');
    expect(page.body).not.toContain('Загружаем место');
    expect(payloadOf(page.body)).toBe(true);
  });

  it('a place that does not exist is a real 404 with its own page, not a 503', async () => {
    const page = await render(async () => json({ items: [], nextCursor: null }));
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(page.body).toContain('<title>Место не найдено — Место</title>');
    expect(page.body).toContain('Такого места нет');
  });

  it.each([
    ['answers 503 (a node draining)', async () => json({ message: 'draining' }, 503)],
    ['answers 500', async () => json({ message: 'boom' }, 500)],
    ['answers 429', async () => json({ message: 'slow down' }, 429)],
    ['cannot be reached', async () => Promise.reject(new TypeError('fetch failed'))],
  ] satisfies [string, Api][])('the API %s: 503 with Retry-After, stored nowhere, a page saying so', async (_, api) => {
    const page = await render(api);
    expect(page.status).toBe(503);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain('<title>Страница временно недоступна — Место</title>');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain('Не удалось загрузить данные страницы');
    expect(page.body).toContain('href="/place/zerno?from=map"');
    expect(page.body).not.toContain('Загружаем место');
    // The app still starts in the browser, afresh (no payload to hydrate), and asks for the data itself.
    expect(page.body).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(payloadOf(page.body)).toBe(false);
  });

  it('the API does not answer in time: 503 once the render gives up, not a page of skeletons', async () => {
    const started = performance.now();
    const page = await render(
      (request) =>
        new Promise<Response>((_, fail) => request.signal.addEventListener('abort', () => fail(request.signal.reason))),
      { timeoutMs: 300 },
    );
    expect(page.status).toBe(503);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a render that throws goes out as the bare app: a 500 nothing stores, not a 200 a crawler would index', async () => {
    const entry = createServerEntry({
      routes,
      paths: {
        ...paths,
        home: {
          getHref: () => {
            throw new Error('a bug');
          },
        },
      } as ShellPaths,
      documentTitle,
    });
    const answer = await entry.handle(new Request('http://gorod.example/place/zerno'), {
      apiOrigin: 'http://api.internal',
      fetch: async () => json({ items: [PLACE], nextCursor: null }),
      template: TEMPLATE,
    });
    expect(answer?.status).toBe(500);
    expect(answer?.headers['cache-control']).toBe('no-store');
    expect(answer?.body).toBe(TEMPLATE);
  });
});
