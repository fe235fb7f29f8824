// A page rendered on the server cannot see who is signed in (the session's cookies are HTTP-only and the refresh one
// never leaves /api/auth), yet the home page shows a different feed to a guest. The API therefore sets a plain marker
// cookie beside the session's and clears it with them: without it, the visitor is almost surely a guest, so the page
// can arrive with the public content instead of a skeleton. It is a hint for rendering only, never for access.

/**
 * Set while a session is open in this browser. Its value marks the pair of tokens issued last (a digest, never a token):
 * every tab reads the same cookie jar, so a tab can tell that another one has just renewed the session.
 */
export const SIGNED_IN_COOKIE = 'mesto-signed-in';

/** Whether a request's Cookie header carries the signed-in marker. */
export function hasSignedInMarker(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trim().split('=')[0] === SIGNED_IN_COOKIE);
}

/** The signed-in marker's value in a Cookie header or `document.cookie`, or null when there is none. */
export function signedInMarker(cookieHeader: string | null | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === SIGNED_IN_COOKIE) return value.join('=');
  }
  return null;
}
