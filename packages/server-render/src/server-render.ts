import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { contentSecurityPolicy } from './security-headers.ts';

/** `off` serves the bare app shell, as before pages were rendered on the server (for comparisons). */
export const SERVER_RENDER_ENV = 'MESTO_SERVER_RENDER';

/** Where `vite build --ssr` writes an app's server entry (beside `dist/`, never served as a file). */
export const SERVER_BUILD_DIR = 'dist-ssr';

/** How a render sends its requests to the API: the global `fetch` by default. */
export type ApiFetch = (request: Request) => Promise<Response>;

/** What a render of a page is given besides the request. */
export type RenderOptions = {
  /** Where the render's requests to the API are addressed, e.g. `http://127.0.0.1:3000`. */
  apiOrigin: string;
  /**
   * Sends them instead of the network: the API's own process hands its requests to itself (`app.inject`), so a node
   * that has stopped listening (draining) still renders its pages in flight with their data.
   */
  fetch?: ApiFetch | undefined;
  /** The site's public origin for canonical links; the request's own when absent. */
  siteOrigin?: string | undefined;
  template: string;
};

/** What an app's `src/entry-server.tsx` exports, built into `dist-ssr/entry-server.js`. */
export type ServerEntry = {
  /** Answers one request for a page, robots.txt or the sitemap; null when the request is not its to answer. */
  handle(
    request: Request,
    options: RenderOptions,
  ): Promise<{ status: number; headers: Record<string, string>; body: string } | null>;
};

const STYLESHEET = /<link\s+rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The built `index.html` with its stylesheets inlined, for pages rendered on the server: the first paint of a page
 * then waits for nothing but the page itself. Linked, the stylesheet shared the phone's bandwidth with the app's
 * modules preloaded beside it and held the first paint until all of them had come (about 2.2 s of a mobile
 * Lighthouse run's 2.2 s first paint). Inlined it costs ~10 kB of each compressed page.
 */
export function inlineStylesheets(template: string, outDir: string): string {
  return template.replace(STYLESHEET, (link, file: string) => {
    const path = join(outDir, file);
    if (file.includes('..') || !existsSync(path)) return link;
    const css = readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="/${file}">${css}</style>`;
  });
}

/**
 * How many module preloads the page adds in one task: each is a request the browser starts there and then, and two
 * dozen at once made one task of 10–15 ms of a 2-core machine (four times that in a phone's simulation).
 */
const PRELOADS_PER_TASK = 6;

const ENTRY_SCRIPT = /<script\s+type="module"[^>]*?\ssrc="(\/[^"]+\.js)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\s+rel="modulepreload"[^>]*?href="(\/[^"]+\.js)"[^>]*>\s*/g;

/**
 * The built `index.html` with the app's entry module and its preloads started after the first paint instead of
 * from the head. A rendered page is painted from its HTML alone, but modules named in the head are fetched at once
 * and at high priority: on a phone's network ~250 kB of them shared the bandwidth with the page, and a mobile
 * Lighthouse run counted every one that arrived before the paint as blocking it (first paint 2.4 s instead of 0.9 s,
 * depending on whether the machine happened to paint before they arrived). A small inline script (allowed by its
 * hash, as the hydration payload is) adds the entry and the same preloads once the frame that paints the page has
 * been shown (two frames on), the preloads a few per task; all at once in a tab that is not shown (no frames come
 * there). The page hydrates a frame or two later; nothing else moves.
 */
export function deferAppScripts(template: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  let page = template.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    entries.push(src);
    return '';
  });
  page = page.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  if (entries.length === 0) return template;
  const loader =
    `<script>(function(){var e=${JSON.stringify(entries)},p=${JSON.stringify(preloads)},d=0;` +
    'function add(t,a){var n=document.createElement(t);for(var k in a)n[k]=a[k];n.crossOrigin="";document.head.appendChild(n)}' +
    'function go(){if(d)return;d=1;e.forEach(function(s){add("script",{type:"module",src:s})});var i=0;' +
    `(function next(){var n=document.visibilityState==="hidden"?p.length:i+${PRELOADS_PER_TASK};` +
    'for(;i<n&&i<p.length;i++)add("link",{rel:"modulepreload",href:p[i]});if(i<p.length)setTimeout(next,0)})()}' +
    'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()</script>';
  // A replacement function, not a string: a string would expand any `$&`, `$'` or `` $` `` in what is put in.
  return page.includes('</body>') ? page.replace('</body>', () => `${loader}</body>`) : `${page}${loader}`;
}

/**
 * The template of rendered pages: a build's `index.html` (in `distDir`) with its stylesheets inlined and its
 * modules started after the first paint.
 */
export function pageTemplate(distDir: string): string {
  return deferAppScripts(inlineStylesheets(readFileSync(join(distDir, 'index.html'), 'utf8'), distDir));
}

/** The request as a WHATWG Request, with the address the browser used. */
export function toRequest(req: IncomingMessage): Request {
  const host = req.headers.host ?? '127.0.0.1';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://${host}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Pages smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The page compressed as the browser accepts it (brotli, else gzip): a rendered page carries its data, and on a phone's
 * network every kilobyte before the first paint counts.
 */
export async function encodeBody(
  body: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: 'br' | 'gzip' | null }> {
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return { body, encoding: null };
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    // Quality 5: most of brotli's gain at a fraction of its top levels' time (pages are compressed per request).
    return { body: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

/** Requests for files, the API and the realtime socket pass by; everything else is a page. */
export function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === '/robots.txt' || path.startsWith('/sitemap')) return true;
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/sockets') || path.startsWith('/builds/')) {
    return false;
  }
  return !/\.[a-z0-9]+$/i.test(path);
}

/** An app's server entry (`dist-ssr/entry-server.js` in its folder), or null when the app has no server build. */
export async function loadServerEntry(appDir: string): Promise<ServerEntry | null> {
  const entryFile = join(appDir, SERVER_BUILD_DIR, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  return (await import(pathToFileURL(entryFile).href)) as ServerEntry;
}

/**
 * One page rendered by the server entry into the built `index.html`, compressed as the browser accepts it, with
 * the headers to send; null when the entry leaves the request to the static files. Shared by `vite preview`
 * (@mesto/vite-config) and the API's production server (`apps/api/src/plugins/site.ts`).
 */
export async function renderPage(
  entry: ServerEntry,
  req: IncomingMessage,
  options: RenderOptions,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer | string } | null> {
  const answer = await entry.handle(toRequest(req), options);
  if (answer === null) return null;
  const encoded = await encodeBody(answer.body, req.headers['accept-encoding']);
  const headers: Record<string, string> = { ...answer.headers, Vary: 'Accept-Encoding' };
  // A page's policy allows exactly its own inline scripts (the hydration payload), by hash.
  const type = Object.entries(answer.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (type.includes('text/html')) headers['content-security-policy'] = contentSecurityPolicy(answer.body);
  if (encoded.encoding !== null) headers['Content-Encoding'] = encoded.encoding;
  return { status: answer.status, headers, body: encoded.body };
}
