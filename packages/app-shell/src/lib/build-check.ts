import { BUILD_CHECK_INTERVAL_MS, SAME_PATH_RELOAD_SUPPRESSION_MS } from '@mesto/domain';

// Runs in the browser (docs/product.md#build-check): check for a newer build hourly; when a lazy chunk fails to
// load (the old build's files are gone after a deploy) and a newer build exists, reload, but never the same path
// twice within the suppression window, so a broken deploy cannot trap a tab in a reload loop.

/** What `builds/latest.json` holds; @mesto/vite-config's build plugin writes it next to each build. */
type BuildInfo = { id: string; builtAt: string };

/** sessionStorage key of the last reload: `{ path, at }`. Per tab, like the loop it prevents. */
export const RELOAD_MARK_KEY = 'mesto:build-reload';
const LATEST_BUILD_URL = '/builds/latest.json';

type MinimalStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type BuildCheckOptions = {
  /** The id this bundle was built with (`import.meta.env.VITE_BUILD_ID`). */
  currentId: string;
  /** How often to ask for `latest.json` (BUILD_CHECK_INTERVAL_MS of @mesto/domain). */
  intervalMs: number;
  /** A second reload of the same path within this time is skipped (SAME_PATH_RELOAD_SUPPRESSION_MS). */
  suppressionMs: number;
  latestUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Where the last reload is remembered; sessionStorage by default, null when storage is unavailable. */
  storage?: MinimalStorage | null;
  now?: () => number;
  /** Loads `path` afresh: reloads when it is the page's own address, goes there otherwise. */
  reload?: (path: string) => void;
  /**
   * The path (and query) to reload, also the key of the suppression: where the person is going when a navigation
   * is under way (a router can tell), the page's own address by default.
   */
  currentPath?: () => string;
};

type BuildCheck = {
  /** Checks now and then every interval; listens for Vite's `vite:preloadError`. Returns a stop function. */
  start(): () => void;
  /** Fetches `latest.json`; null when it cannot be read. Concurrent calls share one request. */
  check(): Promise<BuildInfo | null>;
  /** The newest build seen so far, if any. */
  latest(): BuildInfo | null;
  /** Whether a build other than this one has been deployed, as far as the last check knows. */
  isOutdated(): boolean;
  /**
   * Call when loading a lazy chunk failed. Resolves true when the page is being reloaded (the caller should then
   * wait rather than show an error), false when the error should surface: no newer build, or the same path was
   * reloaded within the suppression window.
   */
  recover(error?: unknown): Promise<boolean>;
};

function defaultStorage(): MinimalStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function locationPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function defaultReload(path: string): void {
  if (path === locationPath()) window.location.reload();
  else window.location.assign(path);
}

function isBuildInfo(value: unknown): value is BuildInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BuildInfo).id === 'string' &&
    typeof (value as BuildInfo).builtAt === 'string'
  );
}

export function createBuildCheck(options: BuildCheckOptions): BuildCheck {
  const {
    currentId,
    intervalMs,
    suppressionMs,
    latestUrl = LATEST_BUILD_URL,
    now = () => Date.now(),
    reload = defaultReload,
    currentPath = locationPath,
  } = options;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const fetchLatest = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let latest: BuildInfo | null = null;
  let inFlight: Promise<BuildInfo | null> | null = null;
  let reloading = false;

  function check(): Promise<BuildInfo | null> {
    inFlight ??= (async () => {
      try {
        // A query parameter and no-store: neither the browser nor a CDN may answer from a stale copy.
        const separator = latestUrl.includes('?') ? '&' : '?';
        const response = await fetchLatest(`${latestUrl}${separator}t=${now()}`, { cache: 'no-store' });
        if (!response.ok) return null;
        const body: unknown = await response.json();
        if (!isBuildInfo(body)) return null;
        latest = body;
        return body;
      } catch {
        return null;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  function readMark(): { path: string; at: number } | null {
    try {
      const raw = storage?.getItem(RELOAD_MARK_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { path, at } = parsed as { path?: unknown; at?: unknown };
      return typeof path === 'string' && typeof at === 'number' ? { path, at } : null;
    } catch {
      return null;
    }
  }

  /** Reloads unless this very path was reloaded within the suppression window. */
  function reloadOnce(): boolean {
    const path = currentPath();
    const time = now();
    const mark = readMark();
    if (mark && mark.path === path && time - mark.at >= 0 && time - mark.at < suppressionMs) return false;
    try {
      storage?.setItem(RELOAD_MARK_KEY, JSON.stringify({ path, at: time }));
    } catch {
      // Without storage the loop guard cannot hold; a reload is still better than a broken page.
    }
    reloading = true;
    reload(path);
    return true;
  }

  async function recover(_error?: unknown): Promise<boolean> {
    if (reloading) return true;
    const newest = await check();
    if (reloading) return true;
    if (newest === null || newest.id === currentId) return false;
    return reloadOnce();
  }

  function start(): () => void {
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    // Vite fires this when a dynamic import or its preloaded CSS fails. The error still reaches the importer
    // (the default is not prevented), which calls recover() itself; this catches imports outside the router.
    const onPreloadError = (event: Event) => {
      void recover((event as Event & { payload?: unknown }).payload);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }

  return {
    start,
    check,
    latest: () => latest,
    isOutdated: () => latest !== null && latest.id !== currentId,
    recover,
  };
}

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

/** docs/product.md#build-check: asks for builds/latest.json hourly; a failed lazy chunk with a newer build deployed reloads the page. */
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
