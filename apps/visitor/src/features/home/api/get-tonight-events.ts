import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useNow } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, instantOfWallClock, wallClockAt } from '@mesto/domain';
import { useQuery } from '@tanstack/react-query';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The city's next midnight: tonight ends there, whatever zone the visitor's device is set to. */
export function endOfToday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const today = wallClockAt(now.getTime(), timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day) + DAY_MS);
  return instantOfWallClock(
    {
      year: tomorrow.getUTCFullYear(),
      month: tomorrow.getUTCMonth() + 1,
      day: tomorrow.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    timeZone,
  );
}

/** A few events of this evening that have not ended, by each place's clock, soonest first. */
export function tonightEventsQueryOptions($api: ApiClient['$api'], now: Date) {
  return $api.queryOptions(
    'get',
    '/api/events',
    { params: { query: { to: endOfToday(now).toISOString(), slot: 'evening', limit: 6, sort: 'start' } } },
    { select: (page) => page.items },
  );
}

export function useTonightEvents() {
  const { $api } = useApi();
  // The server's moment while the page hydrates (the query its loader answered), then the browser's clock.
  const now = useNow();
  return useQuery(tonightEventsQueryOptions($api, now));
}
