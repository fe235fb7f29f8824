import { ACCESS_TOKEN_KEY } from '@mesto/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { forbidden } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';
import { verifyAccessToken } from '../lib/tokens.ts';

export type Viewer = {
  id: string;
  sessionId: string;
  permissions: string[];
  /** How the caller proved who they are: browsers use cookies, other clients a Bearer header. */
  via: 'cookie' | 'bearer';
};

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the caller from the access token (Bearer header first, then the httpOnly cookie) and refuses
 * cookie-carrying writes from origins outside the allowlist, so another site cannot act with a visitor's cookies.
 */
export const authPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const allowedOrigins = new Set(env.ALLOWED_ORIGINS);
    app.decorateRequest('viewer', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const cookieToken = request.cookies[ACCESS_TOKEN_KEY];
      const hasCookies = Boolean(request.headers.cookie);

      if (!bearer && hasCookies && unsafeMethods.has(request.method)) {
        const origin = request.headers.origin;
        const sameOrigin = origin !== undefined && origin === `${request.protocol}://${request.host}`;
        const fetchSite = request.headers['sec-fetch-site'];
        if (origin ? !allowedOrigins.has(origin) && !sameOrigin : fetchSite === 'cross-site') {
          throw forbidden(messages.errors.foreignOrigin, 'FOREIGN_ORIGIN');
        }
      }

      const token = bearer ?? cookieToken;
      if (!token) return;
      const claims = verifyAccessToken(token, env.TOKEN_SECRET);
      if (!claims) return;
      // One indexed lookup per request, so logout and revoked sessions take effect at once.
      const [row] = await app.db
        .select({ id: users.id, permissions: users.permissions })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sid),
            eq(sessions.userId, claims.sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row) return;
      request.viewer = {
        id: row.id,
        sessionId: claims.sid,
        permissions: row.permissions,
        via: bearer ? 'bearer' : 'cookie',
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
