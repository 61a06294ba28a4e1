import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, TEST_BUCKET, type TestS3Server } from '../../test/s3-server.ts';
import type { S3Config } from './s3-config.ts';
import { createS3Storage } from './s3-storage.ts';
import { newFileId, storageOf } from './storage.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

/** A plain client on the same bucket, to see what the adapter wrote where. */
const rawClient = (config: S3Config) =>
  new S3Client({
    region: config.region,
    endpoint: config.url!,
    forcePathStyle: true,
    credentials: config.credentials!,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

const bucketKeys = async () => {
  const listed = await rawClient(s3.config()).send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key).sort();
};

describe('S3 storage', () => {
  it('stores a file and reads it back byte for byte, then deletes it (twice is no error)', async () => {
    const storage = createS3Storage(s3.config());
    const key = `u/7/${newFileId()}-xl.jpg`;
    const bytes = randomBytes(200_000);
    await storage.put(key, bytes, 'image/jpeg');
    const file = await storage.open(key);
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file!.stream)).equals(bytes)).toBe(true);

    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.open(key)).toBeNull();
  });

  it('streams a large file from the bucket instead of handing over one buffer', async () => {
    const storage = createS3Storage(s3.config());
    const key = `u/7/${newFileId()}.gif`;
    const bytes = randomBytes(3 * 1024 * 1024);
    await storage.put(key, bytes, 'image/gif');
    const file = await storage.open(key);
    expect(file?.stream).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await storage.delete(key);
  });

  it('answers null for a key that holds nothing, and for a key the server would never choose', async () => {
    const storage = createS3Storage(s3.config());
    expect(await storage.open(`u/7/${newFileId()}-m.jpg`)).toBeNull();
    expect(await storage.open('../secret.jpg')).toBeNull();
    await expect(storage.put('../secret.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Refusing/);
    await storage.delete('../secret.jpg');
  });

  it('keeps its files under the prefix, apart from a storage without one', async () => {
    const prefixed = createS3Storage(s3.config({ prefix: 'site/one/' }));
    const plain = createS3Storage(s3.config());
    const key = `u/9/${newFileId()}-l.jpg`;
    await prefixed.put(key, Buffer.from('prefixed bytes'), 'image/jpeg');
    expect(await bucketKeys()).toContain(`site/one/${key}`);
    expect(await bucketKeys()).not.toContain(key);
    expect(await plain.open(key)).toBeNull();
    const stored = await rawClient(s3.config()).send(
      new GetObjectCommand({ Bucket: TEST_BUCKET, Key: `site/one/${key}` }),
    );
    expect(stored.ContentType).toBe('image/jpeg');
    expect((await buffer((await prefixed.open(key))!.stream)).toString()).toBe('prefixed bytes');
    await prefixed.delete(key);
    expect(await bucketKeys()).not.toContain(`site/one/${key}`);
  });

  it('throws, never answers "not found", when the bucket itself fails', async () => {
    const storage = createS3Storage(s3.config({ bucket: 'no-such-bucket' }));
    const key = `u/7/${newFileId()}-m.jpg`;
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(storage.open(key)).rejects.toThrow();
    const wrongKeys = createS3Storage(
      // s3rver checks the access key id (not v4 signatures): an unknown one is refused with a 403.
      s3.config({ credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'S3RVER' } }),
    );
    await createS3Storage(s3.config()).put(key, Buffer.from('x'), 'image/jpeg');
    await expect(wrongKeys.open(key)).rejects.toThrow(/Access Key Id/);
    await expect(wrongKeys.put(key, Buffer.from('y'), 'image/jpeg')).rejects.toThrow(/Access Key Id/);
  });

  it('is what the settings choose: the bucket with S3_BUCKET, else local disk', async () => {
    const storage = storageOf({ dataDir: 'unused', s3: s3.config() });
    const key = `u/8/${newFileId()}-m.png`;
    await storage.put(key, Buffer.from('via settings'), 'image/png');
    expect(await bucketKeys()).toContain(key);
    expect((await buffer((await storage.open(key))!.stream)).toString()).toBe('via settings');
    await storage.delete(key);
  });
});
