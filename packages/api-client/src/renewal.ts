import { signedInMarker } from '@mesto/domain';
import type { ApiError } from './errors.ts';

/**
 * What a renewal came to. `error` is what the waiting calls should fail with: null when the session is over (each
 * call keeps its own 401), the refresh's own failure (no connection, a server error) when the session may still be
 * valid and only the renewal could not happen now.
 */
export type RenewalOutcome = { renewed: true } | { renewed: false; error: ApiError | null };

/** Several tabs of one browser share the session cookies; they must not renew the same refresh token in parallel. */
export type TabCoordination = {
  /** A lock held by one tab at a time (the Web Locks API in browsers). */
  locks?: { request<T>(name: string, callback: () => Promise<T>): Promise<T> } | undefined;
  /** Storage every tab of the origin sees, for the time of the last renewal. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /**
   * A mark of the tokens the browser holds now (the signed-in marker cookie, which the API sets anew with every pair),
   * read afresh each time. Storage reaches another tab's process a moment later: a tab that takes the lock right
   * after another one renewed may still read the old time there, while the cookie jar every tab shares is already
   * current (the browser stores a response's cookies before the page that asked sees the response).
   */
  credentials?: (() => string | null) | undefined;
};

const RENEWAL_LOCK = 'mesto-auth-refresh';
/** localStorage key: when any tab of this origin last renewed the session (ms since the epoch). */
const RENEWED_AT_KEY = 'mesto:auth-renewed-at';

/** The Web Locks API and localStorage of the page, as far as the environment has them. */
export function browserTabs(): TabCoordination {
  const tabs: TabCoordination = {};
  try {
    const locks = globalThis.navigator?.locks;
    if (locks) {
      tabs.locks = {
        // A promise returned by the callback is what the lock's promise settles with (promises flatten); the DOM
        // typing nests it once more.
        request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T>,
      };
    }
  } catch {
    // No Web Locks: renewals are single-flight within the tab only.
  }
  try {
    if (globalThis.localStorage) tabs.storage = globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): tabs then cannot tell each other about a renewal.
  }
  if (typeof document !== 'undefined') tabs.credentials = () => signedInMarker(document.cookie);
  return tabs;
}

type Renewal = {
  /**
   * Renews the session for a call that left at `since` and came back 401, unless it was renewed after that moment
   * (in this tab or another): then the call only has to be sent again. Calls that fail while a renewal is under way
   * wait for that same one, so however many calls fail together, the server sees one refresh.
   */
  renew(since: number): Promise<RenewalOutcome>;
};

export function createRenewal({
  refresh,
  tabs,
  now = Date.now,
}: {
  /** Exchanges the refresh token for new tokens, once. */
  refresh: () => Promise<RenewalOutcome>;
  tabs: TabCoordination;
  now?: () => number;
}): Renewal {
  let renewedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<RenewalOutcome> | null = null;

  const renewedByAnyTab = () => {
    const stored = Number(tabs.storage?.getItem(RENEWED_AT_KEY) ?? Number.NaN);
    return Number.isFinite(stored) ? Math.max(renewedAt, stored) : renewedAt;
  };

  async function renewOnce(since: number, credentialsBefore: string | null): Promise<RenewalOutcome> {
    // Checked again inside the lock: another tab may have renewed while this one waited for it. Its new cookies
    // (and stored tokens) are already in place, and refreshing again would present a token it just replaced.
    if (renewedByAnyTab() >= since) return { renewed: true };
    const credentialsNow = tabs.credentials?.() ?? null;
    if (credentialsBefore !== null && credentialsNow !== null && credentialsNow !== credentialsBefore) {
      return { renewed: true };
    }
    const outcome = await refresh();
    if (outcome.renewed) {
      renewedAt = now();
      try {
        tabs.storage?.setItem(RENEWED_AT_KEY, String(renewedAt));
      } catch {
        // A full or blocked storage only costs another tab a refresh of its own.
      }
    }
    return outcome;
  }

  return {
    renew(since) {
      if (inFlight === null && renewedAt >= since) return Promise.resolve({ renewed: true });
      if (inFlight === null) {
        // The tokens as they were when this tab found its own expired: different ones inside the lock are another's.
        const before = tabs.credentials?.() ?? null;
        const once = () => renewOnce(since, before);
        inFlight = (tabs.locks ? tabs.locks.request(RENEWAL_LOCK, once) : once()).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
