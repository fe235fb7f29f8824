import { silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useEffect, useRef } from 'react';

/** A public page whose views the business sees: a place or an event, by id or code. */
export type ViewedPage = { place: string } | { event: string };

/**
 * Counts one view of a public page once it is shown: from an effect (never while rendering on the server), once
 * per showing — re-renders and React's second effect run in development send nothing more, another page does.
 * Silent: a failed count is nothing the visitor needs to hear about. `null` while the page is not shown yet.
 */
export function usePageView(page: ViewedPage | null) {
  const { client } = useApi();
  const kind = page === null ? null : 'place' in page ? 'place' : 'event';
  const key = page === null ? null : 'place' in page ? page.place : page.event;
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (kind === null || key === null || counted.current === `${kind}:${key}`) return;
    counted.current = `${kind}:${key}`;
    const body = kind === 'place' ? { place: key } : { event: key };
    client.POST('/api/page-views', { body, headers: silent }).catch(() => {});
  }, [client, kind, key]);
}
