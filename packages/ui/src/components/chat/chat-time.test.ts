import { describe, expect, it } from 'vitest';
import { unreadBadge } from './chat-list-item.tsx';
import { chatListTime, daySeparatorLabel } from './chat-time.ts';

const moscow = 'Europe/Moscow';
// Sunday, 22 November 2026, 15:00 in Moscow.
const now = new Date('2026-11-22T12:00:00.000Z');

describe('chatListTime', () => {
  it('gives today its time, yesterday a word, this year a short date and older ones the full date', () => {
    expect(chatListTime(new Date('2026-11-22T11:05:00.000Z'), moscow, now)).toBe('14:05');
    expect(chatListTime(new Date('2026-11-21T18:30:00.000Z'), moscow, now)).toBe('вчера');
    expect(chatListTime(new Date('2026-11-12T09:00:00.000Z'), moscow, now)).toBe('12 нояб.');
    expect(chatListTime(new Date('2026-05-03T09:00:00.000Z'), moscow, now)).toBe('3 мая');
    expect(chatListTime(new Date('2025-11-12T09:00:00.000Z'), moscow, now)).toBe('12.11.2025');
  });

  it('counts days by the zone’s calendar, not by 24 hours', () => {
    // 21:30 UTC on the 21st is 00:30 on the 22nd in Moscow.
    expect(chatListTime(new Date('2026-11-21T21:30:00.000Z'), moscow, now)).toBe('00:30');
    // Berlin's spring-forward day has 23 hours; the day before it is still «вчера».
    const berlinMonday = new Date('2026-03-30T06:00:00.000Z');
    expect(chatListTime(new Date('2026-03-29T00:30:00.000Z'), 'Europe/Berlin', berlinMonday)).toBe('вчера');
    expect(chatListTime(new Date('2026-03-28T22:30:00.000Z'), 'Europe/Berlin', berlinMonday)).toBe('28 мар.');
  });

  it('shows the time of a message a little ahead of a lagging device clock', () => {
    expect(chatListTime(new Date('2026-11-22T12:01:00.000Z'), moscow, now)).toBe('15:01');
  });
});

describe('daySeparatorLabel', () => {
  it('reads Сегодня, Вчера, the date, and the year only for other years', () => {
    expect(daySeparatorLabel(new Date('2026-11-22T05:00:00.000Z'), moscow, now)).toBe('Сегодня');
    expect(daySeparatorLabel(new Date('2026-11-21T05:00:00.000Z'), moscow, now)).toBe('Вчера');
    expect(daySeparatorLabel(new Date('2026-11-12T05:00:00.000Z'), moscow, now)).toBe('12 ноября');
    expect(daySeparatorLabel(new Date('2025-11-12T05:00:00.000Z'), moscow, now)).toBe('12 ноября 2025 г.');
  });
});

describe('unreadBadge', () => {
  it('words the count for screen readers and caps the number at 99', () => {
    expect(unreadBadge(1)).toEqual({ visible: '1', label: '1 непрочитанное' });
    expect(unreadBadge(3)).toEqual({ visible: '3', label: '3 непрочитанных' });
    expect(unreadBadge(21)).toEqual({ visible: '21', label: '21 непрочитанное' });
    expect(unreadBadge(99)).toEqual({ visible: '99', label: '99 непрочитанных' });
    expect(unreadBadge(100)).toEqual({ visible: '99+', label: 'Больше 99 непрочитанных' });
  });
});
