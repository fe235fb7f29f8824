import { VISIBILITIES, VISIBILITY_SETTINGS, Visibility } from '@mesto/domain';

// The person's own settings (`specificSettings` of the users editor): the keys the API and the editors read.

/** Who sees a new check-in unless chosen otherwise; the visits API reads it. */
export const VISIT_VISIBILITY_KEY = VISIBILITY_SETTINGS.visits;
/** Who sees a new opinion unless chosen otherwise; the opinions API's blank starts from it. */
export const OPINION_VISIBILITY_KEY = VISIBILITY_SETTINGS.opinions;

/** A check-in is never addressed to anyone in particular: no PRIVATE. */
export const VISIT_VISIBILITIES = [Visibility.PUBLIC, Visibility.FRIENDS, Visibility.NOTES] as const;
export const OPINION_VISIBILITIES = [
  Visibility.PUBLIC,
  Visibility.FRIENDS,
  Visibility.PRIVATE,
  Visibility.NOTES,
] as const;

export type Settings = Record<string, unknown>;

/** A saved visibility among those offered, else PUBLIC (what the API assumes too). */
export function readVisibility(settings: Settings, key: string, offered: readonly Visibility[]): Visibility {
  const value = settings[key];
  return VISIBILITIES.includes(value as Visibility) && offered.includes(value as Visibility)
    ? (value as Visibility)
    : Visibility.PUBLIC;
}

/** The settings with the defaults changed, every other key kept as saved. */
export function withVisibilities(settings: Settings, visit: Visibility, opinion: Visibility): Settings {
  return { ...settings, [VISIT_VISIBILITY_KEY]: visit, [OPINION_VISIBILITY_KEY]: opinion };
}
