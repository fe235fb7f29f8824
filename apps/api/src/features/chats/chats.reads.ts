import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMembers, chats, messages, organisations } from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { type ChatAccess, type ChatRow, memberOf, teamOf } from './chats.access.ts';
import { chatMessages } from './chats.messages.ts';

// Read markers and what is unread: each reader of a chat keeps where they read up to (a team member of the chat's
// organisation too, in a row marked `team`), and a message is unread news for them when someone else wrote it later.

/**
 * SQL over `messages as m`: a message that counts as unread news for others — one a moderator held, hid or deleted
 * does not (the recipient would be called to a message they cannot read, or one marked hidden).
 */
const countsAsNews = sql.raw(`m.moderation_state = 'VISIBLE'`);

/** Unread counts stop here: a list shows «99+», not the exact count of a chat nobody read for a year. */
const UNREAD_CAP = 100;

/** SQL: the messages of the chat `chatId` that are unread news for the viewer, as rows of `messages as m`. */
function unreadMessages(viewer: Viewer, chatId: SQL): SQL {
  return sql`select 1 from ${messages} as m where m.chat_id = ${chatId}
    and m.author_id is distinct from ${viewer.id} and ${countsAsNews}
    and m.created_at > coalesce((select r.last_read_at from ${chatMembers} as r
      where r.chat_id = ${chatId} and r.user_id = ${viewer.id}), '-infinity'::timestamptz)`;
}

/** SQL over `chats`: others wrote after the viewer's read marker (or the viewer never read it). */
export const unreadCondition = (viewer: Viewer) => sql`exists (${unreadMessages(viewer, sql`${chats.id}`)})`;

/** SQL: per chat of the id list ("chatId"), how many messages are unread for the viewer, up to UNREAD_CAP ("count"). */
export const unreadCounts = (viewer: Viewer, idList: SQL) =>
  sql`select c.id as "chatId", (select count(*) from (
      ${unreadMessages(viewer, sql`c.id`)}
      limit ${UNREAD_CAP}) as x)::int as "count"
    from unnest(array[${idList}]) as c(id)`;

/**
 * How many of the viewer's chats have messages unread for them; with `team`, of the chats of their organisations'
 * teams (of one organisation, by id or code, when `organisation` is given).
 */
export async function unreadChatCount(
  db: Database,
  viewer: Viewer,
  { team, organisation }: { team?: boolean | undefined; organisation?: string | undefined },
): Promise<number> {
  const scope = team
    ? sql`${teamOf(viewer)}${
        organisation
          ? sql` and ${refersTo(chats.organisationId, organisation, {
              table: organisations,
              id: organisations.id,
              code: organisations.code,
            })}`
          : sql``
      }`
    : memberOf(viewer);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chats)
    .where(sql`${scope} and ${unreadCondition(viewer)}`);
  return row?.count ?? 0;
}

/** Moves the viewer's read marker forward to a message of the chat (never back); a team member gets a marker row. */
export async function markRead(db: Database, viewer: Viewer, chat: ChatRow, access: ChatAccess, messageId: string) {
  const [message] = await db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.chatId, chat.id)));
  if (!message) throw fieldError('messageId', chatMessages.messageNotFound, 'MESSAGE_NOT_FOUND');
  // The exact stored time, not the millisecond JavaScript keeps: compared with other messages' times later.
  const at = sql`(select m.created_at from ${messages} as m where m.id = ${message.id}::uuid)`;
  await db
    .insert(chatMembers)
    .values({ chatId: chat.id, userId: viewer.id, team: !access.member, lastReadMessageId: message.id, lastReadAt: at })
    .onConflictDoUpdate({
      target: [chatMembers.chatId, chatMembers.userId],
      set: { lastReadMessageId: message.id, lastReadAt: at },
      setWhere: sql`${chatMembers.lastReadAt} is null or ${chatMembers.lastReadAt} < ${at}`,
    });
  return {
    chatId: chat.id,
    userId: viewer.id,
    messageId: message.id,
    at: message.createdAt.toISOString(),
    /** A team member's read (of a chat with their organisation), not the person's. */
    team: !access.member,
  };
}
