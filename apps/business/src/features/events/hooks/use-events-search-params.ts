import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

const id = z.uuid().or(z.literal('')).catch('').default('');

const eventsSearch = z.object({
  organisation: id,
  place: id,
  eventList: id,
  past: z.stringbool().catch(false).default(false),
  q: z.string().max(200).catch('').default(''),
});

/** `/business/events?place=…&eventList=…&past=true&q=…`: the filters are part of the link. */
export function useEventsSearchParams() {
  return useUrlState(eventsSearch);
}
