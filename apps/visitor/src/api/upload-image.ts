import { ApiError, type components, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { errorMessage } from '@mesto/domain';
import type { UploadProgress } from '@mesto/ui';
import { useCallback } from 'react';
import { env } from '../config/env.ts';

type StoredFile = components['schemas']['StoredFile'];

type Reply = { status: number; body: unknown };

/** fetch cannot report how much of a body has been sent; XMLHttpRequest can, and sends the session's cookies. */
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

function failure({ status, body }: Reply): ApiError {
  const parsed = body !== null && typeof body === 'object' ? (body as { message?: string }) : null;
  return new ApiError(errorMessage({ status, message: parsed?.message ?? null }), status, parsed);
}

/**
 * Uploads one image with progress (a profile photo, an opinion's photos). An expired access token gets one renewal:
 * a cheap signed-in call through the API client renews the session as every call would, then the upload goes again.
 */
export function useImageUpload() {
  const api = useApi();
  return useCallback(
    async (file: File, onProgress: UploadProgress): Promise<StoredFile> => {
      let reply = await send(file, onProgress);
      if (reply.status === 401) {
        await api.client.GET('/api/user-visits/current', { headers: silent }).catch(() => undefined);
        reply = await send(file, onProgress);
      }
      if (reply.status < 200 || reply.status >= 300) throw failure(reply);
      return reply.body as StoredFile;
    },
    [api],
  );
}
