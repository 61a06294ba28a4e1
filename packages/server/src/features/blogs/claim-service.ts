import {
  CLAIM_FILE_PATH,
  CLAIM_META_NAME,
  CLAIM_TTL_MS,
  type ClaimStartAnswer,
  claimMetaTag,
  isCommonPassword,
  type TClaimComplete,
} from '@masthead/core';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { Parser as HtmlParser } from 'htmlparser2';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import { type AccountsDeps, audit } from '../accounts/account-rows.ts';
import { mailVerificationLink } from '../accounts/email-verification.ts';
import { hashPassword, hashToken, newToken } from '../accounts/secrets.ts';
import { type RequestMeta, type SignedIn, signedIn } from '../accounts/signed-in.ts';
import { users } from '../accounts/tables.ts';
import { publisherClaims } from './claim-tables.ts';
import { type FetchSettings, fetchDocument } from './detect.ts';
import { decodeBody } from './feed-parse.ts';
import { blogSubmissions } from './tables.ts';

/** Claims one address may start in an hour: each may make us fetch a blog. */
const CLAIM_STARTS_PER_HOUR = 10;

/** Whether the page carries `<meta name="masthead-verification" content="{code}">`. */
export function pageHasCode(html: string, code: string) {
  let found = false;
  const parser = new HtmlParser({
    onopentag(name, attributes) {
      if (
        name === 'meta' &&
        attributes.name?.toLowerCase() === CLAIM_META_NAME &&
        attributes.content?.trim() === code
      )
        found = true;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/**
 * SPEC §8 accountTransfer: claiming an imported blog's publisher profile. The claimant proves control
 * of the blog (the code on its home page or in a file at its root, read through safeFetch, on the blog's
 * own host), then the profile gets their email and password and they are signed in as it.
 */
export function createPublisherClaims(deps: AccountsDeps, fetchSettings: () => FetchSettings) {
  const { db, clock, config, rateLimit } = deps;

  /** The approved blog whose publisher profile this is, and the profile. */
  async function publisherNamed(username: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        passwordHash: users.passwordHash,
        siteUrl: blogSubmissions.siteUrl,
      })
      .from(users)
      .innerJoin(blogSubmissions, eq(blogSubmissions.publisherId, users.id))
      .where(
        and(
          sql`lower(${users.username}) = ${username.toLowerCase()}`,
          eq(blogSubmissions.status, 'approved'),
        ),
      )
      .orderBy(desc(blogSubmissions.id))
      .limit(1);
    if (!row) throw new AppError('not_found');
    if (row.email !== null || row.passwordHash !== null)
      throw new AppError('accountTransfer.publisher.claimed');
    return row;
  }

  async function start(username: string, meta: RequestMeta): Promise<ClaimStartAnswer> {
    await rateLimit.consume({
      key: `claim:start:${addressKey(meta.ip)}`,
      limit: CLAIM_STARTS_PER_HOUR,
      windowSeconds: 3600,
    });
    const publisher = await publisherNamed(username);
    const now = clock();
    const claimToken = newToken();
    const code = `mh-${newToken().slice(0, 24)}`;
    const expiresAt = new Date(now.getTime() + CLAIM_TTL_MS);
    await db.delete(publisherClaims).where(lt(publisherClaims.expiresAt, now));
    await db.insert(publisherClaims).values({
      publisherId: publisher.id,
      tokenHash: hashToken(claimToken),
      code,
      createdAt: now,
      expiresAt,
    });
    return {
      claimToken,
      code,
      metaTag: claimMetaTag(code),
      fileUrl: new URL(CLAIM_FILE_PATH, publisher.siteUrl).href,
      siteUrl: publisher.siteUrl,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The code on the blog's home page (meta tag) or in its file; answers stay on the blog's host. */
  async function blogShows(siteUrl: string, code: string) {
    const host = new URL(siteUrl).host;
    const attempts: [string, (text: string) => boolean][] = [
      [siteUrl, (html) => pageHasCode(html, code)],
      [new URL(CLAIM_FILE_PATH, siteUrl).href, (text) => text.trim().split(/\s+/).includes(code)],
    ];
    for (const [url, check] of attempts) {
      try {
        const answer = await fetchDocument(url, fetchSettings(), {
          headers: { Accept: 'text/html, text/plain;q=0.9' },
        });
        if (new URL(answer.url).host !== host) continue;
        if (check(decodeBody(answer.body, answer.headers.get('content-type')))) return true;
      } catch {
        // Unreachable, refused or too large: try the other proof, then fail.
      }
    }
    return false;
  }

  async function complete(input: TClaimComplete, meta: RequestMeta): Promise<SignedIn> {
    const [claim] = await db
      .select()
      .from(publisherClaims)
      .where(and(eq(publisherClaims.tokenHash, hashToken(input.claimToken)), isNull(publisherClaims.usedAt)))
      .limit(1);
    if (!claim || claim.expiresAt <= clock()) throw new AppError('accountTransfer.authenticate.failure');
    const [publisher] = await db
      .select({ username: users.username, email: users.email, siteUrl: blogSubmissions.siteUrl })
      .from(users)
      .innerJoin(blogSubmissions, eq(blogSubmissions.publisherId, users.id))
      .where(and(eq(users.id, claim.publisherId), eq(blogSubmissions.status, 'approved')))
      .orderBy(desc(blogSubmissions.id))
      .limit(1);
    if (!publisher) throw new AppError('accountTransfer.authenticate.failure');
    if (publisher.email !== null) throw new AppError('accountTransfer.publisher.claimed');
    if (isCommonPassword(input.password))
      throw new AppError('password.common', { fields: { password: 'error.password.common' } });
    if (!(await blogShows(publisher.siteUrl, claim.code)))
      throw new AppError('accountTransfer.authenticate.failure');
    const passwordHash = await hashPassword(input.password, config.passwordHashCost);

    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ email: users.email, passwordHash: users.passwordHash, displayName: users.displayName })
        .from(users)
        .where(eq(users.id, claim.publisherId))
        .for('update');
      if (!locked || locked.email !== null || locked.passwordHash !== null)
        throw new AppError('accountTransfer.publisher.claimed');
      const [emailTaken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email}`)
        .limit(1);
      if (emailTaken) throw new AppError('accountTransfer.email.used');
      const username = input.username ?? publisher.username;
      if (username.toLowerCase() !== publisher.username.toLowerCase()) {
        const [nameTaken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
          .limit(1);
        if (nameTaken) throw new AppError('accountTransfer.username.used');
      }
      const now = clock();
      const [used] = await tx
        .update(publisherClaims)
        .set({ usedAt: now })
        .where(and(eq(publisherClaims.id, claim.id), isNull(publisherClaims.usedAt)))
        .returning({ id: publisherClaims.id });
      if (!used) throw new AppError('accountTransfer.authenticate.failure');
      await tx
        .update(users)
        .set({ email: input.email, username, passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, claim.publisherId));
      await mailVerificationLink(deps, tx, {
        userId: claim.publisherId,
        email: input.email,
        name: locked.displayName,
        lang: meta.lang,
      });
      await audit(tx, 'publisher.claim', {
        actorUserId: claim.publisherId,
        subjectUserId: claim.publisherId,
        data: { ip: meta.ip, siteUrl: publisher.siteUrl },
        at: now,
      });
      return signedIn(tx, { userId: claim.publisherId, remember: false, meta, now });
    });
  }

  return { start, complete };
}

export type PublisherClaimsService = ReturnType<typeof createPublisherClaims>;
