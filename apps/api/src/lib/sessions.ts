import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

// Ending sessions, the one write that does it: features/auth ends them at logout and on a reused refresh token,
// features/users when a password changes, moderation when it hides an account (given in app.ts).

/** What ends sessions, as `sessions.revoked_reason` records it. */
export type SessionEndReason = 'logout' | 'refresh-token-reuse' | 'password-changed' | 'account-hidden';

/** One session, or every live session of a user (but the one in `except`, the caller's own where it keeps it). */
export type SessionScope = { sessionId: string } | { userId: string; except?: string };

/**
 * The one write that ends sessions: every token of theirs stops working at the next request. It runs in the caller's
 * transaction where there is one, and answers the sessions it ended; once that transaction has committed, the caller
 * hands them to `app.disconnectSessions` so their open sockets close too (`endSessions` does both for a caller with
 * no transaction of its own). Disconnecting earlier could let a socket reconnect while the session still reads live.
 */
export async function revokeSessions(
  db: Database,
  scope: SessionScope,
  reason: SessionEndReason,
  now = new Date(),
): Promise<string[]> {
  const which =
    'sessionId' in scope
      ? eq(sessions.id, scope.sessionId)
      : and(eq(sessions.userId, scope.userId), scope.except ? ne(sessions.id, scope.except) : undefined);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}
