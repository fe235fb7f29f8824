import { type PublicEnv, parsePublicEnv } from '@mesto/app-shell';

// The one place that reads the visitor site's public settings (VITE_* variables, baked in at build time); they are
// the ones every front end has, parsed and checked by @mesto/app-shell.

type Env = PublicEnv;

export const env: Env = parsePublicEnv(import.meta.env);
