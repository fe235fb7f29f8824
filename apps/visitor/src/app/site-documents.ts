import { createApiClient } from '@mesto/api-client';
import type { ServerAnswer } from '@mesto/app-shell/server';
import { escapeXml } from '@mesto/domain';
import { paths } from '../config/paths.ts';

// robots.txt and the sitemaps of the public site, answered by its server beside the rendered pages: the addresses
// are the site's own (its origin and `config/paths.ts`), the codes come from the API (`GET /api/sitemap…`).

type Kind = 'places' | 'organisations' | 'event-lists' | 'events';

const pageOf: Record<Kind, (code: string) => string> = {
  places: paths.place.getHref,
  organisations: paths.organisation.getHref,
  'event-lists': paths.eventList.getHref,
  events: (code) => paths.event.getHref(code),
};

/** The lists anybody may open, at the top of the sitemap. */
const LIST_PAGES = [paths.home.getHref(), paths.events.getHref(), paths.places.getHref(), paths.people.getHref()];

/** Screens of one person (editors, chats, sign-in) that a crawler has nothing to find on. */
const PRIVATE_PAGES = [
  paths.profileEditor.getHref(),
  paths.opinionsEditor.getHref(),
  paths.roomsEditor.getHref(),
  paths.chats.getHref(),
  '/auth/',
  paths.search.getHref(),
  paths.test.getHref(),
];

const SITEMAP_PAGE = /^\/sitemap-(places|organisations|event-lists|events)-(\d{1,4})\.xml$/;

function answer(type: string, body: string, maxAge = 3600): ServerAnswer {
  return {
    status: 200,
    headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': `public, max-age=${maxAge}` },
    body,
  };
}

const xml = (body: string) => answer('application/xml', `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);

function robots(siteOrigin: string): ServerAnswer {
  const lines = [
    'User-agent: *',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
  ];
  return answer('text/plain', `${lines.join('\n')}\n`, 86_400);
}

/**
 * `/robots.txt`, `/sitemap.xml` (an index: the list pages, then the places, organisations, event lists and events
 * ahead in files of up to 10,000 addresses) and each of those files; null for any other path.
 */
export async function siteDocuments(
  request: Request,
  {
    apiOrigin,
    fetch,
    siteOrigin,
  }: { apiOrigin: string; fetch?: ((request: Request) => Promise<Response>) | undefined; siteOrigin: string },
): Promise<ServerAnswer | null> {
  const { pathname } = new URL(request.url);
  if (pathname === '/robots.txt') return robots(siteOrigin);
  const api = createApiClient({ baseUrl: apiOrigin, ...(fetch ? { fetch } : {}) });
  if (pathname === '/sitemap.xml') {
    const { data } = await api.client.GET('/api/sitemap');
    if (!data) return null;
    const files = [
      `${siteOrigin}/sitemap-pages.xml`,
      ...data.sections.flatMap(({ kind, pages }) =>
        Array.from({ length: pages }, (_, page) => `${siteOrigin}/sitemap-${kind}-${page + 1}.xml`),
      ),
    ];
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((file) => `  <sitemap><loc>${escapeXml(file)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>`,
    );
  }
  if (pathname === '/sitemap-pages.xml') {
    return xml(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${LIST_PAGES.map(
        (path) => `  <url><loc>${escapeXml(`${siteOrigin}${path}`)}</loc><changefreq>hourly</changefreq></url>`,
      ).join('\n')}\n</urlset>`,
    );
  }
  const page = SITEMAP_PAGE.exec(pathname);
  if (page === null) return null;
  const kind = page[1] as Kind;
  const { data } = await api.client.GET('/api/sitemap/{kind}', {
    params: { path: { kind }, query: { page: Number(page[2]) - 1 } },
  });
  if (!data || data.items.length === 0) return null;
  const urls = data.items.map(
    ({ code, updatedAt }) =>
      `  <url><loc>${escapeXml(`${siteOrigin}${pageOf[kind](code)}`)}</loc><lastmod>${updatedAt}</lastmod></url>`,
  );
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
}
