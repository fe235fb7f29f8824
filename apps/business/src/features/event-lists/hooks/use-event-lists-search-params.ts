import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

const eventListsSearch = z.object({
  organisation: z.uuid().or(z.literal('')).catch('').default(''),
  q: z.string().max(200).catch('').default(''),
});

/** `/business/event-lists?organisation=…&q=…`: the filters are part of the link. */
export function useEventListsSearchParams() {
  return useUrlState(eventListsSearch);
}
