import { type RenderPageOptions, renderPage } from './render-page.tsx';

export type ServerAnswer = { status: number; headers: Record<string, string>; body: string };

/** What the server hands an entry with each request (`ServerEntry` of @mesto/server-render). */
export type ServerEntryRequestOptions = Pick<RenderPageOptions, 'apiOrigin' | 'fetch' | 'siteOrigin' | 'template'>;

export type ServerEntryOptions = Pick<RenderPageOptions, 'routes' | 'paths' | 'documentTitle'> & {
  /** Other documents of the site at fixed paths (`/robots.txt`, sitemaps), answered before pages. */
  documents?: (
    request: Request,
    context: Pick<RenderPageOptions, 'apiOrigin' | 'fetch'> & { siteOrigin: string },
  ) => Promise<ServerAnswer | null>;
};

/**
 * What an app's `src/entry-server.tsx` exports: one function answering a page request with rendered HTML. A page
 * that cannot be rendered (a bug) still goes out as the bare app, which the browser renders itself, but as a 500
 * that nothing stores: a crawler or a link preview must not take the empty shell, with the site's generic title,
 * for the page (a page whose data failed is the render's own 503).
 */
export function createServerEntry({ documents, ...app }: ServerEntryOptions) {
  return {
    async handle(request: Request, options: ServerEntryRequestOptions): Promise<ServerAnswer | null> {
      const siteOrigin = options.siteOrigin ?? new URL(request.url).origin;
      const document = await documents?.(request, { apiOrigin: options.apiOrigin, fetch: options.fetch, siteOrigin });
      if (document) return document;
      try {
        return await renderPage({ ...app, request, ...options, siteOrigin });
      } catch (error) {
        console.error('server render failed, sending the bare app:', error);
        return {
          status: 500,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
          body: options.template,
        };
      }
    },
  };
}
