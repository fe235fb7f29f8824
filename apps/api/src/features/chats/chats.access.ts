import { ChatType, isUuid } from '@mesto/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { chatMembers, chats, userOrganisationBinds } from '../../db/schema.ts';
import { blockBetween } from '../../lib/blocks.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { chatMessages } from './chats.messages.ts';

// Who may read and write a chat is one rule: its members, and for a chat with an organisation the members of that
// organisation's team. Nobody else — ROOT neither: people's messages are theirs. The rule is SQL (`memberOf`,
// `teamOf`), and every path asks it: lists (`visibleChats`), one chat over HTTP and the socket (`chatAccess`) and
// the one-statement send (chats.delivery.ts).

export type ChatRow = typeof chats.$inferSelect;

/** The chat a rule is asked about: its id and organisation, as columns of the outer query or as values. */
export type ChatRef = { id: AnyPgColumn | SQL; organisationId: AnyPgColumn | SQL };

const chatsColumns: ChatRef = { id: chats.id, organisationId: chats.organisationId };

/** SQL (over `chats` unless told): the viewer is a member (not only a team member keeping a read marker). */
export const memberOf = (viewer: Viewer, chat: ChatRef = chatsColumns): SQL =>
  sql`exists (select 1 from ${chatMembers} as access_member where access_member.chat_id = ${chat.id}
    and access_member.user_id = ${viewer.id} and not access_member.team)`;

/** SQL (over `chats` unless told): the chat is with an organisation whose team the viewer is in. */
export const teamOf = (viewer: Viewer, chat: ChatRef = chatsColumns): SQL =>
  sql`exists (select 1 from ${userOrganisationBinds} as access_team
    where access_team.organisation_id = ${chat.organisationId} and access_team.user_id = ${viewer.id})`;

/** SQL over `chats`: the chats this viewer may read and write (lists agree with `chatAccess`). */
export const visibleChats = (viewer: Viewer | null): SQL =>
  viewer ? sql`(${memberOf(viewer)} or ${teamOf(viewer)})` : sql`false`;

export type ChatAccess = { member: boolean; team: boolean; canView: boolean };

/** What the viewer is to one chat: a member, its organisation's team, or neither. */
export async function chatAccess(db: Database, viewer: Viewer | null, chat: ChatRow): Promise<ChatAccess> {
  if (!viewer) return { member: false, team: false, canView: false };
  const ref: ChatRef = { id: sql`${chat.id}::uuid`, organisationId: sql`${chat.organisationId}::uuid` };
  const [row] = rowsOf<{ member: boolean; team: boolean }>(
    await db.execute(sql`select ${memberOf(viewer, ref)} as "member", ${teamOf(viewer, ref)} as "team"`),
  );
  const member = row?.member === true;
  const team = row?.team === true;
  return { member, team, canView: member || team };
}

export async function findChat(db: Database, key: string): Promise<ChatRow | undefined> {
  if (!isUuid(key)) return undefined;
  const [row] = await db.select().from(chats).where(eq(chats.id, key));
  return row;
}

/** The chat a person may read, or the error they see: 404 when it does not exist, 403 when it is not theirs. */
export async function readableChat(db: Database, viewer: Viewer, chatId: string) {
  const chat = await findChat(db, chatId);
  if (!chat) throw notFound(chatMessages.notFound);
  const access = await chatAccess(db, viewer, chat);
  if (!access.canView) throw forbidden(chatMessages.notMember);
  return { chat, access };
}

export const mayEditChat = (viewer: Viewer | null, chat: ChatRow) =>
  viewer !== null && chat.type === ChatType.GROUP && chat.ownerId === viewer.id;

// ————— blocks —————

/**
 * SQL over a chat row (`chat`, an alias of `chats`): a PRIVATE chat between two people where one has blocked the
 * other. Chats with an organisation are the organisation's, not a person's, and stay open.
 */
export function privateChatBlocked(chat: SQL, viewer: Viewer): SQL {
  return sql`(${chat}.type = ${ChatType.PRIVATE} and ${chat}.organisation_id is null and exists (
    select 1 from ${chatMembers} as other where other.chat_id = ${chat}.id and other.user_id <> ${viewer.id}
      and ${blockBetween(sql`other.user_id`, sql`${viewer.id}::uuid`)}))`;
}

export async function isPrivateChatBlocked(db: Database, viewer: Viewer, chat: ChatRow): Promise<boolean> {
  if (chat.type !== ChatType.PRIVATE || chat.organisationId) return false;
  const [row] = rowsOf<{ blocked: boolean }>(
    await db.execute(
      sql`select ${privateChatBlocked(sql`c`, viewer)} as "blocked" from ${chats} as c where c.id = ${chat.id}`,
    ),
  );
  return row?.blocked === true;
}
