import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

const organisationsSearch = z.object({ q: z.string().max(200).catch('').default('') });

/** `/business/organisations?q=…`: the search is part of the link. */
export function useOrganisationsSearchParams() {
  return useUrlState(organisationsSearch);
}
