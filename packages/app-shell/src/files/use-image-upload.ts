import { ApiError, type components } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { errorMessage } from '@mesto/domain';
import type { UploadProgress } from '@mesto/ui';
import { useCallback } from 'react';

export type StoredFile = components['schemas']['StoredFile'];

type Reply = { status: number; body: unknown };

/** fetch cannot report how much of a body has been sent; XMLHttpRequest can, and sends the session's cookies. */
function send(apiUrl: string, file: File, onProgress: UploadProgress): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiUrl}/api/files/upload`);
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
 * Uploads one image with progress, for `ImageUpload` of @mesto/ui (a logo, a place's photos, a profile photo, an
 * opinion's photos) to the API at `apiUrl` (the app's `env.apiUrl`). An expired access token gets one renewal —
 * the session's own, the single refresh every call and tab shares — and then the upload is sent again.
 */
export function useImageUpload(apiUrl: string) {
  const { renew } = useSession();
  return useCallback(
    async (file: File, onProgress: UploadProgress): Promise<StoredFile> => {
      const sentAt = Date.now();
      let reply = await send(apiUrl, file, onProgress);
      if (reply.status === 401 && (await renew(sentAt))) reply = await send(apiUrl, file, onProgress);
      if (reply.status < 200 || reply.status >= 300) throw failure(reply);
      return reply.body as StoredFile;
    },
    [apiUrl, renew],
  );
}
