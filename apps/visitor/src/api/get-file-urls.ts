import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

type StoredFile = components['schemas']['StoredFile'];

/** The smallest variant at least `width` wide (the original when none is), to keep images light. */
export function fileUrlFor(file: StoredFile | null, fallback: string | null, width: number): string | null {
  if (file === null) return fallback;
  const wide = [...file.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= width);
  return wide?.url ?? file.url;
}

/** Public URLs of stored images by file id, in the order asked; null for a file that is gone. */
export function fileUrlsQueryOptions($api: ApiClient['$api'], fileIds: readonly string[], width: number) {
  return $api.queryOptions(
    'get',
    '/api/files/get-paths',
    { params: { query: { paths: [...fileIds] } } },
    { select: (data) => data.items.map((item) => fileUrlFor(item.file, item.url, width)), staleTime: 10 * 60_000 },
  );
}

export function useFileUrls(fileIds: readonly string[], width: number) {
  const { $api } = useApi();
  return useQuery({ ...fileUrlsQueryOptions($api, fileIds, width), enabled: fileIds.length > 0 });
}

/** The same URLs by file id (files that are gone are left out); undefined while they load. */
export function useFileUrlMap(fileIds: readonly string[], width: number): ReadonlyMap<string, string> | undefined {
  const files = useFileUrls(fileIds, width);
  return useMemo(() => {
    if (!files.data) return undefined;
    const urls = new Map<string, string>();
    fileIds.forEach((id, index) => {
      const url = files.data?.[index];
      if (url) urls.set(id, url);
    });
    return urls;
  }, [files.data, fileIds]);
}
