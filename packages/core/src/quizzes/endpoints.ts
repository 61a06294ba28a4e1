import type { Input } from '../http/endpoints.ts';
import type { QuizResultAnswer, QuizSubmitAnswer, ZQuizResultQuery, ZQuizSubmit } from './schemas.ts';

/** Quiz play scored on the server, and shared results. */
export interface QuizzesEndpoints {
  'POST /api2/quiz/submit': { body: Input<typeof ZQuizSubmit>; answer: QuizSubmitAnswer };
  'GET /api2/quiz/result': { query: Input<typeof ZQuizResultQuery>; answer: QuizResultAnswer };
}
