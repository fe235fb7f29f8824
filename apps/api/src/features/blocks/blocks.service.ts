import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { userBlocks, users } from '../../db/schema.ts';
import { ApiError, conflict, fieldError } from '../../lib/errors.ts';
import { afterCursor, cursorValue, encodeCursor, exactTime, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { findUser } from '../users/users.service.ts';
import { BLOCKS_MAX } from './blocks.constants.ts';
import { blockMessages } from './blocks.messages.ts';

// Blocking between people. A row says «blocker blocked blocked»; what it changes:
// - between the two, no private chat opens and none takes a message, and neither brings the other into a group chat
//   or a room — checked both ways, so the refusal reads the same whichever side blocked;
// - for the blocker, the blocked person's opinions, answers and rooms carry `authorBlocked` (the apps fold them
//   away) and the feed leaves their items out (`blockedByViewer`, the one SQL rule for both).
// The blocked person is told nothing: no list, status or error names who blocked them.

const b = userBlocks;

/** SQL: the viewer has blocked the author in `author` (a column or expression of the outer query). */
export const blockedByViewer = (viewer: Viewer | null, author: AnyPgColumn | SQL): SQL =>
  viewer
    ? sql`exists (select 1 from ${b} where ${b.blockerId} = ${viewer.id}::uuid and ${b.blockedId} = ${author})`
    : sql`false`;

/** SQL: one of the two people has blocked the other. */
export const blockBetween = (first: AnyPgColumn | SQL, second: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from ${b} where (${b.blockerId} = ${first} and ${b.blockedId} = ${second})
    or (${b.blockerId} = ${second} and ${b.blockedId} = ${first}))`;

/** Of the given authors, those the viewer has blocked: one query for a whole page. */
export async function blockedAuthors(
  db: Database,
  viewer: Viewer | null,
  authorIds: readonly (string | null)[],
): Promise<Set<string>> {
  const ids = [...new Set(authorIds.filter((id): id is string => id !== null))];
  if (!viewer || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), blockedByViewer(viewer, users.id)));
  return new Set(rows.map((row) => row.id));
}

/** Of `others`, those between whom and `userId` there is a block, either way. */
export async function blockedEitherWay(db: Database, userId: string, others: readonly string[]): Promise<string[]> {
  const ids = [...new Set(others)].filter((id) => id !== userId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), blockBetween(users.id, sql`${userId}::uuid`)));
  return rows.map((row) => row.id);
}

/** A private chat with this person is closed (a block either way): the same words for both sides. */
export const chatUnavailable = () => new ApiError(403, blockMessages.chatUnavailable, 'CHAT_UNAVAILABLE');

/** A person who cannot be brought into a group or a room by this caller, naming the field that listed them. */
export const memberUnavailable = (field: string) =>
  new ApiError(403, blockMessages.memberUnavailable, 'MEMBER_UNAVAILABLE', {
    [field]: blockMessages.memberUnavailable,
  });

/** Joining the room of someone one is blocked from (either way). */
export const roomUnavailable = () =>
  new ApiError(403, blockMessages.roomUnavailable, 'ROOM_UNAVAILABLE', { roomId: blockMessages.roomUnavailable });

/** Refuses, naming `field`, when any of `others` is blocked from `userId` (or blocked them). */
export async function assertMayBringIn(db: Database, userId: string, others: readonly string[], field: string) {
  if ((await blockedEitherWay(db, userId, others)).length > 0) throw memberUnavailable(field);
}

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
