import { useApi } from '@mesto/api-client/react';
import { MAX_PAGE_SIZE } from '@mesto/domain';
import { useQueries } from '@tanstack/react-query';
import type { EventOccurrence, Place } from '../../../lib/catalogue/types.ts';

export type OrganisationSummary = {
  places: Place[];
  morePlaces: boolean;
  /** Upcoming occurrences, soonest first. */
  events: EventOccurrence[];
  moreEvents: boolean;
};

/**
 * Each organisation's places and upcoming events (the first hundred of each), from which the dashboard counts and
 * finds what needs attention. The API has no counts of its own, so more than a hundred reads «больше 100».
 */
export function useOrganisationSummaries(organisationIds: readonly string[]) {
  const { $api } = useApi();
  return useQueries({
    queries: organisationIds.flatMap((organisation) => [
      $api.queryOptions('get', '/api/places', {
        params: { query: { organisation, sort: 'name', limit: MAX_PAGE_SIZE } },
      }),
      $api.queryOptions('get', '/api/events', {
        params: { query: { organisation, sort: 'start', limit: MAX_PAGE_SIZE } },
      }),
    ]),
    combine: (results) => {
      const summaries = new Map<string, OrganisationSummary>();
      organisationIds.forEach((organisation, index) => {
        const places = results[index * 2]?.data as { items: Place[]; nextCursor: string | null } | undefined;
        const events = results[index * 2 + 1]?.data as
          | { items: EventOccurrence[]; nextCursor: string | null }
          | undefined;
        if (places === undefined || events === undefined) return;
        summaries.set(organisation, {
          places: places.items,
          morePlaces: places.nextCursor !== null,
          events: events.items,
          moreEvents: events.nextCursor !== null,
        });
      });
      return {
        summaries,
        isPending: results.some((result) => result.isPending),
        isError: results.some((result) => result.isError),
        refetch: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
  });
}
