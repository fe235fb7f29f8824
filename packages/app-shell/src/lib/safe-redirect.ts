/** The origin paths are resolved against where there is no page (tests, the server render): any fixed origin works. */
const FALLBACK_ORIGIN = 'http://same.origin';

function currentOrigin(): string {
  const origin = globalThis.location?.origin;
  return typeof origin === 'string' && origin.startsWith('http') ? origin : FALLBACK_ORIGIN;
}

/**
 * The path and query to return to after signing in, from `?redirect=`, or null when it is missing or unsafe.
 *
 * The URL parser decides, not a look at the first characters: the value is resolved against the site's origin the
 * way the browser would resolve it, and followed only when it stays on that origin and comes back as a path the
 * browser cannot read as another host. Checking the raw text missed what normalisation turns into `//host`
 * (`/.//evil.example`, `/a/..//x`, `/./\x`, a tab inside `/\t/x`), which the router then refused, leaving the person
 * on the login screen. Nothing on the auth screens themselves is followed either (a loop).
 */
export function safeRedirect(
  value: string | null | undefined,
  authPrefix = '/auth/',
  origin: string = currentOrigin(),
): string | null {
  // Only what the site's own links produce: a path. A scheme, a host or a relative path is never one of them.
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that starts with two slashes (or a slash and a backslash) is another host wherever it is used as a link.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (url.pathname.startsWith(authPrefix) || `${url.pathname}/` === authPrefix) return null;
  return path;
}
