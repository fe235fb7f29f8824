import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import {
  contentSecurityPolicy,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_POLICY,
} from '@mesto/server-render/security-headers';
import {
  type ApiFetch,
  encodeBody,
  isPageRequest,
  loadServerEntry,
  pageTemplate,
  renderPage,
  type ServerEntry,
} from '@mesto/server-render/server-render';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';

/** Hashed build output (`assets/…-[hash].js`): never changes under its name, cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else — `index.html`, `builds/latest.json`, robots, icons — is checked with the server every time. */
export const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt', '.xml']);

type StaticFile = {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  /** A page's Content-Security-Policy, with the hashes of its inline scripts. */
  policy?: string;
};

type SiteApp = {
  name: 'visitor' | 'business';
  dist: string;
  /** `index.html` with its stylesheets inlined, for pages rendered on the server (as `vite preview` renders them). */
  template: string;
  entry: ServerEntry | null;
  /** Files read once and kept with their compressed forms: a build is a few megabytes and never changes. */
  files: Map<string, StaticFile | null>;
  encoded: Map<string, Buffer>;
};

async function openSiteApp(name: SiteApp['name'], folder: string, render: boolean): Promise<SiteApp> {
  const dist = join(folder, 'dist');
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`no built ${name} app at ${dist} (build it: pnpm --filter @mesto/${name} build)`);
  }
  return {
    name,
    dist,
    template: pageTemplate(dist),
    entry: render ? await loadServerEntry(folder) : null,
    files: new Map(),
    encoded: new Map(),
  };
}

/** The file a path names inside the build, or null (missing, a folder, or outside the build). */
function staticFile(app: SiteApp, path: string): StaticFile | null {
  const cached = app.files.get(path);
  if (cached !== undefined) return cached;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = resolve(app.dist, `.${decoded}`);
  let found: StaticFile | null = null;
  if (file.startsWith(app.dist + sep) && !decoded.includes('\0') && existsSync(file) && statSync(file).isFile()) {
    const body = readFileSync(file);
    const extension = extname(file).toLowerCase();
    found = {
      body,
      type: TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      compressible: COMPRESSIBLE.has(extension),
      ...(extension === '.html'
        ? { policy: contentSecurityPolicy(body.toString('utf8')) }
        : decoded === SERVICE_WORKER_PATH
          ? { policy: SERVICE_WORKER_POLICY }
          : {}),
    };
  }
  // Files of a build never change while it is served; a miss is remembered only for names of the build's shape.
  if (found || app.files.size < 5000) app.files.set(path, found);
  return found;
}

async function sendFile(app: SiteApp, path: string, file: StaticFile, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', file.cacheControl).header('etag', file.etag).type(file.type);
  if (file.policy) reply.header('content-security-policy', file.policy);
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  let body: Buffer | string = file.body;
  if (file.compressible) {
    reply.header('vary', 'Accept-Encoding');
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) {
      const key = `${path}\0${encoding}`;
      let encoded = app.encoded.get(key);
      if (!encoded) {
        const result = await encodeBody(file.body.toString('utf8'), encoding);
        encoded = Buffer.isBuffer(result.body) ? result.body : Buffer.from(result.body);
        if (result.encoding === null) encoded = file.body;
        else app.encoded.set(key, encoded);
      }
      if (encoded !== file.body) {
        reply.header('content-encoding', encoding);
        body = encoded;
      }
    }
  }
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/** Headers through which a request speaks for another client: a render never sends them, and none pass. */
const FORWARDING = /^(?:forwarded|x-forwarded-.*|x-real-ip|x-request-id)$/;

/** `promise`, or the signal's reason once it is aborted first (an injected request cannot itself be called off). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((done, fail) => {
    const abort = () => fail(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(done, fail).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * How a page rendered by this process reads the API: handed to the process itself (`app.inject`), never through its
 * listener. Over HTTP to its own port, a node that had stopped listening (a drain) failed the data of the very pages it
 * was still rendering. The request comes from `remoteAddress`, the visitor's own address as the API resolved it
 * (through TRUSTED_PROXIES): the render's calls count under the visitor's per-address limits and log lines, as the
 * browser's own calls would, rather than all under 127.0.0.1 — which would share one allowance among every visitor
 * and, where the balancer runs on the same machine (TRUSTED_PROXIES=127.0.0.1), be a trusted proxy. No forwarding
 * header goes through, so nothing but that address is believed; no cookie is ever sent (the render is anonymous).
 */
function injectFetch(app: FastifyInstance, remoteAddress: string): ApiFetch {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = { host: url.host };
    request.headers.forEach((value, name) => {
      if (!FORWARDING.test(name)) headers[name] = value;
    });
    const bodyless = request.method === 'GET' || request.method === 'HEAD';
    const answer = await untilAborted(
      app.inject({
        method: request.method as HTTPMethods,
        url: `${url.pathname}${url.search}`,
        headers,
        remoteAddress,
        ...(bodyless ? {} : { payload: Buffer.from(await request.arrayBuffer()) }),
      }),
      request.signal,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) {
        responseHeaders.append(name, item);
      }
    }
    const empty = request.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}

function isBusinessHost(host: string | undefined, businessHosts: string[]): boolean {
  const name = (host ?? '').toLowerCase();
  if (businessHosts.length > 0) return businessHosts.some((entry) => entry === name || entry === name.split(':')[0]);
  return name.startsWith('business.');
}

/**
 * The production server of the two apps, in the API process (NODE_ENV=production or MESTO_SERVE_APPS=on): the
 * visitor site on the main host, the business panel on hosts starting `business.` (or BUSINESS_HOST), both as static
 * files with their cache headers, and the site's public pages rendered on the server exactly as `vite preview`
 * renders them (the shared `renderPage` of @mesto/server-render). `/api` and `/sockets` stay the API's.
 */
export const sitePlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const cwd = process.cwd();
    const render = env.MESTO_SERVER_RENDER !== 'off';
    const site = await openSiteApp('visitor', resolve(env.SITE_DIR ?? join(cwd, '../visitor')), render);
    const business = await openSiteApp('business', resolve(env.BUSINESS_DIR ?? join(cwd, '../business')), false);
    const businessHosts = (env.BUSINESS_HOST ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
    // The address the render's API requests are written for; they are sent to this very process (`injectFetch`).
    const apiOrigin = () => {
      const address = app.server.address() as AddressInfo | null;
      return `http://127.0.0.1:${address?.port ?? env.PORT}`;
    };

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/sockets')) return reply.callNotFound();
      const target = isBusinessHost(request.headers.host, businessHosts) ? business : site;
      const file = path === '/' ? null : staticFile(target, path);
      if (file) return sendFile(target, path, file, request, reply);
      if (target.entry && isPageRequest(request.raw)) {
        const page = await renderPage(target.entry, request.raw, {
          apiOrigin: apiOrigin(),
          fetch: injectFetch(app, request.ip),
          template: target.template,
        });
        if (page) {
          reply.status(page.status).headers(page.headers);
          if (!page.headers['cache-control']) reply.header('cache-control', REVALIDATE);
          return reply.send(request.method === 'HEAD' ? undefined : page.body);
        }
      }
      // A path with an extension that is not a file of the build is missing, not a page of the app.
      if (/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/sitemap')) return reply.callNotFound();
      // Any other address is a screen of the single-page app: its shell, never cached.
      const index = staticFile(target, '/index.html');
      if (!index) return reply.callNotFound();
      return sendFile(target, '/index.html', index, request, reply);
    };
    // HEAD is answered by the same handler (Fastify exposes a HEAD route for every GET).
    app.get('/*', { schema: { hide: true } }, serve);
    app.get('/', { schema: { hide: true } }, serve);
    app.log.info({ site: site.dist, business: business.dist, serverRender: site.entry !== null }, 'serving the apps');
  },
  { name: 'site', dependencies: ['lifecycle'] },
);
