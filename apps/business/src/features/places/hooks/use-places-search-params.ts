import { useUrlState } from '@mesto/app-shell';
import { PublicationStatus } from '@mesto/domain';
import { z } from 'zod';

const placesSearch = z.object({
  organisation: z.uuid().or(z.literal('')).catch('').default(''),
  q: z.string().max(200).catch('').default(''),
  status: z.enum(PublicationStatus).or(z.literal('')).catch('').default(''),
});

/** `/business/places?organisation=…&q=…&status=…`: the filters are part of the link. */
export function usePlacesSearchParams() {
  return useUrlState(placesSearch);
}
