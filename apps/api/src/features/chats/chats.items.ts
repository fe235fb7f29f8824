import { CHAT_GROUP_MAX_MEMBERS, ChatType, type ModerationState } from '@mesto/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { chatMembers, messages, organisations, places, rooms, userOrganisationBinds, users } from '../../db/schema.ts';
import { moderationOf, moderationVisibleTo, publicAvatarOf } from '../../lib/moderation.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { ChatRow } from './chats.access.ts';
import { type Person, personColumns, toIso } from './chats.history.ts';
import { unreadCounts } from './chats.reads.ts';
import type { Chat, ChatMessage } from './chats.schemas.ts';

// The items of a page of chats: who is in each, the newest message, the viewer's unread count and read marker, and
// what the other side read up to — in a fixed number of queries whatever the page's size.

export type Related = {
  members: Map<string, Person[]>;
  memberCounts: Map<string, number>;
  organisations: Map<string, { id: string; code: string; name: string }>;
  places: Map<string, { id: string; code: string; name: string }>;
  rooms: Map<string, { id: string; code: string; title: string; startsAt: Date }>;
  lastMessages: Map<string, z.input<typeof ChatMessage>>;
  reads: Map<string, { lastReadMessageId: string | null }>;
  /** Per chat, the read markers of everyone but the viewer, with whether each is a team member's. */
  othersReads: Map<string, { at: string; team: boolean }[]>;
  unread: Map<string, number>;
  teams: Set<string>;
};

/** Everything the items of a page show, in a fixed number of queries whatever the page's size. */
export async function loadRelated(db: Database, viewer: Viewer | null, rows: ChatRow[]): Promise<Related> {
  const related: Related = {
    members: new Map(),
    memberCounts: new Map(),
    organisations: new Map(),
    places: new Map(),
    rooms: new Map(),
    lastMessages: new Map(),
    reads: new Map(),
    othersReads: new Map(),
    unread: new Map(),
    teams: new Set(),
  };
  if (rows.length === 0) return related;
  const ids = rows.map((row) => row.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const organisationIds = [...new Set(rows.map((row) => row.organisationId).filter((id): id is string => !!id))];
  const placeIds = [...new Set(rows.map((row) => row.placeId).filter((id): id is string => !!id))];

  const [memberRows, organisationRows, placeRows, roomRows, lastRows, readRows, unreadRows, teamRows, othersRows] =
    await Promise.all([
      db
        .select({ chatId: chatMembers.chatId, ...personColumns })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(and(inArray(chatMembers.chatId, ids), eq(chatMembers.team, false)))
        .orderBy(asc(chatMembers.joinedAt), asc(users.id)),
      organisationIds.length
        ? db
            .select({ id: organisations.id, code: organisations.code, name: organisations.name })
            .from(organisations)
            .where(inArray(organisations.id, organisationIds))
        : Promise.resolve([]),
      placeIds.length
        ? db
            .select({ id: places.id, code: places.code, name: places.name })
            .from(places)
            .where(inArray(places.id, placeIds))
        : Promise.resolve([]),
      db
        .select({ id: rooms.id, code: rooms.code, title: rooms.title, startsAt: rooms.startsAt, chatId: rooms.chatId })
        .from(rooms)
        .where(inArray(rooms.chatId, ids)),
      // The newest message of each chat: one index probe per chat.
      db.execute(sql`select m.*, u.id as "authorUserId", u.code as "authorCode", u.username as "authorUsername",
        u.display_name as "authorDisplayName", ${publicAvatarOf('u')} as "authorAvatarFileId"
      from unnest(array[${idList}]) as c(id)
      cross join lateral (select * from ${messages} where ${messages.chatId} = c.id
        and ${moderationVisibleTo(viewer, { state: messages.moderationState, author: messages.authorId })}
        order by ${messages.createdAt} desc, ${messages.id} desc limit 1) as m
      left join ${users} as u on u.id = m.author_id`),
      viewer
        ? db
            .select({ chatId: chatMembers.chatId, lastReadMessageId: chatMembers.lastReadMessageId })
            .from(chatMembers)
            .where(and(inArray(chatMembers.chatId, ids), eq(chatMembers.userId, viewer.id)))
        : Promise.resolve([]),
      viewer ? db.execute(unreadCounts(viewer, idList)) : Promise.resolve([]),
      viewer && organisationIds.length
        ? db
            .select({ organisationId: userOrganisationBinds.organisationId })
            .from(userOrganisationBinds)
            .where(
              and(
                eq(userOrganisationBinds.userId, viewer.id),
                inArray(userOrganisationBinds.organisationId, organisationIds),
              ),
            )
        : Promise.resolve([]),
      db.execute(sql`select r.chat_id as "chatId", r.team, r.last_read_at as "at"
      from ${chatMembers} as r
      where r.chat_id in (${idList}) and r.last_read_at is not null
        and r.user_id is distinct from ${viewer?.id ?? null}::uuid`),
    ]);

  for (const { chatId, ...person } of memberRows) {
    const list = related.members.get(chatId) ?? [];
    if (list.length < CHAT_GROUP_MAX_MEMBERS) list.push(person);
    related.members.set(chatId, list);
    related.memberCounts.set(chatId, (related.memberCounts.get(chatId) ?? 0) + 1);
  }
  for (const organisation of organisationRows) related.organisations.set(organisation.id, organisation);
  for (const place of placeRows) related.places.set(place.id, place);
  for (const room of roomRows) if (room.chatId) related.rooms.set(room.chatId, room);
  type LastRow = Record<string, unknown> & {
    id: string;
    chat_id: string;
    client_id: string | null;
    text: string;
    created_at: unknown;
    authorUserId: string | null;
    authorCode: string | null;
    authorUsername: string | null;
    authorDisplayName: string | null;
    authorAvatarFileId: string | null;
    moderation_state: ModerationState;
    moderation_reason: string | null;
  };
  for (const row of rowsOf<LastRow>(lastRows)) {
    related.lastMessages.set(row.chat_id, {
      id: row.id,
      chatId: row.chat_id,
      clientId: row.client_id,
      text: row.text,
      moderation: moderationOf({ moderationState: row.moderation_state, moderationReason: row.moderation_reason }),
      author: row.authorUserId
        ? {
            id: row.authorUserId,
            code: row.authorCode ?? '',
            username: row.authorUsername,
            displayName: row.authorDisplayName ?? '',
            avatarFileId: row.authorAvatarFileId,
          }
        : null,
      createdAt: toIso(row.created_at),
    });
  }
  for (const read of readRows) related.reads.set(read.chatId, { lastReadMessageId: read.lastReadMessageId });
  for (const row of rowsOf<{ chatId: string; count: number }>(unreadRows)) {
    related.unread.set(row.chatId, Number(row.count));
  }
  for (const bind of teamRows) related.teams.add(bind.organisationId);
  for (const row of rowsOf<{ chatId: string; team: boolean; at: unknown }>(othersRows)) {
    const list = related.othersReads.get(row.chatId) ?? [];
    list.push({ at: toIso(row.at), team: row.team });
    related.othersReads.set(row.chatId, list);
  }
  return related;
}

export function toChat(row: ChatRow, viewer: Viewer | null, related: Related): z.input<typeof Chat> {
  const members = related.members.get(row.id) ?? [];
  const organisation = row.organisationId ? (related.organisations.get(row.organisationId) ?? null) : null;
  const room = related.rooms.get(row.id);
  const isMember = viewer !== null && members.some((member) => member.id === viewer.id);
  const asTeam = !isMember && row.organisationId !== null && related.teams.has(row.organisationId);
  // The other side of a PRIVATE chat: the other person; for the team, the person who wrote to the organisation.
  const counterpart =
    row.type === ChatType.PRIVATE
      ? (members.find((member) => member.id !== viewer?.id) ?? (asTeam ? (members[0] ?? null) : null))
      : null;
  const title =
    row.type === ChatType.PRIVATE
      ? organisation && !asTeam
        ? organisation.name
        : (counterpart?.displayName ?? row.title)
      : (room?.title ?? row.title);
  return {
    id: row.id,
    type: row.type,
    title,
    organisation,
    place: row.placeId ? (related.places.get(row.placeId) ?? null) : null,
    counterpart: counterpart ?? null,
    room: room ? { id: room.id, code: room.code, title: room.title, startsAt: room.startsAt.toISOString() } : null,
    ownerId: row.ownerId,
    memberCount: related.memberCounts.get(row.id) ?? 0,
    members,
    lastMessage: related.lastMessages.get(row.id) ?? null,
    unreadCount: related.unread.get(row.id) ?? 0,
    lastReadMessageId: related.reads.get(row.id)?.lastReadMessageId ?? null,
    // For the team, «read» means the person read it, not a colleague.
    othersReadAt:
      (related.othersReads.get(row.id) ?? [])
        .filter((read) => !(asTeam && read.team))
        .map((read) => read.at)
        .sort()
        .at(-1) ?? null,
    asTeam,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
  };
}

export async function chatItem(db: Database, viewer: Viewer, row: ChatRow) {
  return toChat(row, viewer, await loadRelated(db, viewer, [row]));
}
