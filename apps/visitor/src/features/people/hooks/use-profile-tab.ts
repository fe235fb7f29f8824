import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

export const PROFILE_TABS = ['visits', 'opinions', 'rooms'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const profileSearch = z.object({ tab: z.enum(PROFILE_TABS).catch('visits').default('visits') });

/** `/profile/anna?tab=opinions`: the open section is in the link, and back returns to the previous one. */
export function useProfileTab() {
  return useUrlState(profileSearch);
}
