import type { PublicEnv } from '../config/env.ts';
import { installMetrika, type MetrikaTracker } from './metrika.ts';

/**
 * The web-analytics tag (docs/product.md#analytics) loads only when the environment setting equals PRODUCTION, with the counter id of
 * the public configuration. Returns the tracker for page views of client-side navigations, or null.
 */
export function startAnalytics(config: Pick<PublicEnv, 'isProduction' | 'metrikaId'>, win: Window = window) {
  if (!config.isProduction) return null;
  if (config.metrikaId === null) {
    console.warn('VITE_METRIKA_ID is not set: analytics is off in PRODUCTION');
    return null;
  }
  return installMetrika(config.metrikaId, win);
}

export type { MetrikaTracker };
