import { instantOfWallClock, isOpenAtLocal, WEEKDAYS, wallClockAt } from '@mesto/domain';
import { CITY, EVENT_TEMPLATES, type EventTemplate, type EventTemplateId, hoursOf, minuteOf, PLACES } from './data.ts';

/** 170 events over the next 30 days; every tenth is a weekly series of five dates (four weeks on). */
export const EVENT_COUNT = 170;
export const EVENT_DAYS = 30;
export const SERIES_WEEKS = 4;

export type PlannedEvent = {
  /** Index in PLACES. */
  place: number;
  template: EventTemplateId;
  startsAt: Date;
  endsAt: Date;
  price: number;
  /** The date of the last repetition of a weekly series; null for a single event. */
  repeatUntil: Date | null;
};

/**
 * When the demo city's events happen, relative to `now`. Each place gets its share, taking its kinds of event in
 * turn; each event starts at an hour its kind has (yoga in the morning, concerts in the evening), on a day the place
 * is open at that hour and the kind allows (children's events at the weekend), and in its season: an open-air film
 * or a river trip only in summer, a skating rink only in winter, for every date of a series.
 */
export function planEvents(now: Date): PlannedEvent[] {
  const today = wallClockAt(now.getTime(), CITY.timeZone);
  const dateOf = (day: number) => new Date(Date.UTC(today.year, today.month - 1, today.day + day));
  const weekdayOf = (day: number) => (dateOf(day).getUTCDay() + 6) % 7;
  const inSeason = (template: EventTemplate, day: number) =>
    !template.months || template.months.includes(dateOf(day).getUTCMonth() + 1);

  return Array.from({ length: EVENT_COUNT }, (_, index) => {
    const placeIndex = index % PLACES.length;
    const place = PLACES[placeIndex] as (typeof PLACES)[number];
    const schedule = hoursOf(place.kind);
    const series = index % 10 === 0;
    const round = Math.floor(index / PLACES.length);
    const inTurn = place.events.map(
      (_, offset) => place.events[(round + offset) % place.events.length] as EventTemplateId,
    );
    // A series goes to a kind that repeats well (a quiz, a jam, a class) when the place has one.
    const candidates = series
      ? [...inTurn.filter((id) => EVENT_TEMPLATES[id].weekly), ...inTurn.filter((id) => !EVENT_TEMPLATES[id].weekly)]
      : inTurn;
    const base = index % EVENT_DAYS;
    const days = [0, 1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6]
      .map((shift) => base + shift)
      .filter((day) => day >= 0 && day < EVENT_DAYS);
    for (const id of candidates) {
      const template: EventTemplate = EVENT_TEMPLATES[id];
      const clock = template.at[index % template.at.length] as string;
      const minute = minuteOf(clock);
      const day = days.find(
        (candidate) =>
          (!template.weekdays || template.weekdays.includes(weekdayOf(candidate))) &&
          isOpenAtLocal(schedule, WEEKDAYS[weekdayOf(candidate)] as (typeof WEEKDAYS)[number], minute) &&
          inSeason(template, candidate) &&
          (!series || inSeason(template, candidate + SERIES_WEEKS * 7)),
      );
      if (day === undefined) continue;
      const startsAt = instantOfWallClock(
        { ...today, day: today.day + day, hour: Math.floor(minute / 60), minute: minute % 60, second: 0 },
        CITY.timeZone,
      );
      return {
        place: placeIndex,
        template: id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + template.minutes * 60_000),
        price: template.prices[index % template.prices.length] as number,
        repeatUntil: series ? new Date(startsAt.getTime() + SERIES_WEEKS * 7 * 24 * 3600_000) : null,
      };
    }
    throw new Error(`demo city: no kind of event fits ${place.name} around day ${base}`);
  });
}
