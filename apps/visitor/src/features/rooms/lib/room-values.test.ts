import type { components } from '@mesto/api-client';
import { describe, expect, it } from 'vitest';
import { blankRoomValues, checkRoom, parseCapacity, type RoomValues, toRoomBody, toRoomValues } from './room-values.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const PLACE = '00000000-0000-4000-8000-0000000000a1';
const EVENT = '00000000-0000-4000-8000-0000000000e1';

const values = (patch: Partial<RoomValues> = {}): RoomValues => ({
  title: 'Идём на джаз',
  description: '',
  kind: 'place',
  placeId: PLACE,
  eventId: '',
  startsAt: '2026-11-21T16:00:00.000Z',
  capacity: '',
  visibility: 'PUBLIC',
  ...patch,
});

const room = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'room0001',
  title: 'Джем',
  description: 'Встречаемся у входа',
  owner: {
    id: '00000000-0000-4000-8000-000000000002',
    code: 'u',
    username: 'anna',
    displayName: 'Анна',
    avatarFileId: null,
  },
  authorBlocked: false,
  moderation: null,
  placeId: PLACE,
  place: { id: PLACE, code: 'place001', name: 'Зерно' },
  eventId: EVENT,
  event: { id: EVENT, code: 'ev00001', title: 'Джем', startsAt: '2026-11-21T16:00:00.000Z' },
  startsAt: '2026-11-21T16:00:00.000Z',
  timeZone: 'Europe/Moscow',
  capacity: 6,
  participantCount: 2,
  joined: true,
  chatId: null,
  visibility: 'FRIENDS',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} satisfies components['schemas']['Room'];

describe('the room editor', () => {
  it('edits an event room as an event room, its places as text', () => {
    expect(toRoomValues(room)).toMatchObject({ kind: 'event', placeId: '', eventId: EVENT, capacity: '6' });
  });

  it('starts a new room at the place or event of the link, an event room at the event’s start', () => {
    const blank = {
      title: '',
      description: '',
      placeId: null,
      eventId: null,
      startsAt: '',
      capacity: null,
      visibility: 'PUBLIC',
    } satisfies components['schemas']['RoomBlank'];
    expect(blankRoomValues(blank, null)).toMatchObject({ kind: 'place', placeId: '', startsAt: null });
    expect(blankRoomValues(blank, { kind: 'event', id: EVENT, startsAt: room.startsAt })).toMatchObject({
      kind: 'event',
      eventId: EVENT,
      startsAt: room.startsAt,
    });
  });

  it('reads an empty capacity as no limit and refuses what is not a whole number in range', () => {
    expect(parseCapacity('  ')).toBeNull();
    expect(parseCapacity('12')).toBe(12);
    expect(parseCapacity('2.5')).toBeNaN();
    expect(checkRoom(values({ capacity: '1' }), null, NOW).capacity).toMatch(/от 2 до 500/);
    expect(checkRoom(values({ capacity: 'много' }), null, NOW).capacity).toMatch(/от 2 до 500/);
    expect(checkRoom(values({ capacity: '500' }), null, NOW)).toEqual({});
  });

  it('asks for a title, a place (or event) and, for a place, a time ahead', () => {
    expect(checkRoom(values({ title: ' ', placeId: '', startsAt: null }), null, NOW)).toEqual({
      title: 'Укажите название',
      placeId: 'Выберите место или событие, куда собираетесь',
      startsAt: 'Укажите, когда встречаетесь',
    });
    expect(checkRoom(values({ startsAt: '2026-11-19T12:00:00.000Z' }), null, NOW).startsAt).toMatch(/уже прошло/);
    // An event room may leave the time to the event.
    expect(checkRoom(values({ kind: 'event', eventId: EVENT, startsAt: null }), null, NOW)).toEqual({});
    // A saved start that has passed is not a mistake as long as it is left alone.
    const past = '2026-11-19T12:00:00.000Z';
    expect(checkRoom(values({ startsAt: past }), past, NOW)).toEqual({});
  });

  it('sends the subject of the chosen kind only, and leaves out an empty start', () => {
    const body = toRoomBody(values({ kind: 'event', placeId: PLACE, eventId: EVENT, startsAt: null, capacity: ' 8 ' }));
    expect(body).toEqual({
      title: 'Идём на джаз',
      description: '',
      placeId: null,
      eventId: EVENT,
      capacity: 8,
      visibility: 'PUBLIC',
    });
  });
});
