import { isRoot, isUuid, ROOM_PARTICIPANTS_SHOWN } from '@mesto/domain';
import { and, asc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventOccurrences, events, places, roomParticipants, rooms, users } from '../../db/schema.ts';
import { blockedAuthors, blockedEitherWay, roomUnavailable } from '../../lib/blocks.ts';
import { ApiError, badRequest, conflict, fieldError } from '../../lib/errors.ts';
import { mayEditFor, memberOf as memberOfOrganisation, roleIn } from '../../lib/membership.ts';
import { mayViewModerated, moderationVisibleTo } from '../../lib/moderation.ts';
import { userSummaries } from '../../lib/user-card.ts';
import { maySee, roomSharedWith, visibleTo } from '../../lib/visibility.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { createRoomChat, joinRoomChat, leaveRoomChat, removeRoomChat, renameRoomChat } from '../chats/seam.ts';
import { roomMessages } from './rooms.messages.ts';

export type RoomRow = typeof rooms.$inferSelect;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** A form filled in a little before the hour it names, and sent a little after, is not "in the past". */
export const START_SLACK_MS = 5 * MINUTE;
/** People still find each other at a meeting that began a while ago; after this long it is over. */
export const JOIN_AFTER_START_MS = 6 * HOUR;
/** "Upcoming" lists keep a room this long after its start: the company may still be together. */
export const UPCOMING_AFTER_START_MS = 3 * HOUR;
/** No meeting is planned further ahead; it also keeps every start inside the years a list cursor accepts. */
export const MAX_YEARS_AHEAD = 2;

/** SQL: the viewer takes part in the room of the row being read (`rooms` of the outer query): lib/visibility.ts's. */
export const participantOf = roomSharedWith;

/** SQL over `rooms`: the room is at a place of an organisation the viewer is in (it still sees a room hidden). */
const teamOfRoom = (viewer: Viewer): SQL =>
  sql`${rooms.placeId} in (select ${places.id} from ${places} where ${memberOfOrganisation(viewer, places.organisationId)})`;

/**
 * The visibility rule for rooms as SQL: a PRIVATE room is shared with its participants; one a moderator hid stays
 * with its owner and the team of its place (lib/moderation.ts).
 */
export const roomsVisibleTo = (viewer: Viewer | null) =>
  sql`(${visibleTo(viewer, { author: rooms.ownerId, visibility: rooms.visibility, sharedWith: participantOf })} and ${moderationVisibleTo(
    viewer,
    { state: rooms.moderationState, author: rooms.ownerId, team: teamOfRoom },
  )})`;

export async function isParticipant(db: Database, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: roomParticipants.userId })
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.userId, userId)));
  return row !== undefined;
}

/** The rule of `roomsVisibleTo` for one loaded room. */
export async function maySeeRoom(db: Database, viewer: Viewer | null, room: RoomRow): Promise<boolean> {
  const inTeam = async (who: Viewer) => {
    if (!room.placeId) return false;
    const [place] = await db
      .select({ organisationId: places.organisationId })
      .from(places)
      .where(eq(places.id, room.placeId));
    return (await roleIn(db, who, place?.organisationId ?? null)) !== null;
  };
  if (!(await mayViewModerated(viewer, { ...room, authorId: room.ownerId }, inTeam))) return false;
  return maySee(db, viewer, { authorId: room.ownerId, visibility: room.visibility }, (who) =>
    isParticipant(db, room.id, who.id),
  );
}

export async function findRoom(db: Database, key: string): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(or(isUuid(key) ? eq(rooms.id, key) : undefined, eq(rooms.code, key)))
    .limit(1);
  return row;
}

async function countParticipants(db: Database, roomId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(roomParticipants)
    .where(eq(roomParticipants.roomId, roomId));
  return Number(row?.count ?? 0);
}

/** Locks the room's row for the rest of the transaction: joins and capacity changes of one room take turns. */
async function lockRoom(db: Database, roomId: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, roomId)).for('update');
  return row;
}

type RoomValues = {
  title?: string | undefined;
  description?: string | undefined;
  placeId?: string | null | undefined;
  eventId?: string | null | undefined;
  startsAt?: string | undefined;
  capacity?: number | null | undefined;
  visibility?: RoomRow['visibility'] | undefined;
};

type RoomColumns = Partial<
  Pick<RoomRow, 'title' | 'description' | 'placeId' | 'eventId' | 'startsAt' | 'capacity' | 'visibility'>
>;

/** A place a room may be made for: it exists and the viewer sees it (published, or theirs to edit). */
async function visiblePlace(db: Database, viewer: Viewer, placeId: string) {
  const [place] = await db
    .select({ id: places.id, status: places.status, organisationId: places.organisationId })
    .from(places)
    .where(eq(places.id, placeId));
  if (!place) return null;
  return place.status === 'PUBLISHED' || (await mayEditFor(db, viewer, place.organisationId)) ? place : null;
}

async function visibleEvent(db: Database, viewer: Viewer, eventId: string) {
  const [event] = await db
    .select({
      id: events.id,
      status: events.status,
      organisationId: events.organisationId,
      placeId: events.placeId,
      startsAt: events.startsAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  return event.status === 'PUBLISHED' || (await mayEditFor(db, viewer, event.organisationId)) ? event : null;
}

/** The event's next start from now (a weekly series has many), else its first one. */
async function nextStartOf(db: Database, event: { id: string; startsAt: Date }): Promise<Date> {
  const [next] = await db
    .select({ startsAt: eventOccurrences.startsAt })
    .from(eventOccurrences)
    .where(
      and(
        eq(eventOccurrences.eventId, event.id),
        gte(eventOccurrences.startsAt, new Date(Date.now() - START_SLACK_MS)),
      ),
    )
    .orderBy(asc(eventOccurrences.startsAt))
    .limit(1);
  return next?.startsAt ?? event.startsAt;
}

function assertStartAllowed(startsAt: Date) {
  if (startsAt.getTime() < Date.now() - START_SLACK_MS) {
    throw fieldError('startsAt', roomMessages.startsInPast, 'ROOM_IN_PAST');
  }
  const limit = new Date();
  limit.setFullYear(limit.getFullYear() + MAX_YEARS_AHEAD);
  if (startsAt > limit) throw fieldError('startsAt', roomMessages.startsTooFar(MAX_YEARS_AHEAD), 'ROOM_TOO_FAR');
}

/**
 * The columns a save writes, checked against the database: the place and the event exist and are visible to the
 * viewer (only when they change, so a room whose place was later hidden can still be edited), a room goes somewhere,
 * an event room takes the event's place and start when they are not given, and a new or moved start is ahead.
 */
export async function resolveRoomValues(
  db: Database,
  viewer: Viewer,
  values: RoomValues,
  existing: RoomRow | null,
): Promise<RoomColumns> {
  const columns: RoomColumns = {};
  if (values.title !== undefined) columns.title = values.title;
  if (values.description !== undefined) columns.description = values.description;
  if (values.capacity !== undefined) columns.capacity = values.capacity;
  if (values.visibility !== undefined) columns.visibility = values.visibility;

  if (values.placeId && values.placeId !== existing?.placeId) {
    if (!(await visiblePlace(db, viewer, values.placeId))) {
      throw fieldError('placeId', roomMessages.placeNotFound, 'PLACE_NOT_FOUND');
    }
  }
  const eventChanged = values.eventId !== undefined && values.eventId !== existing?.eventId;
  const event = values.eventId && eventChanged ? await visibleEvent(db, viewer, values.eventId) : null;
  if (values.eventId && eventChanged && !event) {
    throw fieldError('eventId', roomMessages.eventNotFound, 'EVENT_NOT_FOUND');
  }

  let placeId = values.placeId !== undefined ? values.placeId : (existing?.placeId ?? null);
  const eventId = values.eventId !== undefined ? values.eventId : (existing?.eventId ?? null);
  if (!placeId && eventId) {
    const [own] = event
      ? [event]
      : await db.select({ placeId: events.placeId }).from(events).where(eq(events.id, eventId));
    placeId = own?.placeId ?? null;
  }
  if (!placeId && !eventId) {
    throw fieldError('placeId', roomMessages.placeOrEventRequired, 'ROOM_PLACE_REQUIRED');
  }
  if (values.placeId !== undefined || placeId !== (existing?.placeId ?? null)) columns.placeId = placeId;
  if (values.eventId !== undefined) columns.eventId = eventId;

  if (values.startsAt !== undefined) {
    const startsAt = new Date(values.startsAt);
    // A form sends back the start it was given; only a new or changed start must lie ahead.
    if (!existing || startsAt.getTime() !== existing.startsAt.getTime()) assertStartAllowed(startsAt);
    columns.startsAt = startsAt;
  } else if (event) {
    const startsAt = await nextStartOf(db, event);
    if (startsAt.getTime() < Date.now() - START_SLACK_MS) {
      throw fieldError('startsAt', roomMessages.eventOver, 'EVENT_OVER');
    }
    columns.startsAt = startsAt;
  } else if (!existing) {
    throw fieldError('startsAt', roomMessages.startsAtRequired, 'REQUIRED');
  }
  return columns;
}

/** A new room with its ROOM chat; the owner is its first participant and chat member. Inside a transaction. */
export async function createRoom(db: Database, viewer: Viewer, values: RoomValues, code: string): Promise<RoomRow> {
  const columns = await resolveRoomValues(db, viewer, values, null);
  const title = columns.title ?? '';
  const chatId = await createRoomChat(db, title);
  const [room] = await db
    .insert(rooms)
    .values({ ...columns, title, startsAt: columns.startsAt as Date, code, ownerId: viewer.id, chatId })
    .returning();
  const row = room as RoomRow;
  await db.insert(roomParticipants).values({ roomId: row.id, userId: viewer.id });
  await joinRoomChat(db, chatId, viewer.id);
  return row;
}

/** Saves the changes of a room; the chat follows its title. Inside a transaction. */
export async function updateRoom(
  db: Database,
  viewer: Viewer,
  existing: RoomRow,
  values: RoomValues,
): Promise<RoomRow> {
  const columns = await resolveRoomValues(db, viewer, values, existing);
  if (columns.capacity !== undefined && columns.capacity !== null) {
    // The lock makes the count true until the capacity is written: no join slips in between.
    await lockRoom(db, existing.id);
    const count = await countParticipants(db, existing.id);
    if (count > columns.capacity) {
      throw fieldError('capacity', roomMessages.capacityBelowParticipants(count), 'CAPACITY_BELOW_PARTICIPANTS');
    }
  }
  const [row] = await db
    .update(rooms)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(rooms.id, existing.id))
    .returning();
  const room = row as RoomRow;
  if (room.chatId && room.title !== existing.title) {
    await renameRoomChat(db, room.chatId, room.title);
  }
  return room;
}

/** Deletes a room and its chat (members and messages go with it). Inside a transaction. */
export async function removeRoom(db: Database, room: RoomRow): Promise<void> {
  await db.delete(rooms).where(eq(rooms.id, room.id));
  if (room.chatId) await removeRoomChat(db, room.chatId);
}

const roomNotFound = () => new ApiError(404, roomMessages.notFound, 'NOT_FOUND', { roomId: roomMessages.notFound });

/**
 * Joins the room if the viewer is not in it, else leaves it; the room's chat membership follows. The room's row is
 * locked first, so concurrent joins are counted one after another and the capacity is never exceeded.
 */
export async function toggleParticipant(db: Database, viewer: Viewer, roomId: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const room = await lockRoom(tx, roomId);
    if (!room) throw roomNotFound();
    let joined: boolean;
    // A participant may always leave, even a room that has since been hidden from them.
    if (await isParticipant(tx, room.id, viewer.id)) {
      if (room.ownerId === viewer.id) {
        throw badRequest(
          roomMessages.ownerCannotLeave,
          { roomId: roomMessages.ownerCannotLeave },
          'OWNER_CANNOT_LEAVE',
        );
      }
      await tx
        .delete(roomParticipants)
        .where(and(eq(roomParticipants.roomId, room.id), eq(roomParticipants.userId, viewer.id)));
      if (room.chatId) await leaveRoomChat(tx, room.chatId, viewer.id);
      joined = false;
    } else {
      if (!(await maySeeRoom(tx, viewer, room))) throw roomNotFound();
      // Joining puts one in the room's chat with its owner: not between two people one of whom blocked the other.
      if ((await blockedEitherWay(tx, viewer.id, [room.ownerId])).length > 0) throw roomUnavailable();
      if (room.startsAt.getTime() < Date.now() - JOIN_AFTER_START_MS) {
        throw badRequest(roomMessages.alreadyPast, { roomId: roomMessages.alreadyPast }, 'ROOM_PAST');
      }
      const count = await countParticipants(tx, room.id);
      if (room.capacity !== null && count >= room.capacity) throw conflict('roomId', roomMessages.full, 'ROOM_FULL');
      await tx.insert(roomParticipants).values({ roomId: room.id, userId: viewer.id });
      if (room.chatId) await joinRoomChat(tx, room.chatId, viewer.id);
      joined = true;
    }
    return { joined, participants: await countParticipants(tx, room.id), capacity: room.capacity };
  });
}

/** Owners, places, events, participation and the viewer's blocks of a page of rooms: one query each. */
export async function loadRelated(db: Database, viewer: Viewer | null, rows: RoomRow[]) {
  const ids = rows.map((row) => row.id);
  const unique = (list: (string | null)[]) => [...new Set(list.filter((id): id is string => id !== null))];
  const ownerIds = unique(rows.map((row) => row.ownerId));
  const placeIds = unique(rows.map((row) => row.placeId));
  const eventIds = unique(rows.map((row) => row.eventId));
  const p = roomParticipants;
  const [ownerRows, placeRows, eventRows, participation, blocked] = await Promise.all([
    userSummaries(db, ownerIds),
    placeIds.length
      ? db
          .select({ id: places.id, code: places.code, name: places.name, timeZone: places.timeZone })
          .from(places)
          .where(inArray(places.id, placeIds))
      : [],
    eventIds.length
      ? db
          .select({ id: events.id, code: events.code, title: events.title, startsAt: events.startsAt })
          .from(events)
          .where(inArray(events.id, eventIds))
      : [],
    ids.length
      ? db
          .select({
            roomId: p.roomId,
            count: sql<number>`count(*)::int`,
            joined: viewer ? sql<boolean>`coalesce(bool_or(${p.userId} = ${viewer.id}), false)` : sql<boolean>`false`,
          })
          .from(p)
          .where(inArray(p.roomId, ids))
          .groupBy(p.roomId)
      : [],
    blockedAuthors(db, viewer, ownerIds),
  ]);
  return {
    blocked,
    owners: ownerRows,
    places: new Map(placeRows.map((row) => [row.id, row])),
    events: new Map(eventRows.map((row) => [row.id, row])),
    participation: new Map(participation.map((row) => [row.roomId, { count: Number(row.count), joined: row.joined }])),
  };
}

export type RoomRelated = Awaited<ReturnType<typeof loadRelated>>;

/** Rooms the viewer owns or takes part in; none for an anonymous caller. */
export function mineCondition(viewer: Viewer | null): SQL {
  if (!viewer) return sql`false`;
  return sql`(${rooms.ownerId} = ${viewer.id} or ${participantOf(viewer)})`;
}

/** Rooms of the person named by id, code or username. */
export function ownerCondition(key: string): SQL {
  if (isUuid(key)) return eq(rooms.ownerId, key);
  // `in`, not `=`: one person's code may be another's username, and a subquery of two rows would be an error.
  return sql`${rooms.ownerId} in (select ${users.id} from ${users} where ${users.code} = ${key} or lower(${users.username}) = lower(${key}))`;
}

export const mayEditRoom = (viewer: Viewer | null, room: RoomRow) =>
  viewer !== null && (room.ownerId === viewer.id || isRoot(viewer));

/** Who is in the room: the owner first, then in the order they joined; the first ones, and how many in all. */
export async function participantsOf(db: Database, room: RoomRow) {
  const p = roomParticipants;
  const rows = await db
    .select({ userId: p.userId, total: sql<number>`count(*) over ()::int` })
    .from(p)
    .where(eq(p.roomId, room.id))
    .orderBy(sql`(${p.userId} = ${room.ownerId}) desc`, asc(p.joinedAt), asc(p.userId))
    .limit(ROOM_PARTICIPANTS_SHOWN);
  const people = await userSummaries(
    db,
    rows.map((row) => row.userId),
  );
  return { items: rows.flatMap((row) => people.get(row.userId) ?? []), total: Number(rows[0]?.total ?? 0) };
}
