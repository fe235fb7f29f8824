/**
 * The path and query to return to after signing in, from `?redirect=`, or null when it is missing or unsafe.
 * Only paths of this site are followed: nothing starting with `//` or `/\` (another host) and nothing on the
 * auth screens themselves (a loop).
 */
export function safeRedirect(value: string | null | undefined, authPrefix = '/auth/'): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(authPrefix)) return null;
  try {
    // Resolving against a dummy origin catches anything that would leave the site after normalisation.
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
