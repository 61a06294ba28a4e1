import type { PageFlavourOption } from '../content/page-api.ts';
import type { ContentSummary } from '../content/types.ts';

/** A quiz question as readers get it before they answer: no answer, no explanation. */
export type QuizQuestionView = { question: string; options: string[] };

/** How one answer went, told after the quiz is submitted. */
export type QuizQuestionOutcome = {
  correct: boolean;
  /** The right option's index. */
  answer: number;
  explanation: string | null;
};

/** POST /api2/quiz/submit's answer: the score, each question's outcome and the shareable result. */
export type QuizSubmitResult = {
  code: string;
  score: number;
  total: number;
  questions: QuizQuestionOutcome[];
  /** /quiz_result.html?code=… */
  url: string;
};

/** SPEC §2 quiz result page: a stored result and its quiz, as anyone holding the code sees it. */
export type QuizResultView = {
  code: string;
  score: number;
  total: number;
  createdAt: string;
  url: string;
  quiz: ContentSummary;
};

/** What page loaders ask of the quizzes feature (part of PageApi), for the request's viewer. */
export type QuizzesPageApi = {
  /** A result by its code; null when unknown or its quiz is no longer published. */
  result(code: string, options?: PageFlavourOption): Promise<QuizResultView | null>;
};
