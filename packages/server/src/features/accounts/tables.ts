import type { NotificationSettings } from '@masthead/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** People (userType 1) and magazines or businesses (userType 4) share one id space, as SPEC's userIds do. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userType: smallint('user_type').notNull().default(1),
    username: text('username').notNull(),
    /** Magazines have no sign-in email. */
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    bioConnect: text('bio_connect').notNull().default(''),
    bioCreate: text('bio_create').notNull().default(''),
    website: text('website').notNull().default(''),
    /** SPEC §3 story share object publisher.twitter: the microblog handle, without '@' ('' for none). */
    twitter: text('twitter').notNull().default(''),
    photoPath: text('photo_path'),
    profileBgPath: text('profile_bg_path'),
    /** SPEC §3: the cover's focal point 'x,y' in percent; null means the default 50,50. */
    profileBgFocalPoint: text('profile_bg_focal_point'),
    /** Feed languages chosen in the profile; empty means 'from the browser'. */
    langs: text('langs').array().notNull().default(sql`'{}'::text[]`),
    uiLang: text('ui_lang'),
    /** The newsletter comes at 5pm on this clock (IANA name, checked when set); null: UTC. */
    timeZone: text('time_zone'),
    admin: boolean('admin').notNull().default(false),
    masterAdmin: boolean('master_admin').notNull().default(false),
    accessRights: text('access_rights').array().notNull().default(sql`'{}'::text[]`),
    tfaEnabled: boolean('tfa_enabled').notNull().default(false),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    profileCreated: boolean('profile_created').notNull().default(false),
    isDummy: boolean('is_dummy').notNull().default(false),
    notificationSettings: jsonb('notification_settings')
      .$type<Partial<NotificationSettings>>()
      .notNull()
      .default({}),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Sign-in failures since the last success; from the limit on, each one doubles the wait. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Kept with the follows rows in one transaction (DESIGN §7). */
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // Sign-in and profile routes look people up by name or email, case-insensitively.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_user_type_check', sql`${t.userType} in (1, 4)`),
    check('users_display_name_length', sql`char_length(${t.displayName}) between 1 and 50`),
    check('users_bio_length', sql`char_length(${t.bio}) <= 255`),
    check('users_username_length', sql`char_length(${t.username}) between 3 and 40`),
    check('users_follow_counts_positive', sql`${t.followerCount} >= 0 and ${t.followingCount} >= 0`),
    // People autocomplete matches inside names.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_display_name_prefix_idx').on(sql`lower(${t.displayName}) text_pattern_ops`),
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_display_name_trgm_idx').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
    check('users_profile_bg_focal_point_length', sql`char_length(${t.profileBgFocalPoint}) <= 13`),
  ],
);

/** SPEC §6: a member of a magazine with a role id and an ownerType. */
export const magazineMembers = pgTable(
  'magazine_members',
  {
    magazineUserId: bigint('magazine_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    ownerType: smallint('owner_type').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.magazineUserId, t.userId] }),
    // The current-user payload lists a person's magazines.
    index('magazine_members_user_idx').on(t.userId),
    check('magazine_members_role_check', sql`${t.role} in (13, 11, 10, 5, 3, 2, -100)`),
    check('magazine_members_owner_type_check', sql`${t.ownerType} in (0, 1, 2)`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    /** SPEC §7 /api2/account/magazine/switch: the magazine this session acts as; null: the person. */
    actingProfileId: bigint('acting_profile_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Account settings lists a person's sessions; sign-out everywhere ends them.
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const TOKEN_PURPOSES = ['reset', 'verify', 'tfa', 'unsubscribe'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Reset, verify, two-factor and unsubscribe tokens: stored hashed, single use, with an expiry. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Two-factor: the hash of the 6-digit code bound to this sign-in attempt. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A new reset or code voids the older ones of the same person and purpose.
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('reset', 'verify', 'tfa', 'unsubscribe')`),
  ],
);

/** Third-party accounts linked for sign-in or sharing (hasFbAc, hasTwAc). */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** The name the account has at the provider, shown in settings ('Linked as …'). */
    accountName: text('account_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    check('linked_accounts_account_name_length', sql`char_length(${t.accountName}) <= 100`),
    uniqueIndex('linked_accounts_provider_user_key').on(t.provider, t.providerUserId),
  ],
);
