import { type PublicEnv, parsePublicEnv, readPublicVariables } from '@mesto/app-shell';

// The one place that reads the business panel's public settings (VITE_* variables, baked in at build time): the
// ones every front end has (see @mesto/app-shell) and the panel's own.

const panelVariables = {
  /** The public site, for links out of the panel (e.g. from the 403 page); derived from this address when unset. */
  VITE_VISITOR_URL: { pattern: /^https?:\/\/[^\s]+$/ },
};

type Env = PublicEnv & { visitorUrl: string | null };

/** Validates the raw variables; an empty value counts as unset. Throws with every problem listed. */
export function parseEnv(source: Record<string, unknown>): Env {
  const own = readPublicVariables(panelVariables, source);
  return { ...parsePublicEnv(source), visitorUrl: own.VITE_VISITOR_URL?.replace(/(?<!\/)\/+$/, '') ?? null };
}

export const env: Env = parseEnv(import.meta.env);
