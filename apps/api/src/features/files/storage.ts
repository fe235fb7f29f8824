import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../../env.ts';
import { type FileStorage, STORAGE_KEY_PATTERN } from './file-storage.ts';
import type { ImageVariant } from './images.ts';
import { s3Storage } from './s3-storage.ts';

export { type FileStorage, STORAGE_KEY_PATTERN, VARIANT_NAME_PATTERN } from './file-storage.ts';

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
      if (Buffer.isBuffer(data)) {
        await writeFile(path, data);
        return;
      }
      // Written beside its place and moved there once whole: a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      try {
        await pipeline(data, createWriteStream(partial));
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
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

/**
 * The storage of a running API: a folder under DATA_DIR (STORAGE=local), or an S3-compatible bucket (STORAGE=s3,
 * shared by every API node); either is served at PUBLIC_FILES_URL.
 */
export function storageOf(env: Env): FileStorage {
  if (env.STORAGE === 's3') {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET as string,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      publicBase: env.PUBLIC_FILES_URL,
    });
  }
  return localStorage(`${env.DATA_DIR}/files`, env.PUBLIC_FILES_URL);
}

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
