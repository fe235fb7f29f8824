import { DEFAULT_TIME_ZONE } from '@mesto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events, places, rooms } from '../../db/schema.ts';
import { applyBrakes } from '../../lib/brakes.ts';
import { generateCode } from '../../lib/codes.ts';
import { defineCollection } from '../../lib/collection.ts';
import { refersTo } from '../../lib/id-or-code.ts';
import { moderationOf } from '../../lib/moderation.ts';
import { nameOnly, unindexedSearchFilter } from '../../lib/search.ts';
import { DEFAULT_VISIBILITY } from '../../lib/visibility.ts';
import { Room, RoomFields, RoomListQuery } from './room.schemas.ts';
import {
  createRoom,
  findRoom,
  loadRelated,
  mayEditRoom,
  maySeeRoom,
  mineCondition,
  ownerCondition,
  removeRoom,
  roomsVisibleTo,
  UPCOMING_AFTER_START_MS,
  updateRoom,
} from './rooms.service.ts';

/** Rooms: public unless their visibility says otherwise; the owner edits and deletes, the brakes hold what they must. */
export function roomsCollection(app: FastifyInstance) {
  return defineCollection({
    name: 'rooms',
    schemaName: 'Room',
    accessParam: 'room',
    table: rooms,
    idColumn: rooms.id,
    item: Room,
    fields: RoomFields,
    listQuery: RoomListQuery,

    access: {
      read: 'public',
      visible: ({ viewer }) => roomsVisibleTo(viewer),
      async row({ db, viewer }, row) {
        const canView = await maySeeRoom(db, viewer, row);
        // The owner edits and deletes; ROOT moderates what it can see (never someone's notes).
        const canEdit = canView && mayEditRoom(viewer, row);
        return { canView, canEdit, canDelete: canEdit };
      },
      create: ({ viewer }) => viewer !== null,
    },

    async filters({ db, viewer }, query) {
      const conditions: (SQL | undefined)[] = [];
      if (query.code) conditions.push(sql`${rooms.code} = ${query.code}`);
      if (query.place)
        conditions.push(refersTo(rooms.placeId, query.place, { table: places, id: places.id, code: places.code }));
      if (query.event)
        conditions.push(refersTo(rooms.eventId, query.event, { table: events, id: events.id, code: events.code }));
      // A room asked for by id is shown whenever it starts; lists keep to rooms ahead unless told otherwise.
      if (query.upcoming ?? (query.id === undefined && query.code === undefined)) {
        conditions.push(
          sql`${rooms.startsAt} >= ${new Date(Date.now() - UPCOMING_AFTER_START_MS).toISOString()}::timestamptz`,
        );
      }
      if (query.mine) conditions.push(mineCondition(viewer));
      if (query.owner) conditions.push(ownerCondition(query.owner));
      conditions.push(await unindexedSearchFilter(db, query.q, nameOnly(rooms.title)));
      return conditions;
    },
    sorts: {
      soonest: () => ({ keys: [{ expression: rooms.startsAt, direction: 'asc', kind: 'timestamp' }] }),
      newest: () => ({ keys: [{ expression: rooms.createdAt, direction: 'desc', kind: 'timestamp' }] }),
    },

    find: findRoom,
    load: ({ db, viewer }, rows) => loadRelated(db, viewer, rows),
    toItem(row, _ctx, related) {
      const owner = related.owners.get(row.ownerId);
      const place = row.placeId ? related.places.get(row.placeId) : undefined;
      const participation = related.participation.get(row.id);
      const event = row.eventId ? related.events.get(row.eventId) : undefined;
      const joined = participation?.joined ?? false;
      return {
        id: row.id,
        code: row.code,
        title: row.title,
        description: row.description,
        owner: {
          id: row.ownerId,
          code: owner?.code ?? '',
          username: owner?.username ?? null,
          displayName: owner?.displayName ?? '',
          avatarFileId: owner?.avatarFileId ?? null,
        },
        authorBlocked: related.blocked.has(row.ownerId),
        placeId: row.placeId,
        place: place ? { id: place.id, code: place.code, name: place.name } : null,
        timeZone: place?.timeZone ?? DEFAULT_TIME_ZONE,
        eventId: row.eventId,
        event: event
          ? { id: event.id, code: event.code, title: event.title, startsAt: event.startsAt.toISOString() }
          : null,
        startsAt: row.startsAt.toISOString(),
        capacity: row.capacity,
        participantCount: participation?.count ?? 0,
        joined,
        chatId: joined ? row.chatId : null,
        visibility: row.visibility,
        moderation: moderationOf(row),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    blank: () => ({
      title: '',
      description: '',
      placeId: null,
      eventId: null,
      startsAt: '',
      capacity: null,
      visibility: DEFAULT_VISIBILITY,
    }),

    // The automatic brakes: a new account's links and phone numbers wait for a moderator.
    create: async ({ db, viewer }, values) => {
      const room = await createRoom(db, viewer, values, generateCode());
      return applyBrakes(db, 'ROOM', room, viewer.id, `${room.title}\n${room.description}`, {
        burst: false,
        enabled: app.moderationBrakes,
      });
    },
    update: async ({ db, viewer }, existing, values) => {
      const room = await updateRoom(db, viewer, existing, values);
      return applyBrakes(db, 'ROOM', room, room.ownerId, `${room.title}\n${room.description}`, {
        burst: false,
        enabled: app.moderationBrakes,
      });
    },
    remove: ({ db }, row) => removeRoom(db, row),
  });
}
