import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { userBlocks, users } from '../db/schema.ts';
import { ApiError } from './errors.ts';
import type { Viewer } from './viewer.ts';

// Whether two people block each other, as the features that bring people together read it (chats, rooms, the feed,
// opinions). A row of user_blocks says «blocker blocked blocked»; features/blocks writes them and says what they
// change. The refusals read the same whichever side blocked: nobody learns they were blocked.

/** What the refusals say, in one place (features/blocks/blocks.messages.ts holds the rest of blocking's words). */
export const blockRefusals = {
  chatUnavailable: 'Нельзя написать этому человеку',
  memberUnavailable: 'Этого человека нельзя пригласить',
  roomUnavailable: 'К этой комнате нельзя присоединиться',
} as const;

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
export const chatUnavailable = () => new ApiError(403, blockRefusals.chatUnavailable, 'CHAT_UNAVAILABLE');

/** A person who cannot be brought into a group or a room by this caller, naming the field that listed them. */
export const memberUnavailable = (field: string) =>
  new ApiError(403, blockRefusals.memberUnavailable, 'MEMBER_UNAVAILABLE', {
    [field]: blockRefusals.memberUnavailable,
  });

/** Joining the room of someone one is blocked from (either way). */
export const roomUnavailable = () =>
  new ApiError(403, blockRefusals.roomUnavailable, 'ROOM_UNAVAILABLE', { roomId: blockRefusals.roomUnavailable });

/** Refuses, naming `field`, when any of `others` is blocked from `userId` (or blocked them). */
export async function assertMayBringIn(db: Database, userId: string, others: readonly string[], field: string) {
  if ((await blockedEitherWay(db, userId, others)).length > 0) throw memberUnavailable(field);
}
