import {
  actingRole,
  businessSiteOrigin,
  MAGAZINE_PAGE_TOPICS,
  MAGAZINE_PAGE_WRITERS,
  MAGAZINE_ROLE,
  type MagazineMembershipView,
  type MagazinePageExtras,
  type OwnerType,
  type PublicProfile,
  USER_TYPE,
} from '@masthead/core';
import { and, count, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../service-deps.ts';
import { magazineMembers, users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { publishedTopics } from '../customisation/sections.ts';
import { isSpecialAccount } from './plan-rows.ts';
import { planStateOf } from './plan-state.ts';
import { presentPlan } from './profile-rows.ts';
import { magazines } from './tables.ts';

/**
 * SPEC §2 /@{magazine}: the topics a magazine publishes in and its writers, read through its published
 * stories (contents_publisher_idx); and SPEC §3's extended profile for a member of it.
 */

const publishedBy = (magazineUserId: number) =>
  and(
    eq(contents.publisherId, magazineUserId),
    eq(contents.status, 'published'),
    isNull(contents.deletedAt),
    sql`${contents.publishedAt} is not null`,
  );

export async function magazinePageExtras(
  { db, config }: ServiceDeps,
  magazineUserId: number,
): Promise<MagazinePageExtras> {
  const stories = count();
  const [topicRows, writerRows, [business]] = await Promise.all([
    publishedTopics(db, magazineUserId, { limit: MAGAZINE_PAGE_TOPICS }),
    // Writers are members who published here; a hidden secretAdmin is never listed.
    db
      .select({
        userId: users.id,
        username: users.username,
        displayName: users.displayName,
        photoPath: users.photoPath,
        userType: users.userType,
        storyCount: stories,
      })
      .from(contents)
      .innerJoin(
        magazineMembers,
        and(
          eq(magazineMembers.magazineUserId, contents.publisherId),
          eq(magazineMembers.userId, contents.authorId),
        ),
      )
      .innerJoin(users, eq(users.id, contents.authorId))
      .where(
        and(
          publishedBy(magazineUserId),
          // A story under the magazine's own byline names no writer.
          eq(contents.byline, 'author'),
          ne(magazineMembers.role, MAGAZINE_ROLE.secretAdmin),
          isNull(users.suspendedAt),
        ),
      )
      .groupBy(users.id)
      .orderBy(desc(max(contents.publishedAt)), users.id)
      .limit(MAGAZINE_PAGE_WRITERS),
    db
      .select({ username: users.username })
      .from(users)
      .innerJoin(magazines, eq(magazines.userId, users.id))
      .where(and(eq(users.id, magazineUserId), eq(magazines.kind, 'business'), isNull(magazines.closedAt)))
      .limit(1),
  ]);
  const site = { publicUrl: config.publicUrl, suffix: config.businessHostSuffix };
  return {
    topics: topicRows,
    writers: writerRows,
    siteAddress: business ? `${businessSiteOrigin(business.username, site)}/` : null,
  };
}

/**
 * SPEC §3: a magazine's profile carries, for a signed-in member, their own role and ownerType in it
 * and its plan; nothing for anyone else. A secretAdmin sees the owner role it acts with.
 */
export async function membershipView(
  deps: ServiceDeps,
  viewerId: number,
  magazineUserId: number,
): Promise<MagazineMembershipView | null> {
  const [member] = await deps.db
    .select({ role: magazineMembers.role, ownerType: magazineMembers.ownerType })
    .from(magazineMembers)
    .where(and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, viewerId)))
    .limit(1);
  const acting = member ? actingRole(member) : null;
  if (!member || !acting) return null;
  const plan = await planStateOf(deps.db, magazineUserId);
  return {
    role: MAGAZINE_ROLE[acting],
    ownerType: member.ownerType as OwnerType,
    magazinePlan: presentPlan(plan, await isSpecialAccount(deps.db, deps.config, magazineUserId)),
  };
}

/** The presenter that adds the membership view to a magazine's profile (a person's stays as it is). */
export async function withMembershipView<P extends PublicProfile | null>(
  deps: ServiceDeps,
  viewerId: number | null,
  profile: P,
): Promise<P> {
  if (!profile || viewerId === null || profile.userType !== USER_TYPE.magazine) return profile;
  const view = await membershipView(deps, viewerId, profile.userId);
  return view ? { ...profile, ...view } : profile;
}
