import { isUuid } from '@mesto/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { moderationOf, moderationVisibleTo, publicAvatar } from '../../lib/moderation.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { readableChat } from './chats.access.ts';
import { chatMessages } from './chats.messages.ts';
import type { ChatMessage } from './chats.schemas.ts';

// A chat's messages as people read them: one message with its author, and the pages of a chat's history.

export type MessageRow = typeof messages.$inferSelect;
export type Person = {
  id: string;
  code: string;
  username: string | null;
  displayName: string;
  avatarFileId: string | null;
};

export const personColumns = {
  id: users.id,
  code: users.code,
  username: users.username,
  displayName: users.displayName,
  avatarFileId: publicAvatar,
};

export const toIso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

export function toMessage(row: MessageRow, author: Person | null | undefined): z.input<typeof ChatMessage> {
  return {
    id: row.id,
    chatId: row.chatId,
    clientId: row.clientId,
    text: row.text,
    author: author ?? null,
    moderation: moderationOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export const messageSelect = { message: messages, author: personColumns };

export function withAuthor(rows: { message: MessageRow; author: Person | null }[]) {
  return rows.map(({ message, author }) => toMessage(message, author?.id ? author : null));
}

/**
 * A page of a chat's messages. Without `after`: the newest first, `cursor` (a message id) going back in time. With
 * `after` (the last message a device has): what came after it, oldest first — a reconnecting device catches up.
 * Positions compare as (time, id) inside SQL, so messages of one microsecond are neither skipped nor repeated.
 */
export async function messagesPage(
  db: Database,
  viewer: Viewer,
  query: { chat: string; cursor?: string | undefined; after?: string | undefined; limit: number },
) {
  const anchorId = query.after ?? query.cursor;
  // A cursor is a message id the API gave: anything else is refused before the chat is even looked at.
  if (anchorId !== undefined && !isUuid(anchorId)) throw fieldError('cursor', chatMessages.badCursor, 'BAD_CURSOR');
  await readableChat(db, viewer, query.chat);
  if (anchorId !== undefined) {
    const [anchor] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, anchorId), eq(messages.chatId, query.chat)));
    if (!anchor) {
      throw fieldError(query.after ? 'after' : 'cursor', chatMessages.messageNotFound, 'MESSAGE_NOT_FOUND');
    }
  }
  const position = (id: string) => sql`(select m.created_at, m.id from ${messages} as m where m.id = ${id}::uuid)`;
  const newer = query.after !== undefined;
  const condition = and(
    eq(messages.chatId, query.chat),
    // A message a moderator hid or deleted leaves the chat for everyone but its author (and moderators).
    moderationVisibleTo(viewer, { state: messages.moderationState, author: messages.authorId }),
    anchorId === undefined
      ? undefined
      : newer
        ? sql`(${messages.createdAt}, ${messages.id}) > ${position(anchorId)}`
        : sql`(${messages.createdAt}, ${messages.id}) < ${position(anchorId)}`,
  );
  const rows = await db
    .select(messageSelect)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(condition)
    .orderBy(
      ...(newer
        ? [asc(messages.createdAt), asc(messages.id)]
        : [sql`${messages.createdAt} desc`, sql`${messages.id} desc`]),
    )
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const items = withAuthor(more ? rows.slice(0, query.limit) : rows);
  return { items, nextCursor: more ? (items.at(-1)?.id ?? null) : null };
}
