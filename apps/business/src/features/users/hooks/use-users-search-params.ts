import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

// The typed text stays raw (trimmed where it is sent); `user` is the chosen user's id.
const usersSearch = z.object({
  q: z.string().max(200).catch('').default(''),
  user: z.uuid().optional().catch(undefined),
});

/** `/business/editor/user?q=…&user=…`: the search and the chosen user are part of the link. */
export function useUsersSearchParams() {
  return useUrlState(usersSearch);
}
