import { createApiClient, createSession, memoryTokenStore } from '@mesto/api-client';
import { createAppQueryClient } from '@mesto/api-client/react';
import { deviceClassOfRequest, hasSignedInMarker } from '@mesto/domain';
import { jsonForScript } from '@mesto/ui';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/app-provider.tsx';
import { rootRoute } from '../app/root-route.tsx';
import type { ShellPaths } from '../app/start-app.tsx';
import type { ShellConfig } from '../shell-config.tsx';
import { PAYLOAD_GLOBAL, type ServerRenderPayload } from './payload.ts';
import type { ResponseStatus } from './response-status.tsx';
import { routeDataProvider } from './route-data.ts';
import { dataUnavailable, RETRY_AFTER_SECONDS, UnavailablePage, unavailableMessages } from './unavailable-page.tsx';

export type RenderPageOptions = {
  /** The page asked for, with the headers the browser sent (user agent, client hints). */
  request: Request;
  /** The app's routes, as its `startApp` gets them. */
  routes: RouteObject[];
  paths: ShellPaths;
  documentTitle: ShellConfig['documentTitle'];
  /** Where the server reaches the API, e.g. `http://127.0.0.1:3000` (the browser's `/api` is relative). */
  apiOrigin: string;
  /** Sends the render's requests to the API; the global `fetch` by default (the API's process passes its own). */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** The site's public origin (`https://gorod.example`) for canonical links; the request's own when absent. */
  siteOrigin?: string | undefined;
  /** The built `index.html`: the page is written into its `#root`, the screen's head tags before `</head>`. */
  template: string;
  /** Stops waiting for the data and the render (a slow API): the page then answers 503, as when the API failed. */
  timeoutMs?: number;
};

type RenderedPage = { status: number; headers: Record<string, string>; body: string };

const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/**
 * The template with the first occurrence of each marker (found in the template itself, never in what is put in)
 * replaced by its value. Spliced by index, not with `String.prototype.replace`: a replacement string expands `$&`,
 * `$'` and `` $` ``, and the page's markup and data carry whatever people wrote (an opinion reading `$'` — which
 * React's escaping even turns into `$&#x27;` — once put the whole template into the page again).
 */
function spliceTemplate(template: string, edits: ReadonlyArray<readonly [marker: string, value: string]>): string {
  const found = edits
    .map(([marker, value]) => ({ at: template.indexOf(marker), marker, value }))
    .filter((edit) => edit.at >= 0)
    .sort((a, b) => a.at - b.at);
  let html = '';
  let from = 0;
  for (const { at, marker, value } of found) {
    // Markers never overlap in a page template; one that would is left as it is rather than cut in two.
    if (at < from) continue;
    html += template.slice(from, at) + value;
    from = at + marker.length;
  }
  return html + template.slice(from);
}

/** One handler per app: it matches and loads routes, and keeps the screens' modules once loaded. */
const handlers = new WeakMap<RouteObject[], ReturnType<typeof createStaticHandler>>();

function handlerFor(routes: RouteObject[]) {
  let handler = handlers.get(routes);
  if (handler === undefined) {
    handler = createStaticHandler([rootRoute(null, routes)]);
    handlers.set(routes, handler);
  }
  return handler;
}
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** React writes a screen's `<title>`, `<meta>` and `<link>` ahead of its markup; they belong in the head. */
function splitHead(markup: string): { head: string; body: string } {
  const hoisted = HOISTED.exec(markup);
  if (hoisted === null) return { head: '', body: markup };
  return { head: hoisted[0], body: markup.slice(hoisted[0].length) };
}

/** Renders the whole tree, every lazy part and Suspense boundary included, into one string. */
async function renderToString(element: React.ReactElement, signal: AbortSignal): Promise<string> {
  const stream = await renderToReadableStream(element, {
    signal,
    // The page goes out whole (it waits for everything below), so nothing is gained by React moving a large part to
    // the end of the HTML behind a script that reveals it: that would only hold back its first paint.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A screen that fails renders its own error state in the browser; the server says so and leaves it to it.
    onError: (error) => console.error('server render:', error),
  });
  await stream.allReady;
  return new Response(stream).text();
}

/** Each request of the render gives up at the render's deadline (a timed-out request fails as «not reached»). */
function withDeadline(send: (request: Request) => Promise<Response>, deadline: AbortSignal) {
  return (request: Request) => send(new Request(request, { signal: AbortSignal.any([request.signal, deadline]) }));
}

const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => TEXT_ENTITIES[char] ?? char);

/**
 * The page when its data could not be loaded (the API failed, was not reached or too slow): 503 with Retry-After,
 * never stored, so neither a CDN nor the balancer keeps it, and a crawler comes back instead of indexing an empty
 * screen. The template is the app's as on every page, without the hydration payload: the browser starts the app
 * afresh, and it loads the page's data itself.
 */
function unavailablePage(template: string, config: ShellConfig, url: URL): RenderedPage {
  const markup = renderToStaticMarkup(
    <UnavailablePage href={`${url.pathname}${url.search}`} homeHref={config.homeHref} />,
  );
  const title = `<title>${escapeText(config.documentTitle(unavailableMessages.title))}</title>`;
  return {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
    },
    body: spliceTemplate(template.replace(TEMPLATE_TITLE, ''), [
      ['</head>', `${title}</head>`],
      [ROOT, `<div id="root">${markup}</div>`],
    ]),
  };
}

/** A guest's page is the same for every guest; a failed one (5xx) is nobody's to keep. */
function cacheControl(status: number, guest: boolean): string {
  if (status >= 500) return 'no-store';
  return guest ? 'public, max-age=0, s-maxage=60' : 'private, max-age=0';
}

/**
 * A public page as HTML: the route's loaders fill the query cache from the API (as an anonymous visitor; the
 * browser adds what is personal once it knows who is there), the app renders from the very components the browser
 * hydrates, and the cache, the device class and the router's data go along for hydration. A screen about something
 * that does not exist sets 404 (`useResponseStatus`); a redirect of a route answers as a redirect. A page whose data
 * failed to load for a reason of the moment answers 503 (`unavailablePage`), never a page of empty screens.
 */
export async function renderPage({
  request,
  routes,
  paths,
  documentTitle,
  apiOrigin,
  fetch = (request) => globalThis.fetch(request),
  siteOrigin,
  template,
  timeoutMs = 10_000,
}: RenderPageOptions): Promise<RenderedPage> {
  const url = new URL(request.url);
  const config: ShellConfig = {
    documentTitle,
    homeHref: paths.home.getHref(),
    loginHref: paths.auth.login.getHref,
    siteOrigin: siteOrigin ?? url.origin,
  };
  const queryClient = createAppQueryClient();
  // Nothing a server render fetches is retried: a page that cannot get its data answers 503 at once, and the app the
  // browser starts there asks again itself.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const deadline = AbortSignal.timeout(timeoutMs);
  const api = createApiClient({ baseUrl: apiOrigin, fetch: withDeadline(fetch, deadline) });
  // Never initialised: the page is the same for everybody, and the browser asks auth/init itself.
  const session = createSession(api, memoryTokenStore());
  // The moment this page is rendered for: the browser's first render takes it from the payload (useNow).
  // eslint-disable-next-line no-restricted-syntax -- the server's clock, read once per page
  const now = new Date();
  const guest = !hasSignedInMarker(request.headers.get('cookie'));
  const started = performance.now();
  const handler = handlerFor(routes);
  const context = await handler.query(request, {
    requestContext: routeDataProvider({ $api: api.$api, queryClient, waitForData: true, now, guest }),
  });
  // Loaders let a failed query pass (the screen would render its error state, or a «не найдено» of a page that
  // exists): whatever they decided, a page without its data is not the page.
  if (dataUnavailable(queryClient)) return unavailablePage(template, config, url);
  if (context instanceof Response) {
    return {
      status: context.status,
      headers: Object.fromEntries(context.headers.entries()),
      body: '',
    };
  }
  const loaded = performance.now();
  const deviceClass = deviceClassOfRequest(request.headers.get('user-agent'), request.headers.get('sec-ch-ua-mobile'));
  const status: ResponseStatus = { code: context.statusCode };
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToString(
    <StrictMode>
      <AppProvider
        api={api}
        session={session}
        queryClient={queryClient}
        config={config}
        deviceClassHint={deviceClass}
        responseStatus={status}
        renderedAt={now}
        guestHint={guest}
      >
        <StaticRouterProvider router={router} context={context} />
      </AppProvider>
    </StrictMode>,
    deadline,
  ).catch((error: unknown) => {
    if (deadline.aborted) return null;
    throw error;
  });
  // Queries the screens started themselves while rendering count as the loaders' do; so does running out of time.
  if (markup === null || deadline.aborted || dataUnavailable(queryClient)) {
    return unavailablePage(template, config, url);
  }
  const rendered = performance.now();
  const { head, body } = splitHead(markup);
  const payload: ServerRenderPayload = {
    queries: dehydrate(queryClient),
    deviceClass,
    renderedAt: now.toISOString(),
    guest,
  };
  const script = `<script>window.${PAYLOAD_GLOBAL}=${jsonForScript(payload)}</script>`;
  // The screen's own title replaces the app's; a screen without one keeps it.
  const page = head.includes('<title>') ? template.replace(TEMPLATE_TITLE, '') : template;
  const html = spliceTemplate(page, [
    ['</head>', `${head}</head>`],
    [ROOT, `<div id="root">${body}</div>${script}`],
  ]);
  return {
    status: status.code,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // A guest's page is the same for every guest, and fresh for a minute: a CDN or the balancer may keep it that
      // long. A signed-in person's differs (no guest content), so it is theirs alone.
      'cache-control': cacheControl(status.code, guest),
      vary: 'User-Agent',
      // Where the time went: the loaders (the API) and React's render, for the browser's devtools and the bench.
      'server-timing': `data;dur=${(loaded - started).toFixed(1)}, render;dur=${(rendered - loaded).toFixed(1)}`,
    },
    body: html,
  };
}
