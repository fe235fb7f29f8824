import { ChatType, isUuid } from '@mesto/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  chatMembers,
  chats,
  events,
  opinions,
  organisations,
  places,
  userOrganisationBinds,
  users,
} from '../../db/schema.ts';
import { assertMayBringIn, blockedEitherWay, chatUnavailable } from '../../lib/blocks.ts';
import { badRequest, fieldError, forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { type ChatRow, readableChat } from './chats.access.ts';
import { chatMessages } from './chats.messages.ts';

// Who is in a chat: GROUP (a title, an owner who chooses the members), PRIVATE (two people, or a person and an
// organisation whose team answers) and ROOM (a room's chat; its members follow the room's participants, which the
// rooms feature keeps through the functions at the end, exported by seam.ts).

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

// ————— rooms' chats —————

/** A new ROOM chat with the room's title; its members come with `joinRoomChat`. Inside the room's transaction. */
export async function createRoomChat(db: Database, title: string): Promise<string> {
  const [chat] = await db.insert(chats).values({ type: ChatType.ROOM, title }).returning({ id: chats.id });
  return (chat as { id: string }).id;
}

/** A room's chat follows the room's title. */
export async function renameRoomChat(db: Database, chatId: string, title: string): Promise<void> {
  await db.update(chats).set({ title }).where(eq(chats.id, chatId));
}

/** Deletes a room's chat; its members and messages go with it. */
export async function removeRoomChat(db: Database, chatId: string): Promise<void> {
  await db.delete(chats).where(eq(chats.id, chatId));
}

/** A room's participant is a member of its chat (once, however often this is asked). */
export async function joinRoomChat(db: Database, chatId: string, userId: string): Promise<void> {
  await db.insert(chatMembers).values({ chatId, userId }).onConflictDoNothing();
}

/** Leaving a room leaves its chat. */
export async function leaveRoomChat(db: Database, chatId: string, userId: string): Promise<void> {
  await db.delete(chatMembers).where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
}
