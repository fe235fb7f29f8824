import { type UrlStateSchema, useUrlState } from '@mesto/app-shell';

export const PROFILE_TABS = ['visits', 'opinions', 'rooms'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const profileSearch = { tab: { kind: 'choice', choices: PROFILE_TABS, fallback: 'visits' } } satisfies UrlStateSchema;

/** `/profile/anna?tab=opinions`: the open section is in the link, and back returns to the previous one. */
export function useProfileTab() {
  return useUrlState(profileSearch);
}
