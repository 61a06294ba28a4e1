import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3-config.ts';
import { type FileStorage, isStorageKey } from './storage.ts';

/**
 * Issue 12: the files on an S3-compatible bucket instead of local disk, so that every process of a
 * deployment serves the same files without a shared volume. Same keys, same answers as the disk
 * adapter: a put is whole or nothing (S3 writes an object atomically), a read streams from the bucket
 * without buffering, a missing key is null, and any other failure of the bucket is thrown as it comes.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    // An S3-compatible service at its own address is addressed by path (…/bucket/key): most of them
    // have no per-bucket host names.
    ...(config.url ? { endpoint: config.url, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK adds CRC32 checksums to every request and checks them on answers by default (since early
    // 2025); many S3-compatible services (and the test's s3rver) do not know those headers. Only where
    // an operation requires a checksum is one sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const objectKey = (key: string) => `${config.prefix}${key}`;

  return {
    async put(key, body, contentType) {
      if (!isStorageKey(key)) throw new Error(`Refusing to store under the key ${JSON.stringify(key)}`);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        // In Node the body is the HTTP answer itself: a stream, read as the reply is sent.
        const stream = answer.Body as Readable | undefined;
        if (!stream || answer.ContentLength === undefined) {
          stream?.destroy();
          throw new Error(`The bucket answered ${JSON.stringify(key)} without a body or a length`);
        }
        return { stream, size: answer.ContentLength };
      } catch (error) {
        // NoSuchKey only: a missing bucket (NoSuchBucket) or refused credentials stay errors.
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isStorageKey(key)) return;
      // Deleting a key that holds nothing succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
