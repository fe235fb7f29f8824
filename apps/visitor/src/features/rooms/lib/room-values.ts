import type { components } from '@mesto/api-client';
import type { FieldErrors } from '@mesto/app-shell';
import {
  ROOM_CAPACITY_MAX,
  ROOM_CAPACITY_MIN,
  ROOM_DESCRIPTION_RULE,
  ROOM_TITLE_RULE,
  type Visibility,
  validateText,
} from '@mesto/domain';
import { roomMessages } from '../messages.ts';

const text = roomMessages.checks;

type Room = components['schemas']['Room'];
type RoomBlank = components['schemas']['RoomBlank'];
type RoomBody = components['schemas']['RoomEditorBody'];

/** How far back a start may lie and still be saved: the server allows five minutes of slack. */
const START_SLACK_MS = 5 * 60_000;

/**
 * What the room editor holds: a room goes to a place or to an event (`kind` says which the picker shows), its
 * start is an instant shown by that place's clock, and the number of places is typed (empty for no limit).
 */
export type RoomValues = {
  title: string;
  description: string;
  kind: 'place' | 'event';
  placeId: string;
  eventId: string;
  startsAt: string | null;
  capacity: string;
  visibility: Visibility;
};

export function toRoomValues(room: Room): RoomValues {
  return {
    title: room.title,
    description: room.description,
    kind: room.eventId === null ? 'place' : 'event',
    placeId: room.eventId === null ? (room.placeId ?? '') : '',
    eventId: room.eventId ?? '',
    startsAt: room.startsAt,
    capacity: room.capacity === null ? '' : String(room.capacity),
    visibility: room.visibility,
  };
}

/** A new room from the blank, at the place or event of the link when there is one. */
export function blankRoomValues(
  blank: RoomBlank,
  preset: { kind: 'place' | 'event'; id: string; startsAt: string | null } | null,
): RoomValues {
  return {
    title: blank.title,
    description: blank.description,
    kind: preset?.kind ?? (blank.eventId ? 'event' : 'place'),
    placeId: preset?.kind === 'place' ? preset.id : (blank.placeId ?? ''),
    eventId: preset?.kind === 'event' ? preset.id : (blank.eventId ?? ''),
    startsAt: preset?.startsAt ?? (blank.startsAt === '' ? null : blank.startsAt),
    capacity: blank.capacity === null ? '' : String(blank.capacity),
    visibility: blank.visibility,
  };
}

/** Whole places from 2 to 500; null for an empty box (no limit); NaN for anything else. */
export function parseCapacity(input: string): number | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The checks the server makes too, with its words. An event room may leave its start empty (the event's start is
 * taken); a start that did not change is not checked again, so a room that has begun can still be edited.
 */
export function checkRoom(values: RoomValues, savedStartsAt: string | null, now: number = Date.now()): FieldErrors {
  const errors: FieldErrors = {};
  const title = validateText(values.title, ROOM_TITLE_RULE);
  if (!title.ok) errors.title = title.error.message;
  const description = validateText(values.description, ROOM_DESCRIPTION_RULE);
  if (!description.ok) errors.description = description.error.message;
  const subject = values.kind === 'place' ? 'placeId' : 'eventId';
  if (values[subject] === '') errors[subject] = text.subjectRequired;
  if (values.startsAt === null) {
    if (values.kind === 'place') errors.startsAt = text.startsAtRequired;
  } else if (values.startsAt !== savedStartsAt && Date.parse(values.startsAt) < now - START_SLACK_MS) {
    errors.startsAt = text.startsInPast;
  }
  const capacity = parseCapacity(values.capacity);
  if (
    capacity !== null &&
    (!Number.isInteger(capacity) || capacity < ROOM_CAPACITY_MIN || capacity > ROOM_CAPACITY_MAX)
  ) {
    errors.capacity = text.capacityRange;
  }
  return errors;
}

/** The editor's body: the subject of the chosen kind only (an event room takes the event's place). */
export function toRoomBody(values: RoomValues): RoomBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    placeId: values.kind === 'place' ? values.placeId || null : null,
    eventId: values.kind === 'event' ? values.eventId || null : null,
    ...(values.startsAt === null ? {} : { startsAt: values.startsAt }),
    capacity: parseCapacity(values.capacity),
    visibility: values.visibility,
  };
}
