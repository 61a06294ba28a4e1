import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** 256-bit random token, URL-safe (TESTING §3: tokens of at least 128 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their hash, so a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 6-digit code, uniformly drawn. */
export const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

const scryptAsync = (password: string, salt: Buffer, keylen: number, cost: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      keylen,
      { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 + 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );

/** scrypt: memory-hard (128 × N × r bytes, 32 MiB at the default N = 2^15), in Node itself. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(saltText, 'base64url'),
    expected.length,
    Number(costText),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compared with a missing account so that a wrong name costs as long as a wrong password. */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
