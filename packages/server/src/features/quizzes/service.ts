import { randomBytes } from 'node:crypto';
import {
  CTYPE,
  type Flavour,
  type QuizResultView,
  type QuizSubmitResult,
  quizResultPath,
  type TQuizSubmit,
  ZQuizExtra,
} from '@masthead/core';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { addressKey } from '../../http/request-context.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { loadSummaries } from '../content/summaries.ts';
import { contents } from '../content/tables.ts';
import { paywallFor } from '../payments/queries.ts';
import type { RateLimiter } from '../rate-limit/service.ts';
import { quizResults } from './tables.ts';

/** Who plays: a signed-in reader or a guest, and the address their per-address limit counts. */
export type QuizPlayer = { userId: number | null; ip: string };

const CODE_ATTEMPTS = 3;
const newCode = () => randomBytes(16).toString('base64url');

const isUniqueViolation = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Quiz play scored on the server: readers get the questions without their answers (content's extra is
 * stripped in core), submit their choices here, and only then learn what was right. Each play is stored
 * with an unguessable code that is the shareable result page's address.
 */
export function createQuizzesService(deps: ServiceDeps & { rateLimit: RateLimiter }) {
  const { db, clock, config, rateLimit } = deps;

  async function findQuiz(quizId: number) {
    const [row] = await db
      .select({
        extra: contents.extra,
        id: contents.id,
        authorId: contents.authorId,
        publisherId: contents.publisherId,
        premium: contents.premium,
        priceMinor: contents.priceMinor,
        currency: contents.currency,
      })
      .from(contents)
      .where(
        and(
          eq(contents.id, quizId),
          eq(contents.ctype, CTYPE.quiz),
          eq(contents.status, 'published'),
          isNull(contents.deletedAt),
        ),
      )
      .limit(1);
    const quiz = row ? ZQuizExtra.safeParse(row.extra) : null;
    return row && quiz?.success ? { ...quiz.data, source: row } : null;
  }

  /**
   * Scores a play. Every question needs one answer among its options (a field error otherwise, nothing
   * stored). Guests may play; plays are limited per address (429 with Retry-After).
   */
  async function submit(player: QuizPlayer, input: TQuizSubmit): Promise<QuizSubmitResult> {
    await rateLimit.consume({
      key: `quiz:address:${addressKey(player.ip)}`,
      limit: config.rateLimits.quizSubmitsPerAddressPerHour,
      windowSeconds: 3600,
    });
    const quiz = await findQuiz(input.quizId);
    if (!quiz) throw new AppError('not_found');
    // A locked premium quiz: its answers and explanations are for payers (and its author) only.
    const paywall = await paywallFor(db, quiz.source, player.userId);
    if (paywall && !paywall.unlocked) throw new AppError('access_deny');
    if (input.answers.length !== quiz.questions.length)
      throw new AppError('validation.failed', { fields: { answers: 'validation.quiz.answers.incomplete' } });
    const outOfRange = input.answers.findIndex(
      (answer, index) => answer >= (quiz.questions[index]?.options.length ?? 0),
    );
    if (outOfRange >= 0)
      throw new AppError('validation.failed', {
        fields: { [`answers.${outOfRange}`]: 'validation.invalid' },
      });

    const questions = quiz.questions.map((question, index) => ({
      correct: input.answers[index] === question.answer,
      answer: question.answer,
      explanation: question.explanation ?? null,
    }));
    const score = questions.filter((question) => question.correct).length;
    const total = questions.length;
    for (let attempt = 1; ; attempt++) {
      const code = newCode();
      try {
        await db.insert(quizResults).values({
          contentId: input.quizId,
          userId: player.userId,
          score,
          total,
          answers: input.answers,
          code,
          createdAt: clock(),
        });
        return { code, score, total, questions, url: quizResultPath(code) };
      } catch (error) {
        // 128 random bits do not collide in practice; a collision draws again.
        if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /** SPEC §2 quiz result page: the score and its quiz (still published), never the answers. */
  async function result(
    code: string,
    viewerId: number | null,
    options: { flavour?: Flavour | undefined } = {},
  ): Promise<QuizResultView | null> {
    const [row] = await db
      .select({
        code: quizResults.code,
        contentId: quizResults.contentId,
        score: quizResults.score,
        total: quizResults.total,
        createdAt: quizResults.createdAt,
      })
      .from(quizResults)
      .where(eq(quizResults.code, code))
      .limit(1);
    if (!row) return null;
    const [quiz] = await loadSummaries(db, [row.contentId], viewerId, { flavour: options.flavour });
    if (!quiz) return null;
    return {
      code: row.code,
      score: row.score,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
      url: quizResultPath(row.code),
      quiz,
    };
  }

  return { submit, result };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
