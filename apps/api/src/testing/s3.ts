import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Env } from '../env.ts';

export type TestS3 = {
  /** The settings that point an API at this server's bucket. */
  env: Partial<Env>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver, objects in a folder of its own) on a free loopback port, with one bucket. */
export async function startTestS3(bucket = 'mesto-files'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'mesto-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's built-in credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
