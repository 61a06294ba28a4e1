import {
  type AccountSettingsView,
  DEFAULT_NOTIFICATION_SETTINGS,
  isUiLanguage,
  type NotificationSettings,
  type TAccountSettings,
  type TNotificationSettings,
  type UiLanguage,
} from '@masthead/core';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit, uiLanguageOrNull, userById } from './account-rows.ts';
import { sessions, users } from './tables.ts';

/** The stored notification choices over the defaults: a missing or malformed one keeps its default. */
function mergeNotificationSettings(stored: Partial<NotificationSettings>): NotificationSettings {
  const merged = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const key of Object.keys(merged) as (keyof NotificationSettings)[]) {
    if (typeof stored[key] === 'boolean') merged[key] = stored[key];
  }
  return merged;
}

/** Account settings: the settings page, its sessions, the interface language, two-factor and notifications. */
export function createSettings({ db, clock }: ServiceDeps) {
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
        at: clock(),
      });
    });
  }

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
      bioConnect: user.bioConnect,
      bioCreate: user.bioCreate,
      website: user.website,
      twitter: user.twitter,
      photoPath: user.photoPath,
      langs: user.langs.filter(isUiLanguage),
      uiLang: uiLanguageOrNull(user.uiLang),
      tfaEnabled: user.tfaEnabled,
      profileCreated: user.profileCreated,
      notificationSettings: mergeNotificationSettings(user.notificationSettings),
      timeZone: user.timeZone,
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
            at: clock(),
          });
        }
      }
    });
  }

  async function setUiLanguage(userId: number, lang: UiLanguage) {
    await db.update(users).set({ uiLang: lang, updatedAt: clock() }).where(eq(users.id, userId));
  }

  /** The newsletter's clock (a name core's schema checked); null: UTC. */
  async function setTimeZone(userId: number, timeZone: string | null) {
    await db.update(users).set({ timeZone, updatedAt: clock() }).where(eq(users.id, userId));
    return { timeZone };
  }

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

  return {
    accountSettings,
    updateAccountSettings,
    setUiLanguage,
    setTimeZone,
    listSessions,
    revokeSession,
    notificationSettings,
    updateNotificationSettings,
  };
}
