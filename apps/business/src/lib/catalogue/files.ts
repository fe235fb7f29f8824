import { useApi } from '@mesto/api-client/react';
import { useImageUpload as useUpload } from '@mesto/app-shell';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { env } from '../../config/env.ts';
import type { StoredFile } from './types.ts';

/** Uploads one image with progress for `ImageUpload`, to this app's API (see `useImageUpload` of app-shell). */
export function useImageUpload() {
  return useUpload(env.apiUrl);
}

/** The smallest variant at least `width` pixels wide (the largest when none is), for a sharp yet light preview. */
export function variantUrl(file: StoredFile, width: number): string {
  const fitting = [...file.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= width);
  return fitting?.url ?? file.variants.at(-1)?.url ?? file.url;
}

/** Stored files by id (logos, photos, covers), to show what an item refers to; unknown ids are left out. */
export function useStoredFiles(ids: readonly string[]) {
  const { $api } = useApi();
  const paths = [...ids].sort();
  return useQuery({
    ...$api.queryOptions(
      'get',
      '/api/files/get-paths',
      { params: { query: { paths } } },
      {
        select: (data) =>
          new Map(data.items.flatMap((item) => (item.file === null ? [] : [[item.path, item.file] as const]))),
        staleTime: Number.POSITIVE_INFINITY,
      },
    ),
    enabled: paths.length > 0,
    // A photo added to a gallery asks again for the whole set: the ones already shown stay while it loads.
    placeholderData: keepPreviousData,
  });
}
