import { createHash } from 'node:crypto';

// The security headers of the two apps' pages, in one place: the API's production server
// (apps/api/src/plugins/security-headers.ts and site.ts) and `vite preview` (server-render.ts) send the same.

/** Outside scripts the apps load: the analytics tag (PRODUCTION only) and Telegram's login widget. */
const SCRIPT_HOSTS = ['https://mc.yandex.ru', 'https://yastatic.net', 'https://telegram.org'];
/** Frames the apps embed: Telegram's login widget and the analytics session replay. */
const FRAME_HOSTS = ['https://oauth.telegram.org', 'https://mc.yandex.ru', 'https://mc.yandex.com'];
/** Where the analytics tag reports to. */
const CONNECT_HOSTS = ['https://mc.yandex.ru', 'https://mc.yandex.com'];

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^\s*$|^(text|application)\/(x-)?(java|ecma)script$|^module$/i;

/**
 * The sha256 sources of the inline scripts a page runs, e.g. the hydration payload (`<script>window.…=…</script>`).
 * Scripts with `src` are covered by their origin; data blocks (`type="application/ld+json"`) are not run, so CSP
 * does not apply to them and they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (type && !EXECUTABLE_TYPE.test(type[1] ?? type[2] ?? type[3] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a page: scripts from the site itself and the hashes of the page's own inline
 * scripts (never 'unsafe-inline' or 'unsafe-eval'); styles may be inline (the pages inline their stylesheet and
 * React renders style attributes); nobody may frame the page.
 */
export function contentSecurityPolicy(html = '', { apiUrl = '' }: { apiUrl?: string | undefined } = {}): string {
  // An app built with VITE_API_URL calls the API (and its sockets) on that origin.
  const api = /^https?:\/\/[^/\s]+/.exec(apiUrl)?.[0];
  const apiSources = api ? [api, api.replace(/^http/, 'ws')] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes(html), ...SCRIPT_HOSTS].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // Photos may come from a storage host, map tiles from OpenStreetMap, previews from data: and blob: addresses.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...apiSources, ...CONNECT_HOSTS].join(' ')}`,
    `frame-src ${FRAME_HOSTS.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where the visitor site serves its service worker (notifications in the browser). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The policy of the service worker's script: a worker runs under the policy of its own script, not of the page. It
 * shows notifications with the site's icon and posts a renewed subscription to the API on its origin; nothing else.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; img-src 'self'; connect-src 'self'";

/** What an API answer that is not a page may do: nothing (a JSON or an image opened on its own runs no script). */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Headers of every response: no type sniffing, no referrer path across sites, HSTS in production only. */
export function baseSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
