import {
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_SEND_BURST,
  CHAT_SEND_WINDOW_SECONDS,
  ChatType,
  isUuid,
  type ModerationState,
} from '@mesto/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { plainArray, rowsOf } from '../../db/rows.ts';
import {
  chatMembers,
  chats,
  events,
  messages,
  opinions,
  organisations,
  places,
  rooms,
  userOrganisationBinds,
  users,
} from '../../db/schema.ts';
import { assertMayBringIn, blockBetween, blockedEitherWay, chatUnavailable } from '../../lib/blocks.ts';
import { badRequest, fieldError, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { moderationOf, moderationVisibleTo, publicAvatar, publicAvatarOf } from '../../lib/moderation.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { chatMessageOutbox, notifyChatMessage } from '../notifications/seam.ts';
import { chatMessages } from './chats.messages.ts';
import type { Chat, ChatMessage } from './chats.schemas.ts';

// Chats: GROUP (a title, an owner who chooses the members), PRIVATE (two people, or a person and an organisation
// whose team answers) and ROOM (a room's chat; its members follow the room's participants, rooms.service.ts).
//
// Who may read and write a chat is one rule, `chatAccess` (one row) and `visibleChats` (lists): its members, and for
// a chat with an organisation the members of that organisation's team. Nobody else — ROOT neither: people's
// messages are theirs. Messages are written to the database before they are acknowledged or sent to anyone
// (DESIGN.md §5), so a message a device saw as sent is never lost.

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
type Person = { id: string; code: string; username: string | null; displayName: string; avatarFileId: string | null };

const personColumns = {
  id: users.id,
  code: users.code,
  username: users.username,
  displayName: users.displayName,
  avatarFileId: publicAvatar,
};

/** SQL over `chats`: the viewer is a member (not only a team member keeping a read marker). */
export const memberOf = (viewer: Viewer) =>
  sql`exists (select 1 from ${chatMembers} where ${chatMembers.chatId} = ${chats.id} and ${chatMembers.userId} = ${viewer.id} and not ${chatMembers.team})`;

/** SQL over `chats`: the chat is with an organisation whose team the viewer is in. */
export const teamOf = (viewer: Viewer) =>
  sql`${chats.organisationId} in (select ${userOrganisationBinds.organisationId} from ${userOrganisationBinds} where ${userOrganisationBinds.userId} = ${viewer.id})`;

/**
 * SQL over `messages as m`: a message that counts as unread news for others — one a moderator held, hid or deleted
 * does not (the recipient would be called to a message they cannot read, or one marked hidden).
 */
const countsAsNews = sql.raw(`m.moderation_state = 'VISIBLE'`);

/** SQL over `chats`: others wrote after the viewer's read marker (or the viewer never read it). */
export const unreadCondition = (viewer: Viewer) =>
  sql`exists (select 1 from ${messages} as m where m.chat_id = ${chats.id}
    and m.author_id is distinct from ${viewer.id} and ${countsAsNews}
    and m.created_at > coalesce((select r.last_read_at from ${chatMembers} as r
      where r.chat_id = ${chats.id} and r.user_id = ${viewer.id}), '-infinity'::timestamptz))`;

/** SQL over `chats`: the chats this viewer may read and write (lists agree with `chatAccess`). */
export const visibleChats = (viewer: Viewer | null): SQL =>
  viewer ? sql`(${memberOf(viewer)} or ${teamOf(viewer)})` : sql`false`;

export type ChatAccess = { member: boolean; team: boolean; canView: boolean };

/** What the viewer is to one chat: a member, its organisation's team, or neither. */
export async function chatAccess(db: Database, viewer: Viewer | null, chat: ChatRow): Promise<ChatAccess> {
  if (!viewer) return { member: false, team: false, canView: false };
  const [member] = await db
    .select({ team: chatMembers.team })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, viewer.id)));
  const isMember = member !== undefined && !member.team;
  let team = false;
  if (chat.organisationId) {
    const [bind] = await db
      .select({ id: userOrganisationBinds.id })
      .from(userOrganisationBinds)
      .where(
        and(eq(userOrganisationBinds.userId, viewer.id), eq(userOrganisationBinds.organisationId, chat.organisationId)),
      );
    team = bind !== undefined;
  }
  return { member: isMember, team, canView: isMember || team };
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

// ————— the items of a page —————

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

/** Unread counts stop here: a list shows «99+», not the exact count of a chat nobody read for a year. */
const UNREAD_CAP = 100;

const toIso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

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
      viewer
        ? db.execute(sql`select c.id as "chatId", (select count(*) from (
            select 1 from ${messages} as m
            where m.chat_id = c.id and m.author_id is distinct from ${viewer.id} and ${countsAsNews}
              and m.created_at > coalesce((select r.last_read_at from ${chatMembers} as r
                where r.chat_id = c.id and r.user_id = ${viewer.id}), '-infinity'::timestamptz)
            limit ${UNREAD_CAP}) as x)::int as "count"
          from unnest(array[${idList}]) as c(id)`)
        : Promise.resolve([]),
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

// ————— groups: the editor —————

async function checkPeople(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length) throw fieldError('memberIds', chatMessages.memberNotFound, 'MEMBER_NOT_FOUND');
}

/** A new GROUP chat: its owner and the people chosen. Inside the editor's transaction. */
export async function createGroup(db: Database, viewer: Viewer, values: { title?: string; memberIds?: string[] }) {
  const others = [...new Set(values.memberIds ?? [])].filter((id) => id !== viewer.id);
  await checkPeople(db, others);
  await assertMayBringIn(db, viewer.id, others, 'memberIds');
  const [chat] = await db
    .insert(chats)
    .values({ type: ChatType.GROUP, title: values.title ?? '', ownerId: viewer.id })
    .returning();
  const row = chat as ChatRow;
  await db.insert(chatMembers).values([viewer.id, ...others].map((userId) => ({ chatId: row.id, userId })));
  return row;
}

/** A group's new title and members (the whole list; its owner always stays). Inside the editor's transaction. */
export async function updateGroup(
  db: Database,
  existing: ChatRow,
  values: { title?: string | undefined; memberIds?: string[] | undefined },
) {
  if (existing.type !== ChatType.GROUP) throw badRequest(chatMessages.notEditable, undefined, 'NOT_EDITABLE');
  let row = existing;
  if (values.title !== undefined && values.title !== existing.title) {
    const [updated] = await db.update(chats).set({ title: values.title }).where(eq(chats.id, existing.id)).returning();
    row = updated as ChatRow;
  }
  if (values.memberIds !== undefined) {
    const wanted = new Set(values.memberIds.filter((id) => id !== existing.ownerId));
    await checkPeople(db, [...wanted]);
    const current = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(eq(chatMembers.chatId, existing.id), eq(chatMembers.team, false)));
    const have = new Set(current.map((member) => member.userId));
    const gone = [...have].filter((id) => id !== existing.ownerId && !wanted.has(id));
    const added = [...wanted].filter((id) => !have.has(id));
    // Who is in already stays; only the newly invited are checked against the owner's blocks, either way.
    if (existing.ownerId) await assertMayBringIn(db, existing.ownerId, added, 'memberIds');
    if (gone.length) {
      await db.delete(chatMembers).where(and(eq(chatMembers.chatId, existing.id), inArray(chatMembers.userId, gone)));
    }
    if (added.length) {
      await db
        .insert(chatMembers)
        .values(added.map((userId) => ({ chatId: existing.id, userId })))
        .onConflictDoNothing();
    }
  }
  return row;
}

/** A member leaves a group; its owner cannot (they delete it instead). */
export async function leaveGroup(db: Database, viewer: Viewer, chatId: string) {
  const { chat, access } = await readableChat(db, viewer, chatId);
  if (chat.type !== ChatType.GROUP || !access.member) {
    throw badRequest(chatMessages.leaveOnlyGroups, undefined, 'NOT_A_GROUP');
  }
  if (chat.ownerId === viewer.id) throw fieldError('chatId', chatMessages.ownerLeaves, 'OWNER_LEAVES');
  await db.delete(chatMembers).where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, viewer.id)));
}

// ————— private chats —————

async function personByKey(db: Database, key: string) {
  const condition = isUuid(key)
    ? eq(users.id, key)
    : sql`(${users.code} = ${key} or lower(${users.username}) = lower(${key}))`;
  const [person] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return person;
}

/**
 * The PRIVATE chat of the viewer with a person or an organisation, made the first time it is asked for. One pair
 * has one chat (`private_key`), also when both ask at the same moment.
 */
export async function openPrivateChat(
  db: Database,
  viewer: Viewer,
  target: {
    user?: string | undefined;
    organisation?: string | undefined;
    place?: string | undefined;
    opinion?: string | undefined;
  },
): Promise<ChatRow> {
  const given = [target.user, target.organisation, target.opinion].filter(Boolean).length;
  if (given > 1) {
    const named = Object.fromEntries(
      (['user', 'organisation', 'opinion'] as const)
        .filter((field) => target[field])
        .map((field) => [field, chatMessages.privateBoth]),
    );
    throw badRequest(chatMessages.privateBoth, named, 'PRIVATE_TARGET');
  }
  if (given === 0) {
    throw badRequest(chatMessages.privateTarget, { user: chatMessages.privateTarget }, 'PRIVATE_TARGET');
  }
  if (target.place && !target.organisation) {
    throw fieldError('place', chatMessages.placeWithoutOrganisation, 'PLACE_WITHOUT_ORGANISATION');
  }
  let key: string;
  let organisationId: string | null = null;
  // The place a person writes to an organisation from: kept on the chat, the latest one wins.
  let placeId: string | null = null;
  let memberIds: string[];
  if (target.opinion) {
    // The team of the organisation an opinion is about writes to its author: the chat the author would have opened
    // with the organisation (one per pair either way), the author its member, the team answering it.
    const [about] = rowsOf<{ authorId: string | null; organisationId: string | null }>(
      await db.execute(sql`select o.author_id as "authorId",
          coalesce(p.organisation_id, e.organisation_id) as "organisationId"
        from ${opinions} as o
        left join ${places} as p on p.id = o.place_id
        left join ${events} as e on e.id = o.event_id
        where o.id = ${isUuid(target.opinion) ? target.opinion : null}::uuid`),
    );
    if (!about) throw fieldError('opinion', chatMessages.opinionNotFound, 'OPINION_NOT_FOUND');
    const [bind] = about.organisationId
      ? await db
          .select({ id: userOrganisationBinds.id })
          .from(userOrganisationBinds)
          .where(
            and(
              eq(userOrganisationBinds.userId, viewer.id),
              eq(userOrganisationBinds.organisationId, about.organisationId),
            ),
          )
      : [];
    if (!bind || !about.organisationId) throw forbidden(chatMessages.onlyTeamWritesToAuthor);
    if (!about.authorId || about.authorId === viewer.id) {
      throw fieldError('opinion', chatMessages.authorGone, 'AUTHOR_GONE');
    }
    organisationId = about.organisationId;
    memberIds = [about.authorId];
    key = `organisation:${about.organisationId}:${about.authorId}`;
  } else if (target.user) {
    const person = await personByKey(db, target.user);
    if (!person) throw fieldError('user', chatMessages.personNotFound, 'PERSON_NOT_FOUND');
    if (person.id === viewer.id) throw fieldError('user', chatMessages.notWithYourself, 'CHAT_WITH_YOURSELF');
    if ((await blockedEitherWay(db, viewer.id, [person.id])).length > 0) throw chatUnavailable();
    memberIds = [viewer.id, person.id].sort();
    key = memberIds.join(':');
  } else {
    const organisationKey = target.organisation as string;
    const [organisation] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(isUuid(organisationKey) ? eq(organisations.id, organisationKey) : eq(organisations.code, organisationKey));
    if (!organisation) throw fieldError('organisation', chatMessages.organisationNotFound, 'ORGANISATION_NOT_FOUND');
    organisationId = organisation.id;
    memberIds = [viewer.id];
    key = `organisation:${organisation.id}:${viewer.id}`;
    if (target.place) {
      const [place] = await db
        .select({ id: places.id })
        .from(places)
        .where(
          and(
            eq(places.organisationId, organisation.id),
            isUuid(target.place) ? eq(places.id, target.place) : eq(places.code, target.place),
          ),
        );
      if (!place) throw fieldError('place', chatMessages.placeNotOfOrganisation, 'PLACE_NOT_OF_ORGANISATION');
      placeId = place.id;
    }
  }
  return db.transaction(async (tx) => {
    const insert = tx.insert(chats).values({ type: ChatType.PRIVATE, privateKey: key, organisationId, placeId });
    await (placeId
      ? insert.onConflictDoUpdate({ target: chats.privateKey, set: { placeId } })
      : insert.onConflictDoNothing({ target: chats.privateKey }));
    const [chat] = await tx.select().from(chats).where(eq(chats.privateKey, key));
    const row = chat as ChatRow;
    await tx
      .insert(chatMembers)
      .values(memberIds.map((userId) => ({ chatId: row.id, userId })))
      .onConflictDoNothing();
    return row;
  });
}

// ————— blocks —————

/**
 * SQL over a chat row (`chat`, an alias of `chats`): a PRIVATE chat between two people where one has blocked the
 * other. Chats with an organisation are the organisation's, not a person's, and stay open.
 */
function privateChatBlocked(chat: SQL, viewer: Viewer): SQL {
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

// ————— messages —————

const messageSelect = { message: messages, author: personColumns };

function withAuthor(rows: { message: MessageRow; author: Person | null }[]) {
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

/** Who hears about a chat's messages: its members and, for a chat with an organisation, that team. */
export async function recipientsOf(db: Database, chat: ChatRow): Promise<string[]> {
  const result = await db.execute(sql`select ${chatMembers.userId} as "userId" from ${chatMembers}
      where ${chatMembers.chatId} = ${chat.id} and not ${chatMembers.team}
    union
    select ${userOrganisationBinds.userId} from ${userOrganisationBinds}
      where ${userOrganisationBinds.organisationId} = ${chat.organisationId ?? null}::uuid`);
  return rowsOf<{ userId: string }>(result).map((row) => row.userId);
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
 * the viewer's, or a clientId sent before), the slow path says which, and a resend gets its stored message back.
 */
export async function sendMessage(
  db: Database,
  viewer: Viewer,
  input: { chatId: string; clientId: string; text: string },
): Promise<{ message: z.input<typeof ChatMessage>; fresh: boolean; recipients: string[] }> {
  const result = await db.execute(sql`with "access" as (
      select c.id, c.organisation_id,
        exists (select 1 from ${chatMembers} as cm
          where cm.chat_id = c.id and cm.user_id = ${viewer.id} and not cm.team) as "member",
        exists (select 1 from ${userOrganisationBinds} as b
          where b.organisation_id = c.organisation_id and b.user_id = ${viewer.id}) as "team",
        ${privateChatBlocked(sql`c`, viewer)} as "blocked"
      from ${chats} as c where c.id = ${input.chatId}
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
      array(
        select cm.user_id from ${chatMembers} as cm where cm.chat_id = s.chat_id and not cm.team
        union
        select b.user_id from ${userOrganisationBinds} as b
        where b.organisation_id = (select a.organisation_id from "access" as a)
      ) as "recipients"
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
  // Nothing stored: the reason, in the words of the one-by-one path (404, 403, or the stored message of a resend).
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
  const stored = await storeMessage(db, viewer, chat, access, input);
  return { ...stored, recipients: stored.fresh ? await recipientsOf(db, chat) : [] };
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
