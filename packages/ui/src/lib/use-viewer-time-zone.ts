import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The time zone of the person's device, or null while it is not known: on the server, and while a server-rendered
 * page hydrates (the server's own zone says nothing about the reader), so the first render is the same on both.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(neverChanges, browserZone, () => null);
}
