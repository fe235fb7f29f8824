import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStorage, STORAGE_KEY_PATTERN } from './file-storage.ts';

export type S3StorageOptions = {
  /** The S3-compatible server (MinIO, Ceph, a cloud's object store); absent for AWS itself. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: what most self-hosted servers expect. */
  forcePathStyle: boolean;
  /** Where the files are served: the API's own `/api/files/raw` (streamed from the bucket) or a CDN before the bucket. */
  publicBase: string;
};

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket. Writes go through lib-storage's Upload: a stream is sent in parts as it is read
 * (a small body goes in one request), so the API never holds more than one part of it. Reads stream the object's body
 * through the API: its URLs stay the same whichever storage is in use, they can be cached forever (a presigned URL
 * changes every time it is signed), and the bucket stays private.
 */
export function s3Storage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where the operation demands them: many S3-compatible servers do not know the newer
    // x-amz-checksum headers and aws-chunked bodies that the SDK would otherwise send on every write.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const checked = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };
  return {
    client,
    async put(key, data, contentType) {
      await new Upload({
        client,
        params: { Bucket: options.bucket, Key: checked(key), Body: data, ContentType: contentType },
        // Parts of 5 MiB (the smallest S3 allows), one at a time: the memory an upload takes stays bounded.
        partSize: 5 * 1024 * 1024,
        queueSize: 1,
      }).done();
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checked(key) }));
    },
    publicUrl: (key) => `${options.publicBase.replace(/\/$/, '')}/${key}`,
  };
}
