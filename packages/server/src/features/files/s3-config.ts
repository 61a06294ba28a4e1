import { z } from 'zod';

/**
 * Issue 12: uploaded files on an S3-compatible bucket, so that several machines serve the same files
 * without a shared volume. S3_BUCKET turns it on; without it (and without any other S3_ setting) the
 * files stay on local disk.
 */
export type S3Config = {
  bucket: string;
  /** The endpoint of an S3-compatible service; null for AWS itself (addressed by region). */
  url: string | null;
  region: string;
  /** Both or neither; neither uses the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** '' or a folder ending in '/', put before every key. */
  prefix: string;
};

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const ZS3Env = z
  .object({
    S3_BUCKET: optional.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3–63 lower-case letters, digits, . or -)',
        )
        .optional(),
    ),
    S3_URL: optional.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
    S3_REGION: optional.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_PREFIX: optional.pipe(
      z
        .string()
        .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
        .pipe(
          z
            .string()
            .regex(
              /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)(?:\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)*$/,
              "must be folder names of letters, digits, '-', '_' or '.', separated by '/'",
            ),
        )
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const given = Object.entries(env)
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name);
    if (given.length && !env.S3_BUCKET)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`,
      });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other key (set both, or neither to use the default credentials)',
      });
  });

/** The bucket settings, null when none is given; throws naming every wrong or missing setting. */
export function s3ConfigOf(env: NodeJS.ProcessEnv): S3Config | null {
  const parsed = ZS3Env.safeParse({
    S3_BUCKET: env.S3_BUCKET,
    S3_URL: env.S3_URL,
    S3_REGION: env.S3_REGION,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_PREFIX: env.S3_PREFIX,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The bucket for uploaded files is not configured right: ${problems.join('; ')}`);
  }
  const s3 = parsed.data;
  if (!s3.S3_BUCKET) return null;
  return {
    bucket: s3.S3_BUCKET,
    url: s3.S3_URL ?? null,
    region: s3.S3_REGION ?? 'us-east-1',
    credentials:
      s3.S3_ACCESS_KEY_ID && s3.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY }
        : null,
    prefix: s3.S3_PREFIX ? `${s3.S3_PREFIX}/` : '',
  };
}
