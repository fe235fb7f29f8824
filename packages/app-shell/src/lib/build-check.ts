import { BUILD_CHECK_INTERVAL_MS, SAME_PATH_RELOAD_SUPPRESSION_MS } from '@mesto/domain';
import { type BuildCheck, type BuildInfo, createBuildCheck } from '@mesto/vite-config/runtime';

// One build check per page: `startApp` starts it, lazy routes ask it to recover from a failed chunk.
let buildCheck: BuildCheck | null = null;
let navigationTarget: () => string | null = () => null;

/**
 * Tells the build check where a navigation under way is heading, so that a chunk failure on the way to `/events`
 * loads `/events` afresh rather than reloading the page the person is leaving.
 */
export function setNavigationTarget(source: () => string | null): void {
  navigationTarget = source;
}

/** Spec §2, §9: asks for builds/latest.json hourly; a failed lazy chunk with a newer build deployed reloads the page. */
export function startBuildCheck(currentId: string): BuildCheck {
  buildCheck ??= createBuildCheck({
    currentId,
    intervalMs: BUILD_CHECK_INTERVAL_MS,
    suppressionMs: SAME_PATH_RELOAD_SUPPRESSION_MS,
    currentPath: () => navigationTarget() ?? `${window.location.pathname}${window.location.search}`,
  });
  buildCheck.start();
  return buildCheck;
}

/** The latest build the server announces (for diagnostics), or null when unknown or not started. */
export function checkLatestBuild(): Promise<BuildInfo | null> {
  return buildCheck === null ? Promise.resolve(null) : buildCheck.check();
}

/** After a failed chunk: true when the page is reloading to a newer build. */
export function recoverFromChunkError(error: unknown): Promise<boolean> {
  return buildCheck === null ? Promise.resolve(false) : buildCheck.recover(error);
}
