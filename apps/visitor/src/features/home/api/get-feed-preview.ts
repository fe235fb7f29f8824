import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

const PREVIEW_SIZE = 5;
const init = { params: { query: { limit: PREVIEW_SIZE } } };

/** The newest few entries of what the signed-in person follows (feed/). */
function personalFeedPreviewQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/feed', init, { select: (page) => page.items });
}

/** The newest few entries of the city's public stream (feed/v2 signed out). */
export function publicFeedPreviewQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/feed/v2', init, { select: (page) => page.items });
}

/** Signed in, the person's own feed; signed out, the city's public stream. */
export function useFeedPreview(personal: boolean, enabled = true) {
  const { $api } = useApi();
  const mine = useQuery({ ...personalFeedPreviewQueryOptions($api), enabled: enabled && personal });
  const everyone = useQuery({ ...publicFeedPreviewQueryOptions($api), enabled: enabled && !personal });
  return personal ? mine : everyone;
}
