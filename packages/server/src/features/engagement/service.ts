import {
  type CommentReadAnswer,
  type FollowAnswer,
  type FollowTargetKind,
  type MarkReadAnswer,
  type TMarkRead,
  type VoteAnswer,
  type VoteChoice,
  type VoteValue,
  voteValueOf,
} from '@masthead/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import type { AchievementsService } from '../achievements/service.ts';
import { refreshHotScore } from '../content/hot-score.ts';
import { contents, contentTopics, locations, topics } from '../content/tables.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { commentReads, follows, reads, votes } from './tables.ts';

/** Content readers may act on: published and not deleted. */
const isLive = (contentId: number) =>
  and(eq(contents.id, contentId), eq(contents.status, 'published'), isNull(contents.deletedAt));

const countOf = (value: VoteValue, of: 1 | -1) => (value === of ? 1 : 0);

/**
 * Votes, follows and read marking (SPEC §4, §7). Every counter moves with its row in one transaction
 * (DESIGN §7), and a transaction that loses a deadlock or serialization race runs again (TESTING §7).
 */
export function createEngagementService(
  deps: ServiceDeps & { notifications: NotificationsService; achievements: AchievementsService },
) {
  const { db, clock, notifications, achievements } = deps;

  /**
   * SPEC §4: upvote, downvote or remove either. Every vote on one content takes that content's row lock
   * first, so the reader's previous vote and the counters cannot change underneath; the counters move by
   * the difference, never by a recount.
   */
  async function vote(userId: number, cgroupId: number, choice: VoteChoice): Promise<VoteAnswer> {
    const next = voteValueOf(choice);
    return transactionWithRetry(db, async (tx) => {
      const [content] = await tx
        .select({ id: contents.id, publisherId: contents.publisherId })
        .from(contents)
        .where(isLive(cgroupId))
        .for('no key update');
      if (!content) throw new AppError('not_found');

      const [previous] = await tx
        .select({ value: votes.value })
        .from(votes)
        .where(and(eq(votes.userId, userId), eq(votes.contentId, cgroupId)));
      const before: VoteValue = previous?.value === 1 ? 1 : previous?.value === -1 ? -1 : 0;

      if (before !== next) {
        const where = and(eq(votes.userId, userId), eq(votes.contentId, cgroupId));
        if (next === 0) await tx.delete(votes).where(where);
        else if (before === 0) await tx.insert(votes).values({ userId, contentId: cgroupId, value: next });
        else await tx.update(votes).set({ value: next, createdAt: clock() }).where(where);

        const upDelta = countOf(next, 1) - countOf(before, 1);
        const downDelta = countOf(next, -1) - countOf(before, -1);
        await tx
          .update(contents)
          .set({
            upvoteCount: sql`${contents.upvoteCount} + ${upDelta}`,
            downvoteCount: sql`${contents.downvoteCount} + ${downDelta}`,
          })
          .where(eq(contents.id, cgroupId));
        await refreshHotScore(tx, cgroupId);
        if (next === 1) {
          await notifications.notify(tx, {
            userId: content.publisherId,
            actorId: userId,
            kind: 'upvote',
            contentId: cgroupId,
          });
        }
      }

      const [counts] = await tx
        .select({ upvoteCount: contents.upvoteCount, downvoteCount: contents.downvoteCount })
        .from(contents)
        .where(eq(contents.id, cgroupId));
      return {
        cgroupId,
        upvoteCount: counts?.upvoteCount ?? 0,
        downvoteCount: counts?.downvoteCount ?? 0,
        myVote: next,
      };
    });
  }

  /** Adds `delta` to the follower count of a target; null when there is no such target. */
  async function moveFollowerCount(tx: Tx, kind: FollowTargetKind, id: number, delta: number) {
    const table = kind === 'user' ? users : kind === 'topic' ? topics : locations;
    const [row] = await tx
      .update(table)
      .set({ followerCount: sql`${table.followerCount} + ${delta}` })
      .where(eq(table.id, id))
      .returning({ followerCount: table.followerCount });
    return row?.followerCount ?? null;
  }

  async function followerCountOf(tx: Tx, kind: FollowTargetKind, id: number) {
    const table = kind === 'user' ? users : kind === 'topic' ? topics : locations;
    const [row] = await tx.select({ followerCount: table.followerCount }).from(table).where(eq(table.id, id));
    return row?.followerCount ?? null;
  }

  /**
   * Both counters of a follow between people. Rows are locked in id order, so that A following B while
   * B follows A cannot deadlock.
   */
  async function movePersonCounts(tx: Tx, followerId: number, targetId: number, delta: number) {
    let followerCount: number | null = null;
    for (const id of [followerId, targetId].sort((a, b) => a - b)) {
      if (id === targetId) {
        followerCount = await moveFollowerCount(tx, 'user', targetId, delta);
      } else {
        await tx
          .update(users)
          .set({ followingCount: sql`${users.followingCount} + ${delta}` })
          .where(eq(users.id, followerId));
      }
    }
    return followerCount;
  }

  /**
   * SPEC §4/§7 follow and unfollow of a person or publisher, a topic or a location. Idempotent: following
   * twice or unfollowing what one does not follow changes nothing. A person's following_count counts
   * the people they follow.
   */
  async function setFollowing(
    followerId: number,
    target: { kind: FollowTargetKind; id: number },
    following: boolean,
  ): Promise<FollowAnswer> {
    if (target.kind === 'user' && target.id === followerId)
      throw new AppError('validation.failed', { fields: { targetUserId: 'engagement.follow.self' } });

    return transactionWithRetry(db, async (tx) => {
      const row = { followerId, targetKind: target.kind, targetId: target.id };
      const key = and(
        eq(follows.followerId, followerId),
        eq(follows.targetKind, target.kind),
        eq(follows.targetId, target.id),
      );
      const changed = following
        ? await tx.insert(follows).values(row).onConflictDoNothing().returning({ id: follows.targetId })
        : await tx.delete(follows).where(key).returning({ id: follows.targetId });

      let followerCount: number | null;
      if (changed.length === 0) {
        followerCount = await followerCountOf(tx, target.kind, target.id);
      } else {
        const delta = following ? 1 : -1;
        followerCount =
          target.kind === 'user'
            ? await movePersonCounts(tx, followerId, target.id, delta)
            : await moveFollowerCount(tx, target.kind, target.id, delta);
      }
      // An unknown target: the row just written goes with the rolled-back transaction.
      if (followerCount === null) throw new AppError('not_found');

      if (following && changed.length > 0 && target.kind === 'user') {
        await notifications.notify(tx, { userId: target.id, actorId: followerId, kind: 'follow' });
      }
      return { following, followerCount };
    });
  }

  /**
   * SPEC §4 read marking (/api2/ua/read). The first open by a reader records the read with its referrer
   * code, counts it, refreshes the hot score and feeds achievements, in one transaction; later opens
   * change nothing. Guests (viewerId null) are accepted and nothing is stored.
   */
  async function markRead(viewerId: number | null, input: TMarkRead): Promise<MarkReadAnswer> {
    if (viewerId === null) {
      // A page that still believes it is signed in learns that its session is gone.
      if (input.userId !== 0) throw new AppError('auth.fail.no.login');
      return { read: false, firstRead: false, earned: [] };
    }
    if (input.userId !== viewerId) throw new AppError('access_deny');

    return transactionWithRetry(db, async (tx) => {
      const [content] = await tx
        .select({ id: contents.id, locationId: contents.locationId })
        .from(contents)
        .where(isLive(input.cgroupId));
      if (!content) throw new AppError('not_found');

      const topicRows = await tx
        .select({ topicId: contentTopics.topicId })
        .from(contentTopics)
        .where(eq(contentTopics.contentId, content.id))
        .orderBy(contentTopics.position);
      const topicIds = topicRows.map((row) => row.topicId);
      // The topic the reader came through counts only when the content carries it.
      const topicId = input.topicId && topicIds.includes(input.topicId) ? input.topicId : null;

      const [inserted] = await tx
        .insert(reads)
        .values({ userId: viewerId, contentId: content.id, referrer: input.subsection, topicId })
        .onConflictDoNothing()
        .returning({ contentId: reads.contentId });
      if (!inserted) return { read: true, firstRead: false, earned: [] };

      await tx
        .update(contents)
        .set({ readCount: sql`${contents.readCount} + 1` })
        .where(eq(contents.id, content.id));
      await refreshHotScore(tx, content.id);
      const earned = await achievements.recordRead(tx, {
        userId: viewerId,
        referrer: input.subsection,
        topicIds,
        locationId: content.locationId,
      });
      return { read: true, firstRead: true, earned };
    });
  }

  /** SPEC §7 /api2/comment/read/{cgroupId}: whether the reader has caught up with a content's comments. */
  async function setCommentsRead(
    userId: number,
    cgroupId: number,
    userRead: 0 | 1,
  ): Promise<CommentReadAnswer> {
    const [content] = await db.select({ id: contents.id }).from(contents).where(isLive(cgroupId));
    if (!content) throw new AppError('not_found');
    const key = and(eq(commentReads.userId, userId), eq(commentReads.contentId, cgroupId));
    if (userRead === 1) {
      await db
        .insert(commentReads)
        .values({ userId, contentId: cgroupId, readAt: clock() })
        .onConflictDoUpdate({
          target: [commentReads.userId, commentReads.contentId],
          set: { readAt: clock() },
        });
    } else {
      await db.delete(commentReads).where(key);
    }
    return { cgroupId, userRead };
  }

  return { vote, setFollowing, markRead, setCommentsRead };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
