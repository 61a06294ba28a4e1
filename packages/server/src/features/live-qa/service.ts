import {
  CTYPE,
  LIVE_QA_LIMITS,
  type LiveQaBoard,
  type LiveQaQuestion,
  type TLiveQaAnswer,
  type TLiveQaAsk,
  type TLiveQaHide,
  type TLiveQaState,
  type TLiveQaUpvote,
} from '@masthead/core';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import { liveQaQuestions, liveQaSessions, liveQaVotes } from './tables.ts';

/**
 * Live Q&A (ctype 107): signed-in readers ask, the host (the content's author) answers, opens and closes
 * the session and hides what does not belong; readers upvote, once each, and the board lists the most
 * upvoted questions first, then the oldest. Upvote counts move with their vote rows in one transaction.
 */
export function createLiveQaService(deps: ServiceDeps & { rateLimit: RateLimiter }) {
  const { db, clock, config, rateLimit } = deps;

  /** A published, not deleted live Q&A and whether it is open. */
  async function findSession(cgroupId: number) {
    const [row] = await db
      .select({ id: contents.id, authorId: contents.authorId, closedAt: liveQaSessions.closedAt })
      .from(contents)
      .leftJoin(liveQaSessions, eq(liveQaSessions.contentId, contents.id))
      .where(
        and(
          eq(contents.id, cgroupId),
          eq(contents.ctype, CTYPE.liveQa),
          eq(contents.status, 'published'),
          isNull(contents.deletedAt),
        ),
      )
      .limit(1);
    return row ? { cgroupId: row.id, authorId: row.authorId, open: row.closedAt === null } : null;
  }

  /** A question of a published live Q&A, with its session. */
  async function findQuestion(questionId: number) {
    const [row] = await db
      .select({ contentId: liveQaQuestions.contentId, hidden: liveQaQuestions.hidden })
      .from(liveQaQuestions)
      .where(eq(liveQaQuestions.id, questionId))
      .limit(1);
    const session = row ? await findSession(row.contentId) : null;
    return row && session ? { ...session, hidden: row.hidden } : null;
  }

  /** The host's session or 404 (unknown) / 403 (someone else's). */
  async function hostSession(viewerId: number, cgroupId: number) {
    const session = await findSession(cgroupId);
    if (!session) throw new AppError('not_found');
    if (session.authorId !== viewerId) throw new AppError('access_deny');
    return session;
  }

  async function board(cgroupId: number, viewerId: number | null): Promise<LiveQaBoard | null> {
    const session = await findSession(cgroupId);
    if (!session) return null;
    const isHost = viewerId !== null && viewerId === session.authorId;
    const rows = await db
      .select({
        questionId: liveQaQuestions.id,
        question: liveQaQuestions.question,
        answer: liveQaQuestions.answer,
        answeredAt: liveQaQuestions.answeredAt,
        upvoteCount: liveQaQuestions.upvoteCount,
        hidden: liveQaQuestions.hidden,
        createdAt: liveQaQuestions.createdAt,
        asker: {
          userId: users.id,
          username: users.username,
          displayName: users.displayName,
          photoPath: users.photoPath,
          userType: users.userType,
        },
      })
      .from(liveQaQuestions)
      .innerJoin(users, eq(users.id, liveQaQuestions.askerId))
      .where(
        and(
          eq(liveQaQuestions.contentId, cgroupId),
          isHost ? undefined : eq(liveQaQuestions.hidden, false),
          isHost ? undefined : isNull(users.suspendedAt),
        ),
      )
      .orderBy(desc(liveQaQuestions.upvoteCount), asc(liveQaQuestions.createdAt), asc(liveQaQuestions.id))
      .limit(LIVE_QA_LIMITS.listMax);
    const ids = rows.map((row) => row.questionId);
    const voted = new Set<number>();
    if (viewerId && ids.length) {
      const mine = await db
        .select({ questionId: liveQaVotes.questionId })
        .from(liveQaVotes)
        .where(and(inArray(liveQaVotes.questionId, ids), eq(liveQaVotes.userId, viewerId)));
      for (const row of mine) voted.add(row.questionId);
    }
    const questions: LiveQaQuestion[] = rows.map((row) => ({
      ...row,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      myVote: voted.has(row.questionId),
    }));
    return { cgroupId, open: session.open, isHost, questions };
  }

  const boardOrFail = async (cgroupId: number, viewerId: number) => {
    const result = await board(cgroupId, viewerId);
    if (!result) throw new AppError('not_found');
    return result;
  };

  /** A signed-in reader asks while the session is open; limited per account (429 with Retry-After). */
  async function ask(viewerId: number, input: TLiveQaAsk): Promise<LiveQaBoard> {
    const session = await findSession(input.cgroupId);
    if (!session) throw new AppError('not_found');
    if (!session.open) throw new AppError('liveQa.closed');
    const limits = config.rateLimits;
    await rateLimit.consume(
      { key: `liveqa:minute:${viewerId}`, limit: limits.liveQaQuestionsPerMinute, windowSeconds: 60 },
      { key: `liveqa:day:${viewerId}`, limit: limits.liveQaQuestionsPerDay, windowSeconds: 86_400 },
    );
    await db.insert(liveQaQuestions).values({
      contentId: input.cgroupId,
      askerId: viewerId,
      question: input.question,
      createdAt: clock(),
    });
    return boardOrFail(input.cgroupId, viewerId);
  }

  /** The host answers (or rewrites the answer), also after closing the session. Plain text. */
  async function answer(viewerId: number, input: TLiveQaAnswer): Promise<LiveQaBoard> {
    const question = await findQuestion(input.questionId);
    if (!question) throw new AppError('not_found');
    if (question.authorId !== viewerId) throw new AppError('access_deny');
    await db
      .update(liveQaQuestions)
      .set({ answer: input.answer, answeredAt: clock() })
      .where(eq(liveQaQuestions.id, input.questionId));
    return boardOrFail(question.cgroupId, viewerId);
  }

  /**
   * Upvotes a question once, or takes the upvote back. Doing what is already done changes nothing; the
   * count moves only with a vote row added or removed. A closed session takes no votes.
   */
  async function upvote(
    viewerId: number,
    input: TLiveQaUpvote,
  ): Promise<{ questionId: number; upvoteCount: number; myVote: boolean }> {
    const question = await findQuestion(input.questionId);
    if (!question || question.hidden) throw new AppError('not_found');
    if (!question.open) throw new AppError('liveQa.closed');
    const upvoteCount = await transactionWithRetry(db, async (tx) => {
      const changed = input.up
        ? await tx
            .insert(liveQaVotes)
            .values({ questionId: input.questionId, userId: viewerId, createdAt: clock() })
            .onConflictDoNothing()
            .returning({ questionId: liveQaVotes.questionId })
        : await tx
            .delete(liveQaVotes)
            .where(and(eq(liveQaVotes.questionId, input.questionId), eq(liveQaVotes.userId, viewerId)))
            .returning({ questionId: liveQaVotes.questionId });
      if (changed.length === 0) {
        const [row] = await tx
          .select({ n: liveQaQuestions.upvoteCount })
          .from(liveQaQuestions)
          .where(eq(liveQaQuestions.id, input.questionId));
        return row?.n ?? 0;
      }
      const [row] = await tx
        .update(liveQaQuestions)
        .set({ upvoteCount: sql`${liveQaQuestions.upvoteCount} + ${input.up ? 1 : -1}` })
        .where(eq(liveQaQuestions.id, input.questionId))
        .returning({ n: liveQaQuestions.upvoteCount });
      return row?.n ?? 0;
    });
    return { questionId: input.questionId, upvoteCount, myVote: input.up };
  }

  /** The host hides a question from readers, or shows it again. */
  async function hide(viewerId: number, input: TLiveQaHide): Promise<LiveQaBoard> {
    const question = await findQuestion(input.questionId);
    if (!question) throw new AppError('not_found');
    if (question.authorId !== viewerId) throw new AppError('access_deny');
    await db
      .update(liveQaQuestions)
      .set({ hidden: input.hidden })
      .where(eq(liveQaQuestions.id, input.questionId));
    return boardOrFail(question.cgroupId, viewerId);
  }

  /** The host opens or closes the session for new questions. */
  async function setState(viewerId: number, input: TLiveQaState): Promise<LiveQaBoard> {
    await hostSession(viewerId, input.cgroupId);
    const now = clock();
    const closedAt = input.open ? null : now;
    await db
      .insert(liveQaSessions)
      .values({ contentId: input.cgroupId, closedAt, updatedAt: now })
      .onConflictDoUpdate({
        target: liveQaSessions.contentId,
        // Closing twice keeps the first closing time.
        set: {
          closedAt: input.open
            ? null
            : sql`coalesce(${liveQaSessions.closedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        },
      });
    return boardOrFail(input.cgroupId, viewerId);
  }

  return { board, ask, answer, upvote, hide, setState };
}

export type LiveQaService = ReturnType<typeof createLiveQaService>;
