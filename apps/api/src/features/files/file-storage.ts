// What every store of uploaded files answers, and the keys it stores under: the local folder (storage.ts) and an
// S3-compatible bucket (s3-storage.ts) both implement it, and the rest of the API speaks only to it.
import type { Readable } from 'node:stream';

/** Where uploaded files live. A local folder by default; an S3-compatible store implements the same four calls. */
export interface FileStorage {
  /** Stores bytes given whole or as a stream (read as it comes, never gathered in memory). */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

/** `<file uuid>/w<width>.webp`; a picture a few pixels wide has a one-digit width. */
export const VARIANT_NAME_PATTERN = /^w\d{1,4}\.webp$/;
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/w\d{1,4}\.webp$/;
