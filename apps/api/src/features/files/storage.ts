import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. A local folder by default; an S3-compatible store implements the same four calls. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

/** `<file uuid>/w<width>.webp`; a picture a few pixels wide has a one-digit width. */
export const VARIANT_NAME_PATTERN = /^w\d{1,4}\.webp$/;
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/w\d{1,4}\.webp$/;

export function localStorage(folder: string, publicBase: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      return info?.isFile() ? { stream: createReadStream(path), size: info.size } : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `${publicBase.replace(/\/$/, '')}/${key}`,
  };
}
