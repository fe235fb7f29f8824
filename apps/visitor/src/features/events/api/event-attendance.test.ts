import { describe, expect, it } from 'vitest';
import { type EventAttendance, expectedAttendance } from './event-attendance.ts';

const figures = (patch: Partial<EventAttendance> = {}): EventAttendance => ({
  eventId: '00000000-0000-4000-8000-0000000000e1',
  going: 4,
  interested: 2,
  myStatus: null,
  myVisibility: null,
  friendsGoing: [],
  friendsGoingCount: 0,
  ...patch,
});

describe('expectedAttendance', () => {
  it('a new mark adds one to its count', () => {
    expect(expectedAttendance(figures(), 'GOING')).toMatchObject({ going: 5, interested: 2, myStatus: 'GOING' });
  });

  it('switching moves the person from one count to the other', () => {
    const next = expectedAttendance(figures({ myStatus: 'GOING' }), 'INTERESTED');
    expect(next).toMatchObject({ going: 3, interested: 3, myStatus: 'INTERESTED' });
  });

  it('clearing takes one away, never below zero; the same mark again changes nothing', () => {
    expect(expectedAttendance(figures({ myStatus: 'INTERESTED' }), null)).toMatchObject({ interested: 1 });
    expect(expectedAttendance(figures({ going: 0, myStatus: 'GOING' }), null)).toMatchObject({ going: 0 });
    expect(expectedAttendance(figures({ myStatus: 'GOING' }), 'GOING')).toMatchObject({ going: 4, interested: 2 });
  });
});
