import {
  averageStars,
  COMPLETED_STATUSES,
  type ContentRequestProfileCard,
  type ContentRequestView,
  type CreatorAvailability,
  type MagazineActor,
  rateRefusal,
  statusValue,
  type TContentRequestRating,
  type TCreatorAvailability,
} from '@masthead/core';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { profileRefs } from '../feeds/people.ts';
import { GONE_PROFILE, lockAsParty, statusKeyOf, viewOf } from './rows.ts';
import { contentRequestAvailability, contentRequestRatings, contentRequests } from './tables.ts';

/** Ratings after payment, a creator's availability, and what a profile shows of both (core's ratings.ts). */

const RECENT_RATINGS = 5;

/** POST /api2/content-request/rate: one party rates the other, once, after payment. */
export async function rateRequest(
  deps: ServiceDeps,
  actor: MagazineActor,
  input: TContentRequestRating,
): Promise<ContentRequestView> {
  const now = deps.clock();
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const { row: locked, party } = await lockAsParty(tx, input.id, actor);
    const [existing] = await tx
      .select({ stars: contentRequestRatings.stars })
      .from(contentRequestRatings)
      .where(and(eq(contentRequestRatings.requestId, locked.id), eq(contentRequestRatings.byParty, party)));
    const refusal = rateRefusal(statusKeyOf(locked), party, existing !== undefined);
    if (refusal === 'already-rated') throw new AppError('contentRequest.already.rated');
    if (refusal) throw new AppError('contentRequest.wrong.status');
    await tx.insert(contentRequestRatings).values({
      requestId: locked.id,
      byParty: party,
      raterId: actor.userId,
      rateeId: party === 'requester' ? locked.creatorId : locked.requesterId,
      stars: input.stars,
      comment: input.comment.replaceAll('\u0000', ''),
      at: now,
    });
    return locked;
  });
  return viewOf(deps, row, actor);
}

/** A person's availability; not taking requests when they never said. */
export async function availabilityOf(db: DbOrTx, userId: number): Promise<CreatorAvailability> {
  const [row] = await db
    .select()
    .from(contentRequestAvailability)
    .where(eq(contentRequestAvailability.userId, userId));
  if (!row) return { takesRequests: false, startingFee: null };
  return {
    takesRequests: row.takesRequests,
    startingFee:
      row.startingFeeMinor === null ? null : { feeMinor: row.startingFeeMinor, currency: row.currency },
  };
}

/** POST /api2/content-request/availability: the viewer says whether they take requests, from which fee. */
export async function setAvailability(
  deps: ServiceDeps,
  actor: MagazineActor,
  input: TCreatorAvailability,
): Promise<CreatorAvailability> {
  const values = {
    takesRequests: input.takesRequests,
    startingFeeMinor: input.startingFeeMinor,
    currency: input.currency,
    updatedAt: deps.clock(),
  };
  await deps.db
    .insert(contentRequestAvailability)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: contentRequestAvailability.userId, set: values });
  return availabilityOf(deps.db, actor.userId);
}

const COMPLETED_VALUES = COMPLETED_STATUSES.map(statusValue);

/** What a profile shows: availability, completed requests on either side, ratings received. */
export async function profileCard(db: DbOrTx, userId: number): Promise<ContentRequestProfileCard> {
  const [availability, [completed], [totals], recent] = await Promise.all([
    availabilityOf(db, userId),
    db
      .select({ n: count() })
      .from(contentRequests)
      .where(
        and(
          or(eq(contentRequests.creatorId, userId), eq(contentRequests.requesterId, userId)),
          inArray(contentRequests.status, COMPLETED_VALUES),
        ),
      ),
    db
      .select({
        n: count(),
        total: sql<string>`coalesce(sum(${contentRequestRatings.stars}), 0)::text`,
      })
      .from(contentRequestRatings)
      .where(eq(contentRequestRatings.rateeId, userId)),
    db
      .select()
      .from(contentRequestRatings)
      .where(eq(contentRequestRatings.rateeId, userId))
      .orderBy(desc(contentRequestRatings.at))
      .limit(RECENT_RATINGS),
  ]);
  const profiles = await profileRefs(
    db,
    recent.map((row) => row.raterId),
  );
  const ratingCount = totals?.n ?? 0;
  return {
    userId,
    ...availability,
    completed: completed?.n ?? 0,
    rating:
      ratingCount === 0
        ? null
        : { average: averageStars(Number(totals?.total ?? 0), ratingCount), count: ratingCount },
    recent: recent.map((row) => ({
      by: row.byParty,
      rater: profiles.get(row.raterId) ?? GONE_PROFILE,
      stars: row.stars,
      comment: row.comment,
      at: row.at.toISOString(),
    })),
  };
}
