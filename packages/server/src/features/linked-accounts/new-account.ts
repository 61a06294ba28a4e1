import { LIMITS, type OAuthProvider, USER_TYPE, withEnglish } from '@masthead/core';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import { type AccountsDeps, audit } from '../accounts/account-rows.ts';
import { mailVerificationLink } from '../accounts/email-verification.ts';
import { type RequestMeta, type SignedIn, signedIn } from '../accounts/signed-in.ts';
import { linkedAccounts, users } from '../accounts/tables.ts';
import type { ProviderProfile } from './provider-clients.ts';

/** A username from what the provider calls the person: letters, digits and _ only, 3 to 15 characters. */
export function usernameBase(profile: Pick<ProviderProfile, 'username' | 'name' | 'email'>) {
  for (const source of [profile.username, profile.name, profile.email?.split('@')[0]]) {
    const base = (source ?? '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 15);
    if (base.length >= LIMITS.usernameMin) return base;
  }
  return 'reader';
}

/**
 * Sign-up with a provider account: a new person with no password, linked to it. The provider's email
 * must be free: an account that already has it is never joined to the provider (its owner links from
 * settings after signing in), and the answer says so with SPEC §8's email.used.
 */
export async function createAccountFromProvider(
  deps: AccountsDeps,
  link: { provider: OAuthProvider; profile: ProviderProfile; expiresAt: Date | null },
  options: { remember: boolean; meta: RequestMeta },
): Promise<SignedIn> {
  const { db, clock, rateLimit, config } = deps;
  const { profile } = link;
  const { meta } = options;
  const limits = config.rateLimits;
  const address = addressKey(meta.ip);
  await rateLimit.consume({
    key: `signup:attempt:${address}`,
    limit: limits.signupPerAddressPer30Min,
    windowSeconds: 1800,
  });
  const email = profile.email;
  if (!email) throw new AppError('oauth.email.missing');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (taken) throw new AppError('email.used');
  await rateLimit.consume({
    key: `signup:account:${address}`,
    limit: limits.signupPerAddressPerDay,
    windowSeconds: 86_400,
  });

  const base = usernameBase(profile);
  const candidates = [
    base,
    ...Array.from({ length: 5 }, () => `${base}_${Math.floor(1000 + Math.random() * 9000)}`),
  ];
  const existing = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      sql`lower(${users.username}) in (${sql.join(
        candidates.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  const username = candidates.find((c) => !existing.some((row) => row.name === c));
  if (!username) throw new AppError('username.used');
  const displayName =
    (profile.name ?? profile.username ?? username).slice(0, LIMITS.displayNameMax).trim() || username;

  return db.transaction(async (tx) => {
    const now = clock();
    const [created] = await tx
      .insert(users)
      .values({
        userType: USER_TYPE.person,
        email,
        emailVerifiedAt: profile.emailVerified ? now : null,
        username,
        displayName,
        passwordHash: null,
        uiLang: meta.lang,
        langs: withEnglish([meta.lang]),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    const userId = created!.id;
    await tx.insert(linkedAccounts).values({
      userId,
      provider: link.provider,
      providerUserId: profile.id,
      accessTokenExpiresAt: link.expiresAt,
      accountName: (profile.username ?? profile.name)?.slice(0, 100) ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!profile.emailVerified)
      await mailVerificationLink(deps, tx, { userId, email, name: displayName, lang: meta.lang });
    await audit(tx, 'account.signup', {
      actorUserId: userId,
      subjectUserId: userId,
      data: { ip: meta.ip, provider: link.provider },
      at: now,
    });
    return signedIn(tx, { userId, remember: options.remember, meta, now });
  });
}
