import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userBlocks, users } from '../../db/schema.ts';
import { ApiError, conflict, fieldError } from '../../lib/errors.ts';
import { afterCursor, cursorValue, encodeCursor, exactTime, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import { findUser } from '../../lib/user-card.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { BLOCKS_MAX } from './blocks.constants.ts';
import { blockMessages } from './blocks.messages.ts';

// Blocking between people. A row says «blocker blocked blocked»; what it changes:
// - between the two, no private chat opens and none takes a message, and neither brings the other into a group chat
//   or a room — checked both ways, so the refusal reads the same whichever side blocked;
// - for the blocker, the blocked person's opinions, answers and rooms carry `authorBlocked` (the apps fold them
//   away) and the feed leaves their items out (`blockedByViewer`, the one SQL rule for both).
// The blocked person is told nothing: no list, status or error names who blocked them. The rules other features read
// (who blocks whom, the refusals) are in lib/blocks.ts; this file holds the calls that write and list blocks.

const b = userBlocks;

// ————— the calls —————

const userNotFound = () =>
  new ApiError(404, blockMessages.userNotFound, 'USER_NOT_FOUND', { userId: blockMessages.userNotFound });

/** The person a call names (id, code or username): 404 when there is none, 400 when it is the caller. */
async function otherPerson(db: Database, viewer: Viewer, key: string): Promise<string> {
  const person = await findUser(db, key);
  if (!person) throw userNotFound();
  if (person.id === viewer.id) throw fieldError('userId', blockMessages.self, 'SELF');
  return person.id;
}

/** Blocks a person; blocking again keeps the first time. At most BLOCKS_MAX people, counted under a lock. */
export async function block(db: Database, viewer: Viewer, key: string) {
  const blockedId = await otherPerson(db, viewer, key);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // One blocker's blocks take turns: the count below stays true until the insert.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const mine = and(eq(b.blockerId, viewer.id), eq(b.blockedId, blockedId));
    const [existing] = await tx.select({ createdAt: b.createdAt }).from(b).where(mine);
    if (existing) return { userId: blockedId, blockedAt: existing.createdAt.toISOString() };
    const [count] = await tx.select({ count: sql<number>`count(*)::int` }).from(b).where(eq(b.blockerId, viewer.id));
    if (Number(count?.count ?? 0) >= BLOCKS_MAX) throw conflict('userId', blockMessages.tooMany, 'TOO_MANY_BLOCKS');
    const [row] = await tx
      .insert(b)
      .values({ blockerId: viewer.id, blockedId })
      .onConflictDoNothing()
      .returning({ createdAt: b.createdAt });
    const [stored] = row ? [row] : await tx.select({ createdAt: b.createdAt }).from(b).where(mine);
    return { userId: blockedId, blockedAt: (stored?.createdAt ?? new Date()).toISOString() };
  });
}

/** Unblocks a person; not blocked already is fine. */
export async function unblock(db: Database, viewer: Viewer, key: string) {
  const blockedId = await otherPerson(db, viewer, key);
  await db.delete(b).where(and(eq(b.blockerId, viewer.id), eq(b.blockedId, blockedId)));
}

/** Whether the caller has blocked a person (for the button on their profile); oneself: never. */
export async function blockStatus(db: Database, viewer: Viewer, key: string) {
  const person = await findUser(db, key);
  if (!person) throw userNotFound();
  const [row] = await db
    .select({ blockedId: b.blockedId })
    .from(b)
    .where(and(eq(b.blockerId, viewer.id), eq(b.blockedId, person.id)));
  return { blocked: row !== undefined };
}

const SORT_NAME = 'newest';
const newest: Sort = { keys: [{ expression: b.createdAt, direction: 'desc', kind: 'timestamp' }] };

/** The people the caller has blocked, newest first, a keyset page at a time. */
export async function blockList(db: Database, viewer: Viewer, query: { cursor?: string | undefined; limit: number }) {
  const after = afterCursor(b.blockedId, SORT_NAME, newest, query.cursor);
  const rows = await db
    .select({
      blockedAt: b.createdAt,
      at: exactTime(b.createdAt),
      id: users.id,
      code: users.code,
      name: users.displayName,
      username: users.username,
      avatar: users.avatarFileId,
    })
    .from(b)
    .innerJoin(users, eq(users.id, b.blockedId))
    .where(and(eq(b.blockerId, viewer.id), after))
    .orderBy(...orderBy(b.blockedId, newest))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => encodeCursor(SORT_NAME, [cursorValue(row.at, 'timestamp')], row.id),
    (row) => ({
      user: { id: row.id, code: row.code, name: row.name, username: row.username, avatar: row.avatar },
      blockedAt: row.blockedAt.toISOString(),
    }),
  );
}
