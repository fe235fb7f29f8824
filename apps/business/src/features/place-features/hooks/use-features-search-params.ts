import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

const featuresSearch = z.object({ q: z.string().max(200).catch('').default('') });

/** `/business/features?q=…`: the search is part of the link. */
export function useFeaturesSearchParams() {
  return useUrlState(featuresSearch);
}
