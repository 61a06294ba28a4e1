import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../features/mail/tables.ts';
import { createClient } from './app.ts';

/** Test factories for accounts: people signed up through the real API, and their mail. */

let addressCounter = 0;
/** Every made-up person signs up from their own address, so the sign-up limits stay out of the way. */
export const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

let personCounter = 0;
export const PASSWORD = 'Correct-Horse-9';

export async function signUpPerson(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    username: string;
    password: string;
    rememberLogin: boolean;
    ip: string;
  }> = {},
) {
  personCounter += 1;
  const id = `${personCounter}${Math.random().toString(36).slice(2, 7)}`;
  const email = overrides.email ?? `person${id}@example.com`;
  const username = overrides.username ?? `person_${id}`;
  const password = overrides.password ?? PASSWORD;
  const ip = overrides.ip ?? nextAddress();
  const client = createClient(app, { ip });
  const response = await client.post('/api2/account/signup', {
    email,
    username,
    password,
    confirmPassword: password,
    displayName: `Test ${username}`.slice(0, 30),
    ...(overrides.rememberLogin !== undefined ? { rememberLogin: overrides.rememberLogin } : {}),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return {
    client,
    email,
    username,
    password,
    ip,
    userId: response.body.data.user.userId as number,
    response,
  };
}

export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
}

export async function lastMailTo(db: Db, to: string) {
  const [mail] = await mailsTo(db, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The token of the first link to `path` in a mail's text. */
export function tokenIn(text: string, path: string) {
  const match = new RegExp(`${path.replace(/[.]/g, '\\.')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** The 6-digit code of a two-factor mail. */
export function codeIn(text: string) {
  const match = /[:：] ?(\d{6})$/m.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/**
 * Rate limits count in fixed windows; a test that counts to N starts a second into a fresh window so
 * that no boundary falls inside it.
 */
export function startOfWindow(testApp: { now(): Date; advance(ms: number): void }, windowMs: number) {
  const now = testApp.now().getTime();
  testApp.advance(windowMs - (now % windowMs) + 1000);
}

/** The Set-Cookie lines of an answer, as a list (none, one or several). */
export const setCookiesOf = (headers: Record<string, unknown>) => {
  const value = headers['set-cookie'];
  return (Array.isArray(value) ? value : value ? [String(value)] : []) as string[];
};
