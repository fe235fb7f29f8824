import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../../env.ts';
import type { ImageVariant } from './images.ts';

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

/** The storage of a running API: a folder under DATA_DIR, served at PUBLIC_FILES_URL. */
export const storageOf = (env: Env): FileStorage => localStorage(`${env.DATA_DIR}/files`, env.PUBLIC_FILES_URL);

/** A file's stored variants as its `files` row lists them; the largest comes last. */
export type StoredVariants = {
  path: string;
  size: number;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; path: string; size: number }>;
};

/** Puts an image's variants under `<id>/w<width>.webp`, the names every stored picture has. */
export async function putVariants(storage: FileStorage, id: string, variants: ImageVariant[]): Promise<StoredVariants> {
  const stored = variants.map((variant) => ({
    width: variant.width,
    height: variant.height,
    size: variant.data.length,
    path: `${id}/w${variant.width}.webp`,
  }));
  await Promise.all(
    variants.map((variant, index) => storage.put(stored[index]?.path as string, variant.data, 'image/webp')),
  );
  const largest = stored.at(-1) as (typeof stored)[number];
  return { path: largest.path, size: largest.size, width: largest.width, height: largest.height, variants: stored };
}
