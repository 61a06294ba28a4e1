import {
  type BusinessInfo,
  businessSiteOrigin,
  DEFAULT_FOCAL_POINT,
  featuresFor,
  formatFocalPoint,
  type MagazineKind,
  type MagazinePlan,
  magazinePlanOf,
  PLAN_GROUP,
  type PlanState,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { isSpecialAccount } from './plan-rows.ts';
import { planStateOf } from './plan-state.ts';
import { magazines } from './tables.ts';

/**
 * A magazine's profile as its settings and the Business calls read it: one query over users and
 * magazines (a magazine without a magazines row has its defaults), open magazines only (a closed one
 * has left its pages).
 */

const magazineColumns = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  bio: users.bio,
  bioConnect: users.bioConnect,
  bioCreate: users.bioCreate,
  website: users.website,
  photoPath: users.photoPath,
  profileBgPath: users.profileBgPath,
  profileBgFocalPoint: users.profileBgFocalPoint,
  kind: magazines.kind,
  brandColors: magazines.brandColors,
};

export type MagazineRow = {
  userId: number;
  username: string;
  displayName: string;
  bio: string;
  bioConnect: string;
  bioCreate: string;
  website: string;
  photoPath: string | null;
  profileBgPath: string | null;
  profileBgFocalPoint: string | null;
  /** Null without a magazines row: a magazine with the defaults. */
  kind: MagazineKind | null;
  brandColors: string | null;
};

/** The open magazine with this id (`lock`: for update, in the caller's transaction), or null. */
export async function openMagazine(
  db: DbOrTx,
  magazineUserId: number,
  options: { lock?: boolean } = {},
): Promise<MagazineRow | null> {
  const query = db
    .select(magazineColumns)
    .from(users)
    .leftJoin(magazines, eq(magazines.userId, users.id))
    .where(
      and(
        eq(users.id, magazineUserId),
        eq(users.userType, USER_TYPE.magazine),
        isNull(users.suspendedAt),
        isNull(magazines.closedAt),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

/**
 * SPEC §3 magazinePlan of a plan state: the group's name and id (free without a plan), with the
 * features core allows it (SPEC §6: special-handling accounts get every feature).
 */
export function presentPlan(plan: PlanState | null, specialHandling: boolean): MagazinePlan {
  return { ...magazinePlanOf(plan?.group ?? PLAN_GROUP.free), ...featuresFor(plan, { specialHandling }) };
}

/** The presenter of BusinessInfo: an allowlist of the magazine's fields, with its plan and site. */
export async function presentBusinessInfo(
  db: DbOrTx,
  config: AppConfig,
  row: MagazineRow,
): Promise<BusinessInfo> {
  const plan = await planStateOf(db, row.userId);
  const kind = row.kind ?? 'magazine';
  return {
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    kind,
    bio: row.bio,
    bioConnect: row.bioConnect,
    bioCreate: row.bioCreate,
    website: row.website,
    photoPath: row.photoPath,
    profileBgPath: row.profileBgPath,
    profileBgFocalPoint: row.profileBgFocalPoint ?? formatFocalPoint(DEFAULT_FOCAL_POINT),
    brandColors: row.brandColors ?? '',
    magazinePlan: plan?.current ? presentPlan(plan, await isSpecialAccount(db, config, row.userId)) : null,
    siteAddress:
      kind === 'business'
        ? `${businessSiteOrigin(row.username, { publicUrl: config.publicUrl, suffix: config.businessHostSuffix })}/`
        : null,
  };
}
