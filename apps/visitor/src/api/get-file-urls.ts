import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export type StoredFile = components['schemas']['StoredFile'];

/** Stored files are fixed once uploaded; ten minutes keeps a page's images without asking again as it is used. */
const STALE_TIME = 10 * 60_000;

const getPaths = (fileIds: readonly string[]) => ({ params: { query: { paths: [...fileIds] } } });

/** The smallest variant at least `width` wide (the original when none is), to keep images light. */
export function fileUrlFor(file: StoredFile | null, fallback: string | null, width: number): string | null {
  if (file === null) return fallback;
  const wide = [...file.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= width);
  return wide?.url ?? file.url;
}

/** Public URLs of stored images by file id, in the order asked; null for a file that is gone. */
function fileUrlsQueryOptions($api: ApiClient['$api'], fileIds: readonly string[], width: number) {
  return $api.queryOptions('get', '/api/files/get-paths', getPaths(fileIds), {
    select: (data) => data.items.map((item) => fileUrlFor(item.file, item.url, width)),
    staleTime: STALE_TIME,
  });
}

/**
 * The stored files themselves, every width of each (for `ResponsiveImage`), in the order asked; null for a file that
 * is gone. The same query as the URLs above, so a loader's prefetch of either fills both.
 */
export function storedFilesQueryOptions($api: ApiClient['$api'], fileIds: readonly string[]) {
  return $api.queryOptions('get', '/api/files/get-paths', getPaths(fileIds), {
    select: (data) => data.items.map((item) => item.file),
    staleTime: STALE_TIME,
  });
}

export function useStoredFiles(fileIds: readonly string[]) {
  const { $api } = useApi();
  return useQuery({
    ...storedFilesQueryOptions($api, fileIds),
    enabled: fileIds.length > 0,
    // Ids added to a set (a photo uploaded in an editor): the files already shown stay while the set loads.
    placeholderData: keepPreviousData,
  });
}

/** get-paths answers at most 100 files; a list asks in pieces that stay the same as more pages load. */
const FILES_PER_QUERY = 48;

/**
 * Stored files by id for a list (covers of cards), asked in fixed pieces so a longer list reuses what it had;
 * files that are gone or still loading are left out.
 */
function piecesOf(fileIds: readonly string[]): string[][] {
  const unique = [...new Set(fileIds)];
  const pieces: string[][] = [];
  for (let start = 0; start < unique.length; start += FILES_PER_QUERY) {
    pieces.push(unique.slice(start, start + FILES_PER_QUERY));
  }
  return pieces;
}

/** The queries of `useStoredFileMap` for these ids: a loader that fills them renders a list with its covers. */
export function storedFileMapQueryOptions($api: ApiClient['$api'], fileIds: readonly string[]) {
  return piecesOf(fileIds).map((piece) => storedFilesQueryOptions($api, piece));
}

export function useStoredFileMap(fileIds: readonly string[]): ReadonlyMap<string, StoredFile> {
  const { $api } = useApi();
  const pieces = piecesOf(fileIds);
  return useQueries({
    queries: pieces.map((piece) => storedFilesQueryOptions($api, piece)),
    combine: (results) => {
      const found = new Map<string, StoredFile>();
      results.forEach((result, index) => {
        pieces[index]?.forEach((id, at) => {
          const file = result.data?.[at];
          if (file) found.set(id, file);
        });
      });
      return found;
    },
  });
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
