import type { components } from '@mesto/api-client';
import { paths } from '../config/paths.ts';

type Room = components['schemas']['Room'];

/** Where a room's card leads: the room's own page. */
export function roomHref(room: Pick<Room, 'code'>): string {
  return paths.room.getHref(room.code);
}

/** What the card names as the meeting point: the event (at its place), else the place. */
export function roomWhere(room: Pick<Room, 'event' | 'place'>): string | null {
  if (room.event !== null) return room.place === null ? room.event.title : `${room.event.title} · ${room.place.name}`;
  return room.place?.name ?? null;
}

/** The room's chat in the chats screen (`/chats?chat=<id>`). */
export function roomChatHref(chatId: string): string {
  return paths.chats.getHref(chatId);
}
