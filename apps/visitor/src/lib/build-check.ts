import { BUILD_CHECK_INTERVAL_MS, SAME_PATH_RELOAD_SUPPRESSION_MS } from '@mesto/domain';
import { createBuildCheck } from '@mesto/vite-config/runtime';
import { env } from '../config/env.ts';

let navigationTarget: () => string | null = () => null;

/**
 * Tells the build check where a navigation under way is heading, so that a chunk failure on the way to `/events`
 * loads `/events` afresh rather than reloading the page the person is leaving.
 */
export function setNavigationTarget(source: () => string | null): void {
  navigationTarget = source;
}

/** Spec §2, §9: asks for builds/latest.json hourly; a failed lazy chunk with a newer build deployed reloads the page. */
export const buildCheck = createBuildCheck({
  currentId: env.buildId,
  intervalMs: BUILD_CHECK_INTERVAL_MS,
  suppressionMs: SAME_PATH_RELOAD_SUPPRESSION_MS,
  currentPath: () => navigationTarget() ?? `${window.location.pathname}${window.location.search}`,
});
