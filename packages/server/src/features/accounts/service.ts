import {
  type AccountSettingsView,
  type CurrentUser,
  DEFAULT_NOTIFICATION_SETTINGS,
  isCommonPassword,
  isSocialTokenValid,
  isUiLanguage,
  type MagazineRoleId,
  type NotificationSettings,
  type OwnerType,
  type PublicProfile,
  type ResetTokenState,
  type TAccountSettings,
  type TChangePassword,
  type TLogin,
  type TNotificationSettings,
  type TResetPassword,
  type TSignup,
  type TTfaVerify,
  type TUnsubscribe,
  type TUpdateProfile,
  type UiLanguage,
  USER_TYPE,
  type UserType,
  withEnglish,
} from '@masthead/core';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { auditLog } from '../audit/tables.ts';
import type { MailService } from '../mail/service.ts';
import { passwordChangedMail, resetPasswordMail, tfaCodeMail, verifyEmailMail } from '../mail/templates.ts';
import { type RateLimiter, tooMany } from '../rate-limit/service.ts';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  hashToken,
  newCode,
  newToken,
  verifyPassword,
} from './secrets.ts';
import { createSession, endOtherSessions, endSession } from './sessions.ts';
import {
  linkedAccounts,
  magazineMembers,
  oneTimeTokens,
  sessions,
  type TokenPurpose,
  users,
} from './tables.ts';

/** Who is asking, as the route knows it: the address for rate limits, the language for mail. */
export type RequestMeta = { ip: string; userAgent: string; lang: UiLanguage };

/** A new session for the route to put in the cookie. */
export type NewSession = { token: string; sessionId: number; remember: boolean };
export type SignedIn = { user: CurrentUser; session: NewSession };
export type LoginResult = ({ kind: 'signed-in' } & SignedIn) | { kind: 'tfa'; challenge: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Verification links stay valid a day, reset links an hour, two-factor codes ten minutes (TESTING §3). */
export const VERIFY_TTL_MS = 24 * HOUR_MS;
export const RESET_TTL_MS = HOUR_MS;
export const TFA_TTL_MS = 10 * MINUTE_MS;
/** The longest sign-in lock, however many failures came before. */
const MAX_LOCK_MINUTES = 24 * 60;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** A two-factor code counts only with the sign-in attempt (challenge) it was sent for. */
const tfaCodeHash = (challenge: string, code: string) => hashToken(`${challenge}:${code}`);

/** j***@example.com: enough for a person to recognise their address, not enough to harvest it. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Finds the SQLSTATE of a database error, also when the query builder wrapped it. */
function isUniqueViolation(error: unknown) {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const uiLanguageOrNull = (code: string | null): UiLanguage | null => (isUiLanguage(code) ? code : null);

export function createAccountsService(deps: ServiceDeps & { mail: MailService; rateLimit: RateLimiter }) {
  const { db, config, clock, mail, rateLimit } = deps;
  const limits = config.rateLimits;
  /** A wrong name must cost what a wrong password costs, so the dummy hash has the configured scrypt cost. */
  let dummyHash: Promise<string> | null = null;
  const dummyPasswordHash = () => {
    dummyHash ??= DUMMY_PASSWORD_HASH.startsWith(`scrypt$${config.passwordHashCost}$`)
      ? Promise.resolve(DUMMY_PASSWORD_HASH)
      : hashPassword(newToken(), config.passwordHashCost);
    return dummyHash;
  };
  const link = (path: string, token: string) =>
    `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  const audit = (
    tx: DbOrTx,
    action: string,
    entry: { actorUserId: number | null; subjectUserId: number; data?: Record<string, unknown> },
  ) =>
    tx.insert(auditLog).values({
      action,
      actorUserId: entry.actorUserId,
      subjectUserId: entry.subjectUserId,
      data: entry.data ?? {},
      createdAt: clock(),
    });

  async function issueToken(
    tx: DbOrTx,
    userId: number,
    purpose: TokenPurpose,
    ttlMs: number | null,
    extra: { codeHash?: string; remember?: boolean; token?: string } = {},
  ) {
    const token = extra.token ?? newToken();
    const now = clock();
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      codeHash: extra.codeHash ?? null,
      remember: extra.remember ?? false,
      expiresAt: ttlMs === null ? null : new Date(now.getTime() + ttlMs),
      createdAt: now,
    });
    return token;
  }

  const findToken = async (dbOrTx: DbOrTx, token: string, purpose: TokenPurpose) => {
    if (!TOKEN_SHAPE.test(token)) return null;
    const [row] = await dbOrTx
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
      .limit(1);
    return row ?? null;
  };

  const tokenState = (row: { usedAt: Date | null; expiresAt: Date | null } | null): ResetTokenState => {
    if (!row) return 'invalid';
    if (row.usedAt) return 'used';
    if (row.expiresAt && row.expiresAt.getTime() <= clock().getTime()) return 'expired';
    return 'valid';
  };

  async function userById(dbOrTx: DbOrTx, userId: number) {
    const [row] = await dbOrTx.select().from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  }

  const mailLanguage = (user: { uiLang: string | null }, fallback: UiLanguage) =>
    uiLanguageOrNull(user.uiLang) ?? fallback;

  async function newSession(
    tx: DbOrTx,
    userId: number,
    remember: boolean,
    meta: RequestMeta,
  ): Promise<NewSession> {
    const session = await createSession(tx, {
      userId,
      remember,
      ip: meta.ip,
      userAgent: meta.userAgent,
      now: clock(),
    });
    return { token: session.token, sessionId: session.sessionId, remember };
  }

  async function signedIn(tx: Tx, userId: number, remember: boolean, meta: RequestMeta): Promise<SignedIn> {
    const session = await newSession(tx, userId, remember, meta);
    const user = await currentUserIn(tx, userId);
    if (!user) throw new AppError('not_found');
    return { user, session };
  }

  // ---- The current-user payload (SPEC §3) ----

  async function currentUserIn(dbOrTx: DbOrTx, userId: number): Promise<CurrentUser | null> {
    const user = await userById(dbOrTx, userId);
    if (!user || user.suspendedAt) return null;
    const magazine = alias(users, 'magazine');
    const magazines = await dbOrTx
      .select({
        userId: magazineMembers.magazineUserId,
        role: magazineMembers.role,
        ownerType: magazineMembers.ownerType,
        username: magazine.username,
        displayName: magazine.displayName,
      })
      .from(magazineMembers)
      .innerJoin(magazine, eq(magazine.id, magazineMembers.magazineUserId))
      .where(eq(magazineMembers.userId, userId))
      .orderBy(magazineMembers.createdAt, magazineMembers.magazineUserId);
    const linked = await dbOrTx
      .select({ provider: linkedAccounts.provider, expiresAt: linkedAccounts.accessTokenExpiresAt })
      .from(linkedAccounts)
      .where(eq(linkedAccounts.userId, userId));
    const facebook = linked.find((account) => account.provider === 'facebook');
    const facebookExpires = facebook?.expiresAt ? facebook.expiresAt.getTime() : null;
    return {
      userId: user.id,
      username: user.username,
      displayName: user.displayName,
      photoPath: user.photoPath,
      admin: user.admin,
      masterAdmin: user.masterAdmin,
      accessRight: [...user.accessRights],
      userType: user.userType as UserType,
      magazines: magazines.map((m) => ({
        userId: Number(m.userId),
        role: m.role as MagazineRoleId,
        ownerType: m.ownerType as OwnerType,
        username: m.username,
        displayName: m.displayName,
      })),
      langs: user.langs.filter(isUiLanguage),
      firstTimeLogin: user.firstTimeLogin,
      hasFbAc: !!facebook && isSocialTokenValid(facebookExpires, clock().getTime()),
      facebookAccessTokenExpires: facebookExpires,
      hasTwAc: linked.some((account) => account.provider === 'twitter'),
    };
  }

  const currentUser = (userId: number) => currentUserIn(db, userId);

  // ---- Sign-up ----

  async function assertFree(email: string, username: string) {
    const [taken] = await db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(
        sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`,
      )
      .limit(2);
    if (!taken) return;
    if (taken.email?.toLowerCase() === email.toLowerCase()) {
      throw new AppError('email.used', { fields: { email: 'error.email.used' } });
    }
    throw new AppError('username.used', { fields: { username: 'error.username.used' } });
  }

  async function signup(input: TSignup, meta: RequestMeta): Promise<SignedIn> {
    const address = addressKey(meta.ip);
    // Attempts are limited per half hour; accounts actually created, per day (TESTING §3).
    await rateLimit.consume({
      key: `signup:attempt:${address}`,
      limit: limits.signupPerAddressPer30Min,
      windowSeconds: 1800,
    });
    if (isCommonPassword(input.password))
      throw new AppError('password.common', { fields: { password: 'error.password.common' } });
    await assertFree(input.email, input.username);
    await rateLimit.consume({
      key: `signup:account:${address}`,
      limit: limits.signupPerAddressPerDay,
      windowSeconds: 86_400,
    });

    const passwordHash = await hashPassword(input.password, config.passwordHashCost);
    const now = clock();
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            userType: USER_TYPE.person,
            email: input.email,
            username: input.username,
            displayName: input.displayName,
            passwordHash,
            passwordChangedAt: now,
            uiLang: input.lang ?? null,
            // SPEC §1: the feed starts in the language the person signed up in, and English.
            langs: withEnglish([input.lang ?? meta.lang]),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        const userId = created!.id;
        const token = await issueToken(tx, userId, 'verify', VERIFY_TTL_MS);
        await mail.enqueue(tx, {
          to: input.email,
          ...verifyEmailMail(input.lang ?? meta.lang, {
            name: input.displayName,
            link: link('/verify_email.html', token),
          }),
        });
        await audit(tx, 'account.signup', {
          actorUserId: userId,
          subjectUserId: userId,
          data: { ip: meta.ip },
        });
        return signedIn(tx, userId, input.rememberLogin === true, meta);
      });
    } catch (error) {
      // Two sign-ups raced past the check above: the unique index decides, and we say which name clashed.
      if (isUniqueViolation(error)) await assertFree(input.email, input.username);
      throw error;
    }
  }

  // ---- Sign-in, with the per-account lock ----

  /** Counts a failure in one statement; from the limit on, each failure doubles the lock (capped at a day). */
  async function recordFailure(userId: number) {
    const limit = limits.loginFailuresPerAccount;
    const next = sql`${users.failedLogins} + 1`;
    await db
      .update(users)
      .set({
        failedLogins: next,
        lockedUntil: sql`case when ${next} >= ${limit}::int
          then ${clock().toISOString()}::timestamptz
            + least(${limits.loginLockMinutes}::int * power(2, least(${next} - ${limit}::int, 20)), ${MAX_LOCK_MINUTES}::int)
              * interval '1 minute'
          else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, userId));
  }

  function assertNotLocked(user: { lockedUntil: Date | null }) {
    const waitMs = (user.lockedUntil?.getTime() ?? 0) - clock().getTime();
    if (waitMs > 0) throw tooMany(Math.ceil(waitMs / 1000));
  }

  const clearFailures = (tx: DbOrTx, userId: number) =>
    tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));

  async function login(input: TLogin, meta: RequestMeta): Promise<LoginResult> {
    const address = addressKey(meta.ip);
    await rateLimit.consume(
      { key: `login:minute:${address}`, limit: limits.loginPerAddressPerMinute, windowSeconds: 60 },
      { key: `login:hour:${address}`, limit: limits.loginPerAddressPerHour, windowSeconds: 3600 },
    );
    const name = input.login.toLowerCase();
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.userType, USER_TYPE.person),
          name.includes('@') ? sql`lower(${users.email}) = ${name}` : sql`lower(${users.username}) = ${name}`,
        ),
      )
      .limit(1);
    if (!user?.passwordHash) {
      // The same work as a real check, so that the answer's timing does not tell which names exist.
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw new AppError('login.failed');
    }
    assertNotLocked(user);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await recordFailure(user.id);
      throw new AppError('login.failed');
    }
    if (user.suspendedAt) throw new AppError('access_deny');
    const remember = input.rememberLogin === true;

    if (user.tfaEnabled) {
      const challenge = newToken();
      const code = newCode();
      await db.transaction(async (tx) => {
        await clearFailures(tx, user.id);
        await issueToken(tx, user.id, 'tfa', TFA_TTL_MS, {
          token: challenge,
          codeHash: tfaCodeHash(challenge, code),
          remember,
        });
        await mail.enqueue(tx, {
          to: user.email!,
          ...tfaCodeMail(mailLanguage(user, meta.lang), { name: user.displayName, code }),
        });
      });
      return { kind: 'tfa', challenge };
    }
    const result = await db.transaction(async (tx) => {
      await clearFailures(tx, user.id);
      return signedIn(tx, user.id, remember, meta);
    });
    return { kind: 'signed-in', ...result };
  }

  async function liveTfaToken(challenge: string | undefined) {
    const token = challenge ? await findToken(db, challenge, 'tfa') : null;
    if (!challenge || !token || tokenState(token) !== 'valid') throw new AppError('tfa.expired');
    return { ...token, challenge };
  }

  async function verifyTfa(
    challenge: string | undefined,
    input: TTfaVerify,
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const token = await liveTfaToken(challenge);
    // Counted before the code is compared: the sixth check in an hour is refused even with the right code.
    await rateLimit.consume({
      key: `tfa:check:${token.userId}`,
      limit: limits.tfaChecksPerHour,
      windowSeconds: 3600,
    });
    await db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(eq(oneTimeTokens.id, token.id));
    if (token.codeHash !== tfaCodeHash(token.challenge, input.code)) throw new AppError('tfa.invalid');
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: clock() })
        .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
        .returning({ userId: oneTimeTokens.userId });
      if (!claimed) throw new AppError('tfa.expired');
      return signedIn(tx, claimed.userId, token.remember || input.rememberLogin === true, meta);
    });
  }

  async function resendTfa(challenge: string | undefined, meta: RequestMeta) {
    const token = await liveTfaToken(challenge);
    await rateLimit.consume({
      key: `tfa:resend:${token.userId}`,
      limit: limits.tfaResendsPerHour,
      windowSeconds: 3600,
    });
    const code = newCode();
    await db.transaction(async (tx) => {
      // The new code replaces the old one on the same challenge, with a fresh ten minutes.
      const [updated] = await tx
        .update(oneTimeTokens)
        .set({
          codeHash: tfaCodeHash(token.challenge, code),
          expiresAt: new Date(clock().getTime() + TFA_TTL_MS),
        })
        .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      if (!updated) throw new AppError('tfa.expired');
      const user = await userById(tx, token.userId);
      if (!user?.email) throw new AppError('tfa.expired');
      await mail.enqueue(tx, {
        to: user.email,
        ...tfaCodeMail(mailLanguage(user, meta.lang), { name: user.displayName, code }),
      });
    });
  }

  const logout = async (sessionId: number) => {
    await endSession(db, sessionId);
  };

  // ---- Forgotten password and reset ----

  async function forgotPassword(email: string, meta: RequestMeta) {
    await rateLimit.consume(
      {
        key: `forgot:address:${addressKey(meta.ip)}`,
        limit: limits.forgotPerAddressPerHour,
        windowSeconds: 3600,
      },
      {
        key: `forgot:email:${email.toLowerCase()}`,
        limit: limits.forgotPerEmailPer30Min,
        windowSeconds: 1800,
      },
    );
    const [user] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.userType, USER_TYPE.person)))
      .limit(1);
    if (!user?.email)
      throw new AppError('email.not.registered', { fields: { email: 'error.email.not.registered' } });
    const to = user.email;
    await db.transaction(async (tx) => {
      // Only the newest link works: earlier ones expire now.
      await tx
        .update(oneTimeTokens)
        .set({ expiresAt: clock() })
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            eq(oneTimeTokens.purpose, 'reset'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, clock()),
          ),
        );
      const token = await issueToken(tx, user.id, 'reset', RESET_TTL_MS);
      await mail.enqueue(tx, {
        to,
        ...resetPasswordMail(mailLanguage(user, meta.lang), {
          name: user.displayName,
          link: link('/reset_password.html', token),
        }),
      });
    });
  }

  const checkResetToken = async (token: string): Promise<ResetTokenState> =>
    tokenState(await findToken(db, token, 'reset'));

  function passwordChangedNotice(
    user: { email: string | null; uiLang: string | null; displayName: string; username: string },
    lang: UiLanguage,
  ) {
    return {
      to: user.email ?? '',
      ...passwordChangedMail(mailLanguage(user, lang), {
        name: user.displayName,
        username: user.username,
        time: clock(),
        forgotLink: `${config.publicUrl}/forgot_password.html`,
      }),
    };
  }

  async function resetPassword(input: TResetPassword, meta: RequestMeta): Promise<SignedIn> {
    const state = await checkResetToken(input.token);
    if (state === 'invalid')
      throw new AppError('validation.failed', { fields: { token: 'validation.invalid' } });
    if (state === 'used') throw new AppError('resetPassword.used');
    if (state === 'expired') throw new AppError('resetPassword.expired');
    if (isCommonPassword(input.password))
      throw new AppError('password.common', { fields: { password: 'error.password.common' } });
    const passwordHash = await hashPassword(input.password, config.passwordHashCost);
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: clock() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(input.token)),
            eq(oneTimeTokens.purpose, 'reset'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, clock()),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      if (!claimed) throw new AppError('resetPassword.used');
      const [user] = await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: clock(),
          failedLogins: 0,
          lockedUntil: null,
          // The link came by mail, so the address is proven.
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${clock().toISOString()}::timestamptz)`,
          updatedAt: clock(),
        })
        .where(eq(users.id, claimed.userId))
        .returning();
      await endOtherSessions(tx, claimed.userId, null);
      await audit(tx, 'password.reset', {
        actorUserId: claimed.userId,
        subjectUserId: claimed.userId,
        data: { ip: meta.ip },
      });
      await mail.enqueue(tx, passwordChangedNotice(user!, meta.lang));
      return signedIn(tx, claimed.userId, false, meta);
    });
  }

  // ---- Email verification ----

  async function verifyEmail(token: string): Promise<boolean> {
    if (!TOKEN_SHAPE.test(token)) return false;
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: clock() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(token)),
            eq(oneTimeTokens.purpose, 'verify'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, clock()),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      if (!claimed) return false;
      await tx
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${clock().toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, claimed.userId));
      return true;
    });
  }

  /** Sends a new verification link; false when the address is already verified. */
  async function resendVerification(userId: number, meta: RequestMeta): Promise<boolean> {
    const user = await userById(db, userId);
    if (!user?.email) throw new AppError('not_found');
    if (user.emailVerifiedAt) return false;
    await rateLimit.consume({
      key: `verify:resend:${userId}`,
      limit: limits.forgotPerEmailPer30Min,
      windowSeconds: 1800,
    });
    const to = user.email;
    await db.transaction(async (tx) => {
      const token = await issueToken(tx, userId, 'verify', VERIFY_TTL_MS);
      await mail.enqueue(tx, {
        to,
        ...verifyEmailMail(mailLanguage(user, meta.lang), {
          name: user.displayName,
          link: link('/verify_email.html', token),
        }),
      });
    });
    return true;
  }

  const markVisited = async (userId: number) => {
    await db.update(users).set({ firstTimeLogin: false }).where(eq(users.id, userId));
  };

  // ---- Profiles ----

  /** The allowlist of what anyone may see of a person or magazine: never the email or rights. */
  const presentProfile = (user: typeof users.$inferSelect): PublicProfile => ({
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    userType: user.userType,
    bio: user.bio,
    website: user.website,
    photoPath: user.photoPath,
    profileBgPath: user.profileBgPath,
    createdAt: user.createdAt.toISOString(),
    followerCount: user.followerCount,
  });

  async function publicProfileByUsername(username: string): Promise<PublicProfile | null> {
    if (username.length > 100) return null;
    const [user] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, isNull(users.suspendedAt)))
      .limit(1);
    return user ? presentProfile(user) : null;
  }

  async function publicProfileById(userId: number): Promise<PublicProfile | null> {
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    const user = await userById(db, userId);
    return user && !user.suspendedAt ? presentProfile(user) : null;
  }

  async function updateProfile(
    userId: number,
    input: TUpdateProfile,
    options: { create?: boolean } = {},
  ): Promise<PublicProfile> {
    const [user] = await db
      .update(users)
      .set({
        ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
        ...(input.bio !== undefined ? { bio: input.bio } : {}),
        ...(input.website !== undefined ? { website: input.website } : {}),
        ...(input.langs !== undefined ? { langs: [...new Set(input.langs)] } : {}),
        ...(options.create ? { profileCreated: true } : {}),
        updatedAt: clock(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError('not_found');
    return presentProfile(user);
  }

  // ---- Account settings and sessions ----

  async function listSessions(userId: number, currentSessionId: number | null) {
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock())))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    return rows.map((row) => ({
      sessionId: row.id,
      current: row.id === currentSessionId,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
  }

  const mergeNotificationSettings = (stored: Partial<NotificationSettings>): NotificationSettings => {
    const merged = { ...DEFAULT_NOTIFICATION_SETTINGS };
    for (const key of Object.keys(merged) as (keyof NotificationSettings)[]) {
      if (typeof stored[key] === 'boolean') merged[key] = stored[key];
    }
    return merged;
  };

  async function accountSettings(
    userId: number,
    currentSessionId: number | null,
  ): Promise<AccountSettingsView> {
    const user = await userById(db, userId);
    if (!user) throw new AppError('not_found');
    return {
      email: user.email ?? '',
      emailVerified: user.emailVerifiedAt !== null,
      username: user.username,
      displayName: user.displayName,
      bio: user.bio,
      website: user.website,
      photoPath: user.photoPath,
      langs: user.langs.filter(isUiLanguage),
      uiLang: uiLanguageOrNull(user.uiLang),
      tfaEnabled: user.tfaEnabled,
      profileCreated: user.profileCreated,
      notificationSettings: mergeNotificationSettings(user.notificationSettings),
      sessions: await listSessions(userId, currentSessionId),
    };
  }

  async function updateAccountSettings(userId: number, input: TAccountSettings, meta: { ip: string }) {
    await db.transaction(async (tx) => {
      if (input.uiLang !== undefined) {
        await tx.update(users).set({ uiLang: input.uiLang, updatedAt: clock() }).where(eq(users.id, userId));
      }
      if (input.tfaEnabled !== undefined) {
        const [changed] = await tx
          .update(users)
          .set({ tfaEnabled: input.tfaEnabled, updatedAt: clock() })
          .where(and(eq(users.id, userId), sql`${users.tfaEnabled} <> ${input.tfaEnabled}`))
          .returning({ id: users.id });
        if (changed) {
          await audit(tx, input.tfaEnabled ? 'tfa.enable' : 'tfa.disable', {
            actorUserId: userId,
            subjectUserId: userId,
            data: { ip: meta.ip },
          });
        }
      }
    });
  }

  const setUiLanguage = async (userId: number, lang: UiLanguage) => {
    await db.update(users).set({ uiLang: lang, updatedAt: clock() }).where(eq(users.id, userId));
  };

  async function changePassword(
    userId: number,
    sessionId: number,
    input: TChangePassword,
    meta: RequestMeta,
  ) {
    const user = await userById(db, userId);
    if (!user) throw new AppError('not_found');
    assertNotLocked(user);
    if (!(await verifyPassword(user.passwordHash ?? (await dummyPasswordHash()), input.currentPassword))) {
      await recordFailure(userId);
      throw new AppError('password.current.incorrect', {
        fields: { currentPassword: 'error.password.current.incorrect' },
      });
    }
    if (isCommonPassword(input.newPassword)) {
      throw new AppError('password.common', { fields: { newPassword: 'error.password.common' } });
    }
    const passwordHash = await hashPassword(input.newPassword, config.passwordHashCost);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: clock(),
          failedLogins: 0,
          lockedUntil: null,
          updatedAt: clock(),
        })
        .where(eq(users.id, userId));
      await endOtherSessions(tx, userId, sessionId);
      await audit(tx, 'password.change', {
        actorUserId: userId,
        subjectUserId: userId,
        data: { ip: meta.ip },
      });
      await mail.enqueue(tx, passwordChangedNotice(user, meta.lang));
    });
  }

  async function revokeSession(userId: number, sessionId: number, meta: { ip: string }) {
    await db.transaction(async (tx) => {
      const [revoked] = await tx
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      // Another person's session is not found, exactly like one that never existed.
      if (!revoked) throw new AppError('not_found');
      await audit(tx, 'session.revoke', {
        actorUserId: userId,
        subjectUserId: userId,
        data: { sessionId, ip: meta.ip },
      });
    });
  }

  // ---- Notification settings and unsubscribe ----

  async function notificationSettings(userId: number): Promise<NotificationSettings> {
    const user = await userById(db, userId);
    if (!user) throw new AppError('not_found');
    return mergeNotificationSettings(user.notificationSettings);
  }

  async function updateNotificationSettings(
    userId: number,
    input: TNotificationSettings,
  ): Promise<NotificationSettings> {
    const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => typeof value === 'boolean'));
    // Merged by PostgreSQL in one statement, so two quick toggles cannot undo each other.
    const [row] = await db
      .update(users)
      .set({
        notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(patch)}::jsonb`,
        updatedAt: clock(),
      })
      .where(eq(users.id, userId))
      .returning({ notificationSettings: users.notificationSettings });
    if (!row) throw new AppError('not_found');
    return mergeNotificationSettings(row.notificationSettings);
  }

  /**
   * The person's unsubscribe address for a notification mail. One token per person, made the first time
   * a mail needs it and reused by every later mail, so links in older mail keep working. Unlike other
   * tokens its value is kept (in code_hash) to be written again; it can only switch mail off.
   */
  async function unsubscribeLink(tx: DbOrTx, userId: number): Promise<string> {
    // Locking the person's row makes two mails written at once share one token.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ token: oneTimeTokens.codeHash })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'unsubscribe')))
      .limit(1);
    if (existing?.token) return link('/unsubscribe.html', existing.token);
    const token = newToken();
    await issueToken(tx, userId, 'unsubscribe', null, { token, codeHash: token });
    return link('/unsubscribe.html', token);
  }

  async function unsubscribe(input: TUnsubscribe) {
    const token = await findToken(db, input.token, 'unsubscribe');
    if (!token) throw new AppError('unsubscribe.invalid.token');
    const patch = input.list
      ? { [input.list]: false }
      : Object.fromEntries(Object.keys(DEFAULT_NOTIFICATION_SETTINGS).map((key) => [key, false]));
    const [row] = await db
      .update(users)
      .set({
        notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(patch)}::jsonb`,
        updatedAt: clock(),
      })
      .where(and(eq(users.id, token.userId), sql`${users.email} is not null`))
      .returning({ id: users.id });
    if (!row) throw new AppError('unsubscribe.email.not.found');
  }

  async function describeUnsubscribe(token: string): Promise<{ email: string } | null> {
    const row = await findToken(db, token, 'unsubscribe');
    if (!row) return null;
    const user = await userById(db, row.userId);
    return user?.email ? { email: maskEmail(user.email) } : null;
  }

  return {
    signup,
    login,
    verifyTfa,
    resendTfa,
    logout,
    forgotPassword,
    checkResetToken,
    resetPassword,
    verifyEmail,
    resendVerification,
    currentUser,
    markVisited,
    publicProfileByUsername,
    publicProfileById,
    updateProfile,
    accountSettings,
    updateAccountSettings,
    setUiLanguage,
    changePassword,
    listSessions,
    revokeSession,
    notificationSettings,
    updateNotificationSettings,
    unsubscribeLink,
    unsubscribe,
    describeUnsubscribe,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
