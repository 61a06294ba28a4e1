import type { PublicProfile, TUpdateProfile } from '@masthead/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { detectLang } from '../langs/detect.ts';
import { notClosedMagazine } from '../magazines/closed.ts';
import { users } from './tables.ts';

/** The allowlist of what anyone may see of a person or magazine: never the email or rights. */
function presentProfile(user: typeof users.$inferSelect): PublicProfile {
  return {
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    userType: user.userType,
    bio: user.bio,
    bioConnect: user.bioConnect,
    bioCreate: user.bioCreate,
    bioLangs: {
      bio: detectLang(user.bio),
      bioConnect: detectLang(user.bioConnect),
      bioCreate: detectLang(user.bioCreate),
    },
    website: user.website,
    photoPath: user.photoPath,
    profileBgPath: user.profileBgPath,
    createdAt: user.createdAt.toISOString(),
    followerCount: user.followerCount,
  };
}

/** Public profiles by name or id (not a closed magazine's: core's closing.ts), and the person's own edit. */
export function createProfiles({ db, clock }: ServiceDeps) {
  async function publicProfileByUsername(username: string): Promise<PublicProfile | null> {
    if (username.length > 100) return null;
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          sql`lower(${users.username}) = ${username.toLowerCase()}`,
          isNull(users.suspendedAt),
          notClosedMagazine(users.id),
        ),
      )
      .limit(1);
    return user ? presentProfile(user) : null;
  }

  async function publicProfileById(userId: number): Promise<PublicProfile | null> {
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.suspendedAt), notClosedMagazine(users.id)))
      .limit(1);
    return user ? presentProfile(user) : null;
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
        ...(input.bioConnect !== undefined ? { bioConnect: input.bioConnect } : {}),
        ...(input.bioCreate !== undefined ? { bioCreate: input.bioCreate } : {}),
        ...(input.website !== undefined ? { website: input.website } : {}),
        ...(input.twitter !== undefined ? { twitter: input.twitter } : {}),
        ...(input.langs !== undefined ? { langs: [...new Set(input.langs)] } : {}),
        ...(options.create ? { profileCreated: true } : {}),
        updatedAt: clock(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError('not_found');
    return presentProfile(user);
  }

  return { publicProfileByUsername, publicProfileById, updateProfile };
}
