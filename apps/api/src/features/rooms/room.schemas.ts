import {
  ROOM_CAPACITY_MAX,
  ROOM_CAPACITY_MIN,
  ROOM_DESCRIPTION_RULE,
  ROOM_PARTICIPANTS_SHOWN,
  ROOM_TITLE_RULE,
} from '@mesto/domain';
import { z } from 'zod';
import { ModerationMark } from '../../lib/moderation.ts';
import { IdOrCode, Text, Visibility } from '../../lib/schemas.ts';
import { UserSummary } from '../../lib/user-card.ts';
import { roomMessages } from './rooms.messages.ts';

const Instant = z.iso.datetime({ offset: true }).describe('An instant, e.g. 2026-11-27T19:00:00+03:00.');

// Not registered as a named component: other collections (opinions, visits) carry a visibility too, and one
// component id declared twice would break the OpenAPI document. A shared `Visibility` belongs in lib/schemas.ts.

const OwnerRef = z.object({
  id: z.uuid(),
  code: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarFileId: z.uuid().nullable(),
});
const PlaceRef = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
const EventRef = z.object({ id: z.uuid(), code: z.string(), title: z.string(), startsAt: z.iso.datetime() });

export const Room = z
  .object({
    id: z.uuid(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    owner: OwnerRef,
    authorBlocked: z.boolean().describe('The viewer has blocked the owner: the apps fold it away.'),
    placeId: z.uuid().nullable(),
    place: PlaceRef.nullable(),
    timeZone: z.string().describe('The clock its start is shown by: its place’s.'),
    eventId: z.uuid().nullable(),
    event: EventRef.nullable(),
    startsAt: z.iso.datetime(),
    /** Null: no limit. */
    capacity: z.number().int().nullable(),
    participantCount: z.number().int(),
    /** The viewer takes part. */
    joined: z.boolean(),
    /** The room's chat, for participants only. */
    chatId: z.uuid().nullable(),
    visibility: Visibility,
    moderation: ModerationMark,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Room' });

const Capacity = z
  .number()
  .int(roomMessages.capacityRange)
  .min(ROOM_CAPACITY_MIN, roomMessages.capacityRange)
  .max(ROOM_CAPACITY_MAX, roomMessages.capacityRange);

export const RoomFields = z.object({
  title: Text(ROOM_TITLE_RULE),
  description: Text(ROOM_DESCRIPTION_RULE).optional(),
  placeId: z.uuid().nullable().optional().describe('Where to meet; an event room takes its event’s place if absent.'),
  eventId: z.uuid().nullable().optional().describe('The event to go to together.'),
  startsAt: Instant.optional().describe('When to meet; an event room defaults to the event’s next start.'),
  capacity: Capacity.nullable().optional().describe('Places including the owner; null for no limit.'),
  visibility: Visibility.optional(),
});

export const RoomListQuery = z.object({
  code: z.string().max(100).optional().describe('One room by its code (shown whenever it starts).'),
  place: IdOrCode.optional().describe('Rooms at this place (its id or code).'),
  event: IdOrCode.optional().describe('Rooms going to this event (its id or code).'),
  upcoming: z
    .stringbool()
    .optional()
    .describe('Only rooms that have not long started (default true; false lists past rooms too).'),
  mine: z.stringbool().optional().describe('Only rooms the caller owns or takes part in.'),
  owner: IdOrCode.optional().describe('Rooms of this person (their id, code or username).'),
});

export const RoomParticipantBody = z.object({ roomId: z.uuid() });

export const RoomParticipation = z
  .object({
    joined: z.boolean().describe('The caller takes part after this call.'),
    participants: z.number().int(),
    capacity: z.number().int().nullable(),
  })
  .meta({ id: 'RoomParticipation' });

export const RoomParticipantsQuery = z.object({ room: IdOrCode.describe('The room: its id or code.') });

export const RoomParticipants = z
  .object({
    items: z.array(UserSummary).describe(`The owner first, then by joining, up to ${ROOM_PARTICIPANTS_SHOWN}.`),
    total: z.number().int(),
  })
  .meta({ id: 'RoomParticipants', description: 'Who is in a room, for those who may see the room.' });
