import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type FollowKind, follows } from './tables.ts';

/** Which of these targets the viewer follows (for follow buttons on any page). */
export async function followingSet(
  db: DbOrTx,
  viewerId: number | null,
  kind: FollowKind,
  targetIds: readonly number[],
): Promise<Set<number>> {
  if (!viewerId || targetIds.length === 0) return new Set();
  const rows = await db
    .select({ targetId: follows.targetId })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, viewerId),
        eq(follows.targetKind, kind),
        inArray(follows.targetId, [...new Set(targetIds)]),
      ),
    );
  return new Set(rows.map((row) => row.targetId));
}
