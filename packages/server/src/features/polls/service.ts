import {
  CTYPE,
  isPollClosed,
  type ListVotes,
  type PollResults,
  type TListVote,
  type TPollVote,
  ZListExtra,
  ZPollExtra,
} from '@masthead/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { contents } from '../content/tables.ts';
import { listItemTallies, listItemVotes, pollTallies, pollVotes } from './tables.ts';

/** A published, not deleted content of one type, with its stored type-specific part. */
async function publishedOfType(db: DbOrTx, cgroupId: number, ctype: number) {
  const [row] = await db
    .select({ id: contents.id, authorId: contents.authorId, extra: contents.extra })
    .from(contents)
    .where(
      and(
        eq(contents.id, cgroupId),
        eq(contents.ctype, ctype),
        eq(contents.status, 'published'),
        isNull(contents.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Counts per index (0..size-1) from tally rows; rows past the current size (an edited list) are left out. */
function countsOf(rows: { index: number; count: number }[], size: number): number[] {
  const counts = Array.from({ length: size }, () => 0);
  for (const row of rows) if (row.index >= 0 && row.index < size) counts[row.index] = row.count;
  return counts;
}

/**
 * Poll votes (one per reader, live results) and votable-list item votes. Every vote row and the tally it
 * moves change in one transaction (`count = count + 1`, never read-then-written, DESIGN §7); the
 * primary keys hold one vote per reader.
 */
export function createPollsService(deps: ServiceDeps) {
  const { db, clock } = deps;

  async function findPoll(cgroupId: number) {
    const row = await publishedOfType(db, cgroupId, CTYPE.poll);
    const extra = row ? ZPollExtra.safeParse(row.extra) : null;
    if (!row || !extra?.success) return null;
    return { ...row, poll: extra.data };
  }

  async function findList(cgroupId: number) {
    const row = await publishedOfType(db, cgroupId, CTYPE.votableList);
    const extra = row ? ZListExtra.safeParse(row.extra) : null;
    if (!row || !extra?.success) return null;
    return { ...row, list: extra.data };
  }

  async function pollResults(cgroupId: number, viewerId: number | null): Promise<PollResults | null> {
    const found = await findPoll(cgroupId);
    if (!found) return null;
    const [tallies, mine] = await Promise.all([
      db
        .select({ index: pollTallies.option, count: pollTallies.count })
        .from(pollTallies)
        .where(eq(pollTallies.contentId, cgroupId)),
      viewerId
        ? db
            .select({ option: pollVotes.option })
            .from(pollVotes)
            .where(and(eq(pollVotes.contentId, cgroupId), eq(pollVotes.userId, viewerId)))
            .limit(1)
        : Promise.resolve([]),
    ]);
    const counts = countsOf(tallies, found.poll.options.length);
    const myChoice = mine[0]?.option ?? null;
    return {
      cgroupId,
      counts,
      total: counts.reduce((sum, n) => sum + n, 0),
      myChoice: myChoice !== null && myChoice < counts.length ? myChoice : null,
      closed: isPollClosed(found.poll.closesAt, clock()),
    };
  }

  /**
   * One vote per reader (the primary key): a second one is 409 'already voted'. A poll past its closing
   * time takes no votes (409 'closed'); an option outside the poll's is a field error.
   */
  async function vote(viewerId: number, input: TPollVote): Promise<PollResults> {
    const found = await findPoll(input.cgroupId);
    if (!found) throw new AppError('not_found');
    if (isPollClosed(found.poll.closesAt, clock())) throw new AppError('poll.closed');
    if (input.option >= found.poll.options.length)
      throw new AppError('validation.failed', { fields: { option: 'validation.invalid' } });
    await transactionWithRetry(db, async (tx) => {
      const added = await tx
        .insert(pollVotes)
        .values({ contentId: input.cgroupId, userId: viewerId, option: input.option, createdAt: clock() })
        .onConflictDoNothing()
        .returning({ option: pollVotes.option });
      if (added.length === 0) throw new AppError('poll.already.voted');
      await tx
        .insert(pollTallies)
        .values({ contentId: input.cgroupId, option: input.option, count: 1 })
        .onConflictDoUpdate({
          target: [pollTallies.contentId, pollTallies.option],
          set: { count: sql`${pollTallies.count} + 1` },
        });
    });
    const results = await pollResults(input.cgroupId, viewerId);
    if (!results) throw new AppError('not_found');
    return results;
  }

  async function listVotes(cgroupId: number, viewerId: number | null): Promise<ListVotes | null> {
    const found = await findList(cgroupId);
    if (!found) return null;
    const [tallies, mine] = await Promise.all([
      db
        .select({ index: listItemTallies.itemIndex, count: listItemTallies.count })
        .from(listItemTallies)
        .where(eq(listItemTallies.contentId, cgroupId)),
      viewerId
        ? db
            .select({ item: listItemVotes.itemIndex })
            .from(listItemVotes)
            .where(and(eq(listItemVotes.userId, viewerId), eq(listItemVotes.contentId, cgroupId)))
            .orderBy(asc(listItemVotes.itemIndex))
        : Promise.resolve([]),
    ]);
    const size = found.list.items.length;
    return {
      cgroupId,
      counts: countsOf(tallies, size),
      mine: mine.map((row) => row.item).filter((item) => item < size),
    };
  }

  /**
   * Votes a list item up or takes the vote back. Doing what is already done changes nothing; the tally
   * moves only when a vote row was really added or removed, in the same transaction.
   */
  async function voteItem(viewerId: number, input: TListVote): Promise<ListVotes> {
    const found = await findList(input.cgroupId);
    if (!found) throw new AppError('not_found');
    if (input.item >= found.list.items.length)
      throw new AppError('validation.failed', { fields: { item: 'validation.invalid' } });
    const key = { contentId: input.cgroupId, itemIndex: input.item };
    await transactionWithRetry(db, async (tx) => {
      if (input.up) {
        const added = await tx
          .insert(listItemVotes)
          .values({ ...key, userId: viewerId, createdAt: clock() })
          .onConflictDoNothing()
          .returning({ item: listItemVotes.itemIndex });
        if (added.length === 0) return;
        await tx
          .insert(listItemTallies)
          .values({ ...key, count: 1 })
          .onConflictDoUpdate({
            target: [listItemTallies.contentId, listItemTallies.itemIndex],
            set: { count: sql`${listItemTallies.count} + 1` },
          });
        return;
      }
      const removed = await tx
        .delete(listItemVotes)
        .where(
          and(
            eq(listItemVotes.contentId, input.cgroupId),
            eq(listItemVotes.itemIndex, input.item),
            eq(listItemVotes.userId, viewerId),
          ),
        )
        .returning({ item: listItemVotes.itemIndex });
      if (removed.length === 0) return;
      await tx
        .update(listItemTallies)
        .set({ count: sql`${listItemTallies.count} - 1` })
        .where(and(eq(listItemTallies.contentId, input.cgroupId), eq(listItemTallies.itemIndex, input.item)));
    });
    const votes = await listVotes(input.cgroupId, viewerId);
    if (!votes) throw new AppError('not_found');
    return votes;
  }

  return { pollResults, vote, listVotes, voteItem };
}

export type PollsService = ReturnType<typeof createPollsService>;
