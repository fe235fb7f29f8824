import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_KEY, cutText, REFRESH_TOKEN_KEY, SIGNED_IN_COOKIE } from '@mesto/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { unauthorized } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { revokeSessions, type SessionEndReason, type SessionScope } from '../../lib/sessions.ts';
import { randomToken, seal, sha256, signAccessToken, unseal } from '../../lib/tokens.ts';
import type {} from '../../plugins/realtime.ts';

export type IssuedTokens = { accessToken: string; refreshToken: string; sessionExpiresAt: Date };

/** The access token issued at `issuedAt`: the same inputs always sign the same token, so a pair can be given twice. */
function accessTokenFor(userId: string, sessionId: string, env: Env, issuedAt = new Date()) {
  return signAccessToken(
    { sub: userId, sid: sessionId, exp: Math.floor(issuedAt.getTime() / 1000) + env.ACCESS_TOKEN_TTL_SECONDS },
    env.TOKEN_SECRET,
  );
}

/** Starts a session: a short-lived access token and the first refresh token of a new family. */
export async function startSession(db: Database, env: Env, userId: string, request: FastifyRequest) {
  const refreshToken = randomToken();
  const sessionExpiresAt = new Date(Date.now() + env.REFRESH_TOKEN_TTL_SECONDS * 1000);
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId,
        expiresAt: sessionExpiresAt,
        userAgent: request.headers['user-agent'] === undefined ? null : cutText(request.headers['user-agent'], 300),
        ip: request.ip,
      })
      .returning({ id: sessions.id });
    const id = (session as { id: string }).id;
    await tx.insert(refreshTokens).values({ sessionId: id, tokenHash: sha256(refreshToken) });
    return id;
  });
  return { accessToken: accessTokenFor(userId, sessionId, env), refreshToken, sessionExpiresAt, userId };
}

type RotateOutcome =
  | { kind: 'ok'; userId: string; tokens: IssuedTokens }
  | { kind: 'invalid' }
  | { kind: 'reused'; sessionId: string };

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting a used one means it was
 * stolen or replayed, so the whole session family is revoked - except within a short grace window after the
 * exchange, when the same token yields the same new pair again. Two tabs refreshing at the same moment, or a retry
 * after a lost response, then keep the session; a replay later than that still ends it.
 */
export async function rotateSession(
  db: Database,
  env: Env,
  presented: string,
  now = new Date(),
): Promise<RotateOutcome> {
  return db.transaction(async (tx): Promise<RotateOutcome> => {
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        sessionId: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .limit(1);
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' };
    const pair = (refreshToken: string, issuedAt: Date): RotateOutcome => ({
      kind: 'ok',
      userId: row.userId,
      tokens: {
        accessToken: accessTokenFor(row.userId, row.sessionId, env, issuedAt),
        refreshToken,
        sessionExpiresAt: row.expiresAt,
      },
    });

    // Claiming is one conditional update: of two concurrent exchanges exactly one claims, the other waits for it
    // (PostgreSQL's row lock) and then finds the token used, with its successor recorded.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length > 0) {
      const refreshToken = randomToken();
      const [successor] = await tx
        .insert(refreshTokens)
        .values({ sessionId: row.sessionId, tokenHash: sha256(refreshToken), createdAt: now })
        .returning({ id: refreshTokens.id });
      await tx
        .update(refreshTokens)
        .set({
          replacedById: (successor as { id: string }).id,
          successorSealed: seal(refreshToken, env.TOKEN_SECRET, row.tokenId),
        })
        .where(eq(refreshTokens.id, row.tokenId));
      // The presented token is used now, so the copy kept for its own grace window has served its purpose.
      await tx.update(refreshTokens).set({ successorSealed: null }).where(eq(refreshTokens.replacedById, row.tokenId));
      return pair(refreshToken, now);
    }

    const [used] = await tx
      .select({ usedAt: refreshTokens.usedAt, successorSealed: refreshTokens.successorSealed })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.tokenId));
    const withinGrace =
      used?.usedAt != null && now.getTime() - used.usedAt.getTime() < env.REFRESH_GRACE_SECONDS * 1000;
    if (withinGrace && used?.successorSealed) {
      const refreshToken = unseal(used.successorSealed, env.TOKEN_SECRET, row.tokenId);
      const [successor] = refreshToken
        ? await tx
            .select({ createdAt: refreshTokens.createdAt })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.tokenHash, sha256(refreshToken)), isNull(refreshTokens.usedAt)))
        : [];
      if (refreshToken && successor) return pair(refreshToken, successor.createdAt);
    }
    await revokeSessions(tx as unknown as Database, { sessionId: row.sessionId }, 'refresh-token-reuse', now);
    return { kind: 'reused', sessionId: row.sessionId };
  });
}

type SessionsHost = Pick<FastifyInstance, 'db' | 'disconnectSessions'>;

/** Ends sessions in a write of its own, then closes their sockets on every API node. */
export async function endSessions(app: SessionsHost, scope: SessionScope, reason: SessionEndReason) {
  app.disconnectSessions(await revokeSessions(app.db, scope, reason));
}

export async function rotateOrThrow(app: SessionsHost, env: Env, presented: string | undefined) {
  if (!presented) throw unauthorized(messages.auth.refreshMissing, 'REFRESH_MISSING');
  const outcome = await rotateSession(app.db, env, presented);
  if (outcome.kind === 'reused') {
    // The family was revoked in the exchange's transaction, committed by now: whoever holds it loses its sockets too.
    app.disconnectSessions([outcome.sessionId]);
    throw unauthorized(messages.auth.refreshReused, 'REFRESH_REUSED');
  }
  if (outcome.kind === 'invalid') throw unauthorized(messages.auth.refreshInvalid, 'REFRESH_INVALID');
  return outcome;
}

export async function sessionOfRefreshToken(db: Database, presented: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
    .limit(1);
  return row?.sessionId;
}

const REFRESH_COOKIE_PATH = '/api/auth';

/** A short digest of a refresh token: the same for a pair given twice, and nothing a reader could use. */
function credentialsMark(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url').slice(0, 16);
}

export function setSessionCookies(reply: FastifyReply, env: Env, tokens: IssuedTokens) {
  const common = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.APP_ENV === 'PRODUCTION',
    ...(env.COOKIE_DOMAIN ? { domain: env.COOKIE_DOMAIN } : {}),
  };
  reply.setCookie(ACCESS_TOKEN_KEY, tokens.accessToken, { ...common, path: '/', maxAge: env.ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(REFRESH_TOKEN_KEY, tokens.refreshToken, {
    ...common,
    path: REFRESH_COOKIE_PATH,
    expires: tokens.sessionExpiresAt,
  });
  // Readable by the site's server render (never an access check): a page for a guest can arrive with guest content.
  // Its value changes with every pair: the tabs of a browser tell by it that one of them has renewed the session.
  reply.setCookie(SIGNED_IN_COOKIE, credentialsMark(tokens.refreshToken), {
    ...common,
    httpOnly: false,
    path: '/',
    expires: tokens.sessionExpiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply, env: Env) {
  const common = { ...(env.COOKIE_DOMAIN ? { domain: env.COOKIE_DOMAIN } : {}) };
  reply.clearCookie(ACCESS_TOKEN_KEY, { ...common, path: '/' });
  reply.clearCookie(REFRESH_TOKEN_KEY, { ...common, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_COOKIE, { ...common, path: '/' });
}
