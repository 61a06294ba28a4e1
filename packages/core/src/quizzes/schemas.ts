import { z } from 'zod';
import { zUserIdNumber } from '../images/schemas.ts';
import type { QuizResultView, QuizSubmitResult } from './page-api.ts';
import { QUIZ_LIMITS, QUIZ_RESULT_CODE_PATTERN } from './rules.ts';

/** Requests of the quizzes API, parsed on the server and reused by the forms. */

/** POST /api2/quiz/submit: the chosen option of every question, in order; scored on the server. */
export const ZQuizSubmit = z.strictObject({
  quizId: zUserIdNumber,
  answers: z
    .array(
      z
        .number({ error: 'validation.invalid' })
        .int('validation.invalid')
        .min(0, 'validation.invalid')
        .max(QUIZ_LIMITS.optionsMax - 1, 'validation.invalid'),
      { error: 'validation.invalid' },
    )
    .min(1, 'validation.quiz.answers.incomplete')
    .max(QUIZ_LIMITS.questionsMax, 'validation.invalid'),
});
export type TQuizSubmit = z.infer<typeof ZQuizSubmit>;

/** GET /api2/quiz/result?code= and the result page's ?code=. */
export const ZQuizResultQuery = z.strictObject({
  code: z.string({ error: 'validation.invalid' }).regex(QUIZ_RESULT_CODE_PATTERN, 'validation.invalid'),
});
export type TQuizResultQuery = z.infer<typeof ZQuizResultQuery>;

/** POST /api2/quiz/submit answer. */
export type QuizSubmitAnswer = { result: QuizSubmitResult };

/** GET /api2/quiz/result answer. */
export type QuizResultAnswer = { result: QuizResultView };
