import { CHAT_SEND_BURST, CHAT_SEND_WINDOW_SECONDS } from '@mesto/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { plainArray, rowsOf } from '../../db/rows.ts';
import { chatMembers, chats, messages, userOrganisationBinds, users } from '../../db/schema.ts';
import { chatUnavailable } from '../../lib/blocks.ts';
import { fieldError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { messages as apiMessages } from '../../lib/messages.ts';
import { publicAvatarOf } from '../../lib/moderation.ts';
import type { RedisCounters } from '../../lib/redis-counters.ts';
import { sessionAlive, sessionLives, type Viewer } from '../../plugins/auth.ts';
import { chatMessageOutbox, notifyChatMessage } from '../notifications/seam.ts';
import {
  type ChatAccess,
  type ChatRef,
  type ChatRow,
  isPrivateChatBlocked,
  memberOf,
  privateChatBlocked,
  readableChat,
  teamOf,
} from './chats.access.ts';
import { type MessageRow, messageSelect, personColumns, toIso, toMessage, withAuthor } from './chats.history.ts';
import { chatMessages } from './chats.messages.ts';
import { markRead } from './chats.reads.ts';
import type { ChatMessage } from './chats.schemas.ts';

// Sending and delivery: a message is written to the database before it is acknowledged or sent to anyone
// (docs/architecture.md#realtime), so a message a device saw as sent is never lost; then it goes to whoever hears of
// the chat.

/** SQL: who ("userId") hears about a chat's messages: its members and, for a chat with an organisation, that team. */
function chatRecipients(chat: ChatRef): SQL {
  return sql`select cm.user_id as "userId" from ${chatMembers} as cm where cm.chat_id = ${chat.id} and not cm.team
    union
    select b.user_id from ${userOrganisationBinds} as b where b.organisation_id = ${chat.organisationId}`;
}

/** Who hears about a chat's messages: its members and, for a chat with an organisation, that team. */
export async function recipientsOf(db: Database, chat: ChatRow): Promise<string[]> {
  const result = await db.execute(
    chatRecipients({ id: sql`${chat.id}::uuid`, organisationId: sql`${chat.organisationId ?? null}::uuid` }),
  );
  return rowsOf<{ userId: string }>(result).map((row) => row.userId);
}

/**
 * Stores a message, once per (author, clientId): a device resending after a lost acknowledgement gets the stored
 * message back, not a copy. The chat's time of last message and the author's read marker move with it.
 */
export async function storeMessage(
  db: Database,
  viewer: Viewer,
  chat: ChatRow,
  access: ChatAccess,
  input: { clientId: string; text: string },
) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ chatId: chat.id, authorId: viewer.id, clientId: input.clientId, text: input.text })
      .onConflictDoNothing()
      .returning();
    let row = inserted;
    let fresh = true;
    if (!row) {
      const [existing] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.authorId, viewer.id), eq(messages.clientId, input.clientId)));
      if (!existing || existing.chatId !== chat.id) {
        throw fieldError('clientId', chatMessages.clientIdTaken, 'CLIENT_ID_TAKEN');
      }
      row = existing;
      fresh = false;
    }
    const message = row as MessageRow;
    if (fresh) {
      await tx
        .update(chats)
        .set({ lastMessageAt: sql`greatest(${chats.lastMessageAt}, ${message.createdAt.toISOString()}::timestamptz)` })
        .where(eq(chats.id, chat.id));
      await markRead(tx as unknown as Database, viewer, chat, access, message.id);
      await notifyChatMessage(tx as unknown as Database, message.id);
    }
    const [author] = await tx.select(personColumns).from(users).where(eq(users.id, viewer.id));
    return { message: toMessage(message, author), fresh };
  });
}

/**
 * Sends a message: one statement checks that the viewer may write to the chat, stores the message, moves the chat's
 * time of last message and the author's read marker, and answers the stored message with who is to hear of it —
 * one round trip for a message, where the steps one by one took eleven. When it stores nothing (no such chat, not
 * the viewer's, or a clientId sent before), the slow path says which, and a resend gets its stored message back,
 * with who is to hear of it again (between a blocked pair, nobody).
 *
 * `checkSession` (a socket's send: its session was proved at the handshake only) has the same statement check that
 * the viewer's session still lives, instead of a lookup of its own before it; with an ended session nothing is
 * stored and the send fails with 401 (the socket's answer is the realtime plugin's, onSessionCheckedEvent).
 */
export async function sendMessage(
  db: Database,
  viewer: Viewer,
  input: { chatId: string; clientId: string; text: string },
  options: { checkSession?: boolean } = {},
): Promise<{ message: z.input<typeof ChatMessage>; fresh: boolean; recipients: string[] }> {
  // The access rule of chats.access.ts, asked of the chat row `c`.
  const chatRef: ChatRef = { id: sql`c.id`, organisationId: sql`c.organisation_id` };
  const storedChat: ChatRef = {
    id: sql`s.chat_id`,
    organisationId: sql`(select a.organisation_id from "access" as a)`,
  };
  const result = await db.execute(sql`with "access" as (
      select c.id, c.organisation_id,
        ${memberOf(viewer, chatRef)} as "member",
        ${teamOf(viewer, chatRef)} as "team",
        ${privateChatBlocked(sql`c`, viewer)} as "blocked"
      from ${chats} as c where c.id = ${input.chatId}${options.checkSession ? sql` and ${sessionLives(viewer)}` : sql``}
    ),
    "stored" as (
      insert into ${messages} (chat_id, author_id, client_id, text)
      select a.id, ${viewer.id}, ${input.clientId}, ${input.text} from "access" as a
      where (a."member" or a."team") and not a."blocked"
      on conflict do nothing
      returning *
    ),
    "touched" as (
      update ${chats} set last_message_at = greatest(${chats}.last_message_at, s.created_at)
      from "stored" as s where ${chats}.id = s.chat_id
      returning ${chats}.id
    ),
    "marked" as (
      insert into ${chatMembers} (chat_id, user_id, team, last_read_message_id, last_read_at)
      select s.chat_id, ${viewer.id}, not a."member", s.id, s.created_at from "stored" as s, "access" as a
      on conflict (chat_id, user_id) do update
        set last_read_message_id = excluded.last_read_message_id, last_read_at = excluded.last_read_at
        where ${chatMembers}.last_read_at is null or ${chatMembers}.last_read_at < excluded.last_read_at
      returning 1
    ),
    "notified" as (${chatMessageOutbox(sql`"stored"`)})
    select s.id, s.chat_id as "chatId", s.client_id as "clientId", s.text, s.created_at as "createdAt",
      u.id as "authorId", u.code, u.username, u.display_name as "displayName", ${publicAvatarOf('u')} as "avatarFileId",
      array(${chatRecipients(storedChat)}) as "recipients"
    from "stored" as s join ${users} as u on u.id = s.author_id`);
  type Row = {
    id: string;
    chatId: string;
    clientId: string | null;
    text: string;
    createdAt: unknown;
    authorId: string;
    code: string;
    username: string | null;
    displayName: string;
    avatarFileId: string | null;
    recipients: string[] | string;
  };
  const [row] = rowsOf<Row>(result);
  if (row) {
    return {
      message: {
        id: row.id,
        chatId: row.chatId,
        clientId: row.clientId,
        text: row.text,
        moderation: null,
        author: {
          id: row.authorId,
          code: row.code,
          username: row.username,
          displayName: row.displayName,
          avatarFileId: row.avatarFileId,
        },
        createdAt: toIso(row.createdAt),
      },
      fresh: true,
      recipients: plainArray(row.recipients),
    };
  }
  // Nothing stored: the reason, in the words of the one-by-one path (401, 404, 403, or the stored message of a resend).
  if (options.checkSession && !(await sessionAlive(db, viewer))) throw unauthorized(apiMessages.errors.sessionEnded);
  const { chat, access } = await readableChat(db, viewer, input.chatId);
  if (await isPrivateChatBlocked(db, viewer, chat)) {
    // A message stored before the block still answers its resend; nothing new goes through.
    const [resent] = await db
      .select(messageSelect)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.authorId))
      .where(
        and(eq(messages.authorId, viewer.id), eq(messages.clientId, input.clientId), eq(messages.chatId, chat.id)),
      );
    if (!resent) throw chatUnavailable();
    return { message: withAuthor([resent])[0] as z.input<typeof ChatMessage>, fresh: false, recipients: [] };
  }
  // A resend is told to the recipients again: the node that stored it may have gone before it told anyone (its
  // acknowledgement lost with it), and a device already holding the message drops the copy by its id.
  const stored = await storeMessage(db, viewer, chat, access, input);
  return { ...stored, recipients: await recipientsOf(db, chat) };
}

/** At most CHAT_SEND_BURST messages per CHAT_SEND_WINDOW_SECONDS per person on this node. */
export function sendLimiter() {
  const sent = new Map<string, number[]>();
  return (userId: string, now = Date.now()) => {
    const since = now - CHAT_SEND_WINDOW_SECONDS * 1000;
    const recent = (sent.get(userId) ?? []).filter((at) => at > since);
    if (recent.length >= CHAT_SEND_BURST) throw tooManyRequests(chatMessages.tooOften, CHAT_SEND_WINDOW_SECONDS);
    recent.push(now);
    sent.set(userId, recent);
    // Forget people who went quiet, so the map stays as small as the set of people writing right now.
    if (sent.size > 10_000) for (const [id, times] of sent) if ((times.at(-1) ?? 0) <= since) sent.delete(id);
  };
}

/**
 * At most CHAT_SEND_BURST messages per CHAT_SEND_WINDOW_SECONDS per person on every node together: counted in Redis
 * (REDIS_URL) as the other limits are, so N nodes do not allow N times the burst. This node's own count holds as
 * well, and alone while Redis is absent or not answering: a send never fails because Redis is down.
 */
export function sharedSendLimiter(redis: RedisCounters | null) {
  const local = sendLimiter();
  return async (userId: string, now = Date.now()) => {
    const decision = redis
      ? await redis.takeWindow(`chat-send:${userId}`, CHAT_SEND_BURST, CHAT_SEND_WINDOW_SECONDS * 1000)
      : null;
    if (decision && !decision.ok) {
      throw tooManyRequests(chatMessages.tooOften, Math.max(1, Math.ceil(decision.waitMs / 1000)));
    }
    local(userId, now);
  };
}
