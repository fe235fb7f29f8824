import { type RenderPageOptions, renderPage } from './render-page.tsx';

export type ServerAnswer = { status: number; headers: Record<string, string>; body: string };

export type ServerEntryOptions = Pick<RenderPageOptions, 'routes' | 'paths' | 'documentTitle'> & {
  /** Other documents of the site at fixed paths (`/robots.txt`, sitemaps), answered before pages. */
  documents?: (request: Request, context: { apiOrigin: string; siteOrigin: string }) => Promise<ServerAnswer | null>;
};

/**
 * What an app's `src/entry-server.tsx` exports: one function answering a page request with rendered HTML. A page
 * that cannot be rendered (the API is down, a bug) still goes out, as the bare app the browser renders itself.
 */
export function createServerEntry({ documents, ...app }: ServerEntryOptions) {
  return {
    async handle(
      request: Request,
      options: { apiOrigin: string; siteOrigin?: string | undefined; template: string },
    ): Promise<ServerAnswer | null> {
      const siteOrigin = options.siteOrigin ?? new URL(request.url).origin;
      const document = await documents?.(request, { apiOrigin: options.apiOrigin, siteOrigin });
      if (document) return document;
      try {
        return await renderPage({ ...app, request, ...options, siteOrigin });
      } catch (error) {
        console.error('server render failed, sending the bare app:', error);
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
          body: options.template,
        };
      }
    },
  };
}
