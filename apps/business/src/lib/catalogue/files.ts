import { ApiError, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { errorMessage } from '@mesto/domain';
import type { UploadProgress } from '@mesto/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { env } from '../../config/env.ts';
import type { StoredFile } from './types.ts';

type Reply = { status: number; body: unknown };

/** fetch cannot report how much of a body has been sent; XMLHttpRequest can, and shares the session's cookies. */
function send(file: File, onProgress: UploadProgress): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}/api/files/upload`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => reject(new ApiError(errorMessage({ message: null }), null));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

const failure = ({ status, body }: Reply) => {
  const parsed = body !== null && typeof body === 'object' ? (body as { message?: string }) : null;
  return new ApiError(errorMessage({ status, message: parsed?.message ?? null }), status, parsed);
};

/**
 * Uploads one image with progress for `ImageUpload`. An expired access token gets one renewal: a cheap signed-in
 * call through the API client renews the session as every other call would, then the upload is sent again.
 */
export function useImageUpload() {
  const api = useApi();
  return useCallback(
    async (file: File, onProgress: UploadProgress): Promise<StoredFile> => {
      let reply = await send(file, onProgress);
      if (reply.status === 401) {
        await api.client
          .GET('/api/user-organisation-binds', { params: { query: { limit: 1 } }, headers: silent })
          .catch(() => undefined);
        reply = await send(file, onProgress);
      }
      if (reply.status < 200 || reply.status >= 300) throw failure(reply);
      return reply.body as StoredFile;
    },
    [api],
  );
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
