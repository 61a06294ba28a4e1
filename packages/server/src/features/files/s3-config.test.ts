import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { s3ConfigOf } from './s3-config.ts';

describe('S3 settings', () => {
  it('keep files on local disk when none is given', () => {
    expect(s3ConfigOf({})).toBeNull();
    expect(s3ConfigOf({ S3_BUCKET: '', S3_REGION: ' ' })).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
  });

  it('turn the bucket on with S3_BUCKET alone: region us-east-1, default credentials, no prefix', () => {
    expect(s3ConfigOf({ S3_BUCKET: 'masthead-files' })).toEqual({
      bucket: 'masthead-files',
      url: null,
      region: 'us-east-1',
      credentials: null,
      prefix: '',
    });
  });

  it('read the endpoint, region, keys and prefix', () => {
    expect(
      s3ConfigOf({
        S3_BUCKET: 'files',
        S3_URL: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/prod/uploads/',
      }),
    ).toEqual({
      bucket: 'files',
      url: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      prefix: 'prod/uploads/',
    });
  });

  it.each([
    [{ S3_URL: 'http://127.0.0.1:9000' }, /S3_BUCKET is required when S3_URL is set/],
    [{ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' }, /S3_BUCKET is required/],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }, /S3_SECRET_ACCESS_KEY is required/],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 's' }, /S3_ACCESS_KEY_ID is required/],
    [{ S3_BUCKET: 'files', S3_URL: 'not an address' }, /S3_URL must be an http/],
    [{ S3_BUCKET: 'files', S3_URL: 'ftp://example.com' }, /S3_URL must be an http/],
    [{ S3_BUCKET: 'Files!' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'files', S3_PREFIX: 'a/../b' }, /S3_PREFIX must be folder names/],
  ])('refuse to start on half-given or wrong settings: %j', (env, message) => {
    expect(() => s3ConfigOf(env)).toThrow(message);
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });
});
