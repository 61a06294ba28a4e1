import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../features/files/s3-config.ts';

/** s3rver checks signatures against these keys (its own defaults). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const TEST_BUCKET = 'masthead-test';

/**
 * An S3-compatible server in the test's own process (issue 12), on a free loopback port, storing to a
 * temporary folder, with one bucket. `config` gives the settings that point the app at it.
 */
export async function startS3Server() {
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'masthead-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  try {
    const { port } = await server.run();
    const url = `http://127.0.0.1:${port}`;
    const config = (overrides: Partial<S3Config> = {}): S3Config => ({
      bucket: TEST_BUCKET,
      url,
      region: 'us-east-1',
      credentials: KEYS,
      prefix: '',
      ...overrides,
    });
    return {
      url,
      directory,
      config,
      async stop() {
        await server.close();
        await fs.promises.rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.promises.rm(directory, { recursive: true, force: true });
    throw error;
  }
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;
