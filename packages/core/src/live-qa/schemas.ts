import { z } from 'zod';
import { zIdText } from '../content/schemas.ts';
import { zUserIdNumber } from '../images/schemas.ts';
import type { LiveQaBoard } from './page-api.ts';
import { LIVE_QA_LIMITS } from './rules.ts';

/** Requests of the live-qa API, parsed on the server and reused by the forms. */

const text = () =>
  z.string({ error: 'validation.invalid' }).refine((s) => !s.includes('\u0000'), 'validation.invalid');

/** POST /api2/liveqa/ask */
export const ZLiveQaAsk = z.strictObject({
  cgroupId: zUserIdNumber,
  question: text()
    .trim()
    .min(1, 'validation.liveQa.question.required')
    .max(LIVE_QA_LIMITS.questionMax, 'validation.liveQa.question.tooLong'),
});
export type TLiveQaAsk = z.infer<typeof ZLiveQaAsk>;

/** POST /api2/liveqa/answer: plain text; answering again replaces the answer. */
export const ZLiveQaAnswer = z.strictObject({
  questionId: zUserIdNumber,
  answer: text()
    .trim()
    .min(1, 'validation.liveQa.answer.required')
    .max(LIVE_QA_LIMITS.answerMax, 'validation.liveQa.answer.tooLong'),
});
export type TLiveQaAnswer = z.infer<typeof ZLiveQaAnswer>;

/** POST /api2/liveqa/upvote */
export const ZLiveQaUpvote = z.strictObject({
  questionId: zUserIdNumber,
  up: z.boolean({ error: 'validation.invalid' }),
});
export type TLiveQaUpvote = z.infer<typeof ZLiveQaUpvote>;

/** POST /api2/liveqa/hide: the host hides a question from the board (or shows it again). */
export const ZLiveQaHide = z.strictObject({
  questionId: zUserIdNumber,
  hidden: z.boolean({ error: 'validation.invalid' }),
});
export type TLiveQaHide = z.infer<typeof ZLiveQaHide>;

/** POST /api2/liveqa/state: the host opens or closes the session for questions. */
export const ZLiveQaState = z.strictObject({
  cgroupId: zUserIdNumber,
  open: z.boolean({ error: 'validation.invalid' }),
});
export type TLiveQaState = z.infer<typeof ZLiveQaState>;

/** GET /api2/liveqa/questions?cgroupId= */
export const ZLiveQaQuery = z.strictObject({ cgroupId: zIdText });
export type TLiveQaQuery = z.infer<typeof ZLiveQaQuery>;

/** The board, as the questions route and every host or asker action answer it. */
export type LiveQaBoardAnswer = { board: LiveQaBoard };

/** A question's upvotes after the viewer's upvote (or its taking back). */
export type LiveQaVote = { questionId: number; upvoteCount: number; myVote: boolean };

/** POST /api2/liveqa/upvote answer. */
export type LiveQaUpvoteAnswer = { vote: LiveQaVote };
