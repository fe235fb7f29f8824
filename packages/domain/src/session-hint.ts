// A page rendered on the server cannot see who is signed in (the session's cookies are HTTP-only and the refresh one
// never leaves /api/auth), yet the home page shows a different feed to a guest. The API therefore sets a plain marker
// cookie beside the session's and clears it with them: without it, the visitor is almost surely a guest, so the page
// can arrive with the public content instead of a skeleton. It is a hint for rendering only, never for access.

/** Set while a session is open in this browser; its value carries nothing. */
export const SIGNED_IN_COOKIE = 'mesto-signed-in';

/** Whether a request's Cookie header carries the signed-in marker. */
export function hasSignedInMarker(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trim().split('=')[0] === SIGNED_IN_COOKIE);
}
