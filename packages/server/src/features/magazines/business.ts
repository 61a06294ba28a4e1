import {
  type Business,
  type BusinessSite,
  can,
  type MagazineActor,
  splitBrandColors,
  type TBusinessUpdate,
  USER_TYPE,
} from '@masthead/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { recordTeamEvent } from '../audit/team-events.ts';
import { openMagazine, presentBusinessInfo } from './profile-rows.ts';
import { magazines } from './tables.ts';

/**
 * SPEC §7 Business: a business's brand colours for anyone, its info for its managers, and changing
 * the colours; and DESIGN §4's business sites, found by the username their host names.
 */

/** GET /api2/business: null when no open magazine has this id. */
export async function readBusiness(deps: ServiceDeps, actor: MagazineActor | null, userId: number) {
  const row = await openMagazine(deps.db, userId);
  if (!row) return null;
  const business: Business = { userId, brandColors: row.brandColors ?? '' };
  // SPEC §7: a manager also loads the business info (the settings page's view of it).
  if (!actor || !can(actor, 'changeSettings', userId)) return { business };
  return { business, businessInfo: await presentBusinessInfo(deps.db, deps.config, row) };
}

/** GET or POST /api2/business/update: the colours arrive normalised by core's schema. */
export async function updateBrandColors(
  deps: ServiceDeps,
  actor: MagazineActor,
  input: TBusinessUpdate,
): Promise<Business> {
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await openMagazine(tx, input.userId, { lock: true });
    if (!row) throw new AppError('not_found');
    if ((row.brandColors ?? '') !== input.brandColors) {
      await tx
        .insert(magazines)
        .values({ userId: input.userId, brandColors: input.brandColors, updatedAt: at })
        .onConflictDoUpdate({
          target: magazines.userId,
          set: { brandColors: input.brandColors, updatedAt: at },
        });
      await recordTeamEvent(tx, 'magazine.settings', {
        magazineUserId: input.userId,
        actorUserId: actor.userId,
        data: { fields: ['brandColors'] },
        at,
      });
    }
    return { userId: input.userId, brandColors: input.brandColors };
  });
}

/**
 * The business a site's host names: an open, not suspended magazine of kind 'business' with this
 * username (any case). A magazine's page stays at /@{username} on the main site.
 */
export async function businessSiteFor(
  db: DbOrTx,
  username: string,
  mainOrigin: string,
): Promise<BusinessSite | null> {
  if (username.length > 100) return null;
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      displayName: users.displayName,
      photoPath: users.photoPath,
      brandColors: magazines.brandColors,
    })
    .from(users)
    .innerJoin(magazines, eq(magazines.userId, users.id))
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        eq(users.userType, USER_TYPE.magazine),
        isNull(users.suspendedAt),
        eq(magazines.kind, 'business'),
        isNull(magazines.closedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row, brandColors: splitBrandColors(row.brandColors), mainOrigin };
}
