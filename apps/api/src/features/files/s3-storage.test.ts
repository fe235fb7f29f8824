import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { s3Storage } from './s3-storage.ts';

const KEY = '0b0f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/w1920.webp';

describe('S3 storage against a real S3-compatible server', () => {
  let s3: TestS3;
  let storage: ReturnType<typeof s3Storage>;
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = s3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicBase: '/api/files/raw/',
    });
  });
  afterAll(async () => {
    storage.client.destroy();
    await s3?.close();
  });

  it('a stream larger than one part goes up in parts, as it is read, and comes back byte for byte', async () => {
    const chunk = 256 * 1024;
    const chunks = 48; // 12 MiB: three parts of a multipart upload
    let produced = 0;
    // Each chunk is made when the upload asks for it, so the whole body never exists at once in this process.
    const body = Readable.from(
      (function* () {
        for (let index = 0; index < chunks; index += 1) {
          produced += 1;
          yield Buffer.alloc(chunk, index);
        }
      })(),
    );
    await storage.put(KEY, body, 'image/webp');
    expect(produced).toBe(chunks);

    const found = await storage.get(KEY);
    expect(found?.size).toBe(chunk * chunks);
    let offset = 0;
    let mismatches = 0;
    if (!found) throw new Error('the object was not found');
    for await (const piece of found.stream) {
      for (let i = 0; i < piece.length; i += 4096) {
        if (piece[i] !== Math.floor((offset + i) / chunk)) mismatches += 1;
      }
      offset += piece.length;
    }
    expect(offset).toBe(chunk * chunks);
    expect(mismatches).toBe(0);
  });

  it('a missing key is null, a removed one is gone, and an unsafe key never reaches the bucket', async () => {
    expect(await storage.get('00000000-0000-4000-8000-000000000000/w320.webp')).toBeNull();
    await storage.put(KEY, Buffer.from('x'), 'image/webp');
    await storage.remove(KEY);
    expect(await storage.get(KEY)).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe/);
    expect(storage.publicUrl(KEY)).toBe(`/api/files/raw/${KEY}`);
  });
});
