import { addDays, type CalendarDay, dayAt, isoWeekdayOf, midnightOf, parseIsoDate } from './city-days.ts';

/** The day filter of the events screen. */
export const DAY_CHOICES = ['any', 'today', 'tomorrow', 'weekend', 'dates'] as const;
type DayChoice = (typeof DAY_CHOICES)[number];

/** What the API's `from` and `to` get: instants, either left out. */
type InstantRange = { from?: string; to?: string };

/** The Saturday of this weekend: today on a Saturday, yesterday on a Sunday, else the coming one. */
export function weekendStart(today: CalendarDay): CalendarDay {
  const weekday = isoWeekdayOf(today);
  return addDays(today, weekday === 7 ? -1 : 6 - weekday);
}

/**
 * The instants a day choice stands for, by the city's clock. A start that has already come is left out: the API's
 * default then keeps whatever has not ended yet, so tonight's concert that began an hour ago still shows «сегодня».
 * Both ends move only at midnight, so the query (and its cache key) stays the same all day.
 */
export function rangeOf(
  choice: DayChoice,
  dates: { from?: string | undefined; to?: string | undefined },
  now: Date,
): InstantRange {
  const today = dayAt(now);
  const range = (first: CalendarDay, last: CalendarDay): InstantRange => {
    const from = midnightOf(first);
    const to = midnightOf(addDays(last, 1));
    return { ...(from.getTime() > now.getTime() ? { from: from.toISOString() } : {}), to: to.toISOString() };
  };
  switch (choice) {
    case 'any':
      return {};
    case 'today':
      return range(today, today);
    case 'tomorrow':
      return range(addDays(today, 1), addDays(today, 1));
    case 'weekend': {
      const saturday = weekendStart(today);
      return range(saturday, addDays(saturday, 1));
    }
    case 'dates': {
      const first = parseIsoDate(dates.from ?? '') ?? today;
      const last = parseIsoDate(dates.to ?? '') ?? first;
      const ordered = midnightOf(first) <= midnightOf(last) ? [first, last] : [last, first];
      return range(ordered[0] as CalendarDay, ordered[1] as CalendarDay);
    }
  }
}
