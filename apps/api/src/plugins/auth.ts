// The request's cookies and the app's database, as the plugins that provide them declare them: this file reads both,
// and type-checks on its own when another package (the benches) reaches it.
import type {} from '@fastify/cookie';
import { ACCESS_TOKEN_KEY } from '@mesto/domain';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';
import { verifyAccessToken } from '../lib/tokens.ts';
import type {} from './db.ts';

export type { Viewer } from '../lib/viewer.ts';
export { sessionRequired } from '../lib/viewer.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type TokenOwner = { id: string; sessionId: string; permissions: string[]; sessionExpiresAt: Date };

/** A session that would pass a request now: not revoked, not expired, and the user's. Served by the primary key. */
const liveSession = (sessionId: string, userId: string) =>
  and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
  );

/**
 * The one way a token becomes a user, for HTTP and sockets alike: a valid signature, a live session, and a session
 * that belongs to the token's subject. One indexed lookup per call, so logout and revoked sessions take effect at once.
 * Whatever the caller sent (any type, any content) it answers null rather than throwing.
 */
export async function ownerOfToken(db: Database, token: unknown, secret: string): Promise<TokenOwner | null> {
  const claims = verifyAccessToken(token, secret);
  if (!claims) return null;
  const [row] = await db
    .select({ id: users.id, permissions: users.permissions, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(claims.sid, claims.sub))
    .limit(1);
  return row
    ? { id: row.id, sessionId: claims.sid, permissions: row.permissions, sessionExpiresAt: row.expiresAt }
    : null;
}

/**
 * Whether a session proved once (a socket's handshake) would still pass a request now, by the same rule and the same
 * one indexed lookup as ownerOfToken: a socket lives on after its token is checked, and must not outlive its session.
 */
export async function sessionAlive(db: Database, owner: { id: string; sessionId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(liveSession(owner.sessionId, owner.id))
    .limit(1);
  return row !== undefined;
}

/**
 * SQL: sessionAlive's question (the same rule, the same indexed lookup) as a condition, for a statement that checks
 * the session itself instead of waiting for a lookup of its own first: one round trip fewer for a socket's event.
 */
export const sessionLives = (owner: { id: string; sessionId: string }): SQL =>
  sql`exists (select 1 from ${sessions} where ${liveSession(owner.sessionId, owner.id)})`;

/** `Bearer <token>`; the scheme is case-insensitive (RFC 9110), so `bearer` and `BEARER` work too. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^bearer[ \t]+(\S+)[ \t]*$/i);
  return match?.[1];
}

/**
 * Whether a browser's Origin is one of the apps, or the API's own host (a page the API serves itself, such as
 * /api/docs). The host alone is compared: behind a TLS proxy the API cannot always tell the scheme, and no other
 * site can serve pages from this host.
 */
export function isAllowedOrigin(origin: string, allowed: ReadonlySet<string>, ownHost: string | undefined): boolean {
  if (allowed.has(origin)) return true;
  if (!ownHost || !URL.canParse(origin)) return false;
  return new URL(origin).host === ownHost.toLowerCase();
}

/**
 * Resolves the caller from the access token (Bearer header first, then the httpOnly cookie), refuses cookie-carrying
 * writes from origins outside the allowlist, so another site cannot act with a visitor's cookies, and answers 401 on
 * routes marked `session: 'required'` when there is no live session. It runs on request, before the body is parsed
 * and validated.
 */
export const authPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const allowedOrigins = new Set(env.ALLOWED_ORIGINS);
    app.decorateRequest('viewer', null);

    app.addHook('onRequest', async (request) => {
      const bearer = bearerToken(request.headers.authorization);
      const cookieToken = request.cookies[ACCESS_TOKEN_KEY];
      const hasCookies = Boolean(request.headers.cookie);

      if (!bearer && hasCookies && unsafeMethods.has(request.method)) {
        const origin = request.headers.origin;
        const fetchSite = request.headers['sec-fetch-site'];
        if (origin ? !isAllowedOrigin(origin, allowedOrigins, request.host) : fetchSite === 'cross-site') {
          throw forbidden(messages.errors.foreignOrigin, 'FOREIGN_ORIGIN');
        }
      }

      const token = bearer ?? cookieToken;
      const owner = token ? await ownerOfToken(app.db, token, env.TOKEN_SECRET) : null;
      if (owner) request.viewer = { ...owner, via: bearer ? 'bearer' : 'cookie' };
      else if (request.routeOptions.config.session === 'required') {
        throw unauthorized(request.routeOptions.config.signInMessage);
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
