import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_POLICY,
} from '@mesto/server-render/security-headers';
import {
  isPageRequest,
  loadServerEntry,
  pageTemplate,
  renderPage,
  SERVER_BUILD_DIR,
  SERVER_RENDER_ENV,
} from '@mesto/server-render/server-render';
import type { Plugin } from 'vite';

// `vite preview` with what the production server does: pages rendered on the server and the same security headers
// (the rules themselves are the runtime package @mesto/server-render, which the API uses too).

/**
 * `vite preview` of an app rendered on the server: pages come from its server build (`dist-ssr/entry-server.js`)
 * into the built `index.html`; files, `/api` and `/sockets` go on to Vite's static files and proxy. Used by
 * `pnpm start` and the browser tests, so both see the pages as crawlers and link previews get them.
 */
export function serverRenderPreview({ apiTarget }: { apiTarget: string }): Plugin {
  return {
    name: 'mesto:server-render-preview',
    async configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      const root = server.config.root;
      // The bench compares pages with and without server rendering in one run.
      if (process.env[SERVER_RENDER_ENV] === 'off') return;
      const entry = await loadServerEntry(root);
      if (entry === null) {
        server.config.logger.warn(`no ${SERVER_BUILD_DIR}/entry-server.js: pages are served unrendered`);
        return;
      }
      const template = pageTemplate(join(root, outDir));
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (!isPageRequest(req)) {
          next();
          return;
        }
        renderPage(entry, req, { apiOrigin: apiTarget, template })
          .then((page) => {
            if (page === null) {
              next();
              return;
            }
            res.statusCode = page.status;
            for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
            res.end(req.method === 'HEAD' ? undefined : page.body);
          })
          .catch(next);
      });
    },
  };
}

/**
 * The security headers of `vite preview` (both apps), the same as the production server's: the base headers on every
 * answer and the page policy of the built `index.html`; a page rendered on the server replaces it with its own.
 */
export function securityHeadersPreview(): Plugin {
  return {
    name: 'mesto:security-headers-preview',
    configurePreviewServer(server) {
      const index = join(server.config.root, server.config.build.outDir, 'index.html');
      const policy = contentSecurityPolicy(existsSync(index) ? readFileSync(index, 'utf8') : '', {
        apiUrl: process.env.VITE_API_URL,
      });
      const base = baseSecurityHeaders({ production: process.env.NODE_ENV === 'production' });
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
        const worker = (req.url ?? '').split('?')[0] === SERVICE_WORKER_PATH;
        res.setHeader('content-security-policy', worker ? SERVICE_WORKER_POLICY : policy);
        next();
      });
    },
  };
}
