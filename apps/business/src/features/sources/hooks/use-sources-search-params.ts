import { useUrlState } from '@mesto/app-shell';
import { SourceKind, SourceState } from '@mesto/domain';
import { z } from 'zod';

const sourcesSearch = z.object({
  organisation: z.uuid().or(z.literal('')).catch('').default(''),
  q: z.string().max(200).catch('').default(''),
  kind: z.enum(SourceKind).or(z.literal('')).catch('').default(''),
  state: z.enum(SourceState).or(z.literal('')).catch('').default(''),
});

/** `/business/sources?organisation=…&q=…&kind=…&state=…`: the filters are part of the link. */
export function useSourcesSearchParams() {
  return useUrlState(sourcesSearch);
}
