import { type CustomisationContext, featuresFor, splitBrandColors, USER_TYPE } from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { isSpecialAccount } from '../magazines/plan-rows.ts';
import { planStateOf } from '../magazines/plan-state.ts';
import { openMagazine } from '../magazines/profile-rows.ts';
import { pageCustomisations } from './tables.ts';

/**
 * The owner of a customised page as the rules need it: a person or an open magazine, the brand's
 * colours (the first is the primary colour), and SPEC §6 feature permission (a person has no plan:
 * the free plan's features, every feature for a special-handling account).
 */
export type PageOwner = {
  userId: number;
  magazine: boolean;
  brandColors: string[];
  context: CustomisationContext;
};

export async function pageOwner(
  deps: ServiceDeps,
  userId: number,
  db: DbOrTx = deps.db,
): Promise<PageOwner | null> {
  const [person] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
    .limit(1);
  if (!person) return null;
  const specialHandling = await isSpecialAccount(db, deps.config, userId);
  if (person.userType !== USER_TYPE.magazine)
    return {
      userId,
      magazine: false,
      brandColors: [],
      context: { specialHandling, features: featuresFor(null, { specialHandling }) },
    };
  const row = await openMagazine(db, userId);
  if (!row) return null;
  return {
    userId,
    magazine: true,
    brandColors: splitBrandColors(row.brandColors ?? ''),
    // In the caller's transaction: PGlite has one connection, so a read beside it would wait forever.
    context: { specialHandling, features: featuresFor(await planStateOf(db, userId), { specialHandling }) },
  };
}

export async function storedCustomisation(db: DbOrTx, userId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(pageCustomisations).where(eq(pageCustomisations.userId, userId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
export type StoredCustomisation = NonNullable<Awaited<ReturnType<typeof storedCustomisation>>>;
