import { createServerEntry } from '@mesto/app-shell/server';
import { routes } from './app/router.tsx';
import { siteDocuments } from './app/site-documents.ts';
import { paths } from './config/paths.ts';
import { messages } from './messages.ts';

/**
 * The public site rendered on the server (built by `vite build --ssr` into `dist-ssr/`): the very routes and
 * screens the browser hydrates, and robots.txt and the sitemaps beside them.
 */
export const { handle } = createServerEntry({
  routes,
  paths,
  documentTitle: messages.documentTitle,
  documents: siteDocuments,
});
