import { arrayOf, type Extra, type KeySource, keySource, recordOf, stringOf, withText } from './form-helpers';

/** ctype 11's questions as the quiz form holds them, and as they are read from and written to extra. */

/** Bounds of core ZQuizExtra. */
export const QUIZ_QUESTIONS_MAX = 50;
export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 6;
export const QUESTION_MAX = 300;
export const OPTION_MAX = 200;
export const EXPLANATION_MAX = 500;

export type QuizOption = { key: number; text: string };
export type QuizQuestion = {
  key: number;
  question: string;
  options: QuizOption[];
  /** The right option's index, or null until the writer picks one. */
  answer: number | null;
  explanation: string;
};

export const option = (key: KeySource, text = ''): QuizOption => ({ key: key(), text });

export const emptyQuestion = (key: KeySource): QuizQuestion => ({
  key: key(),
  question: '',
  options: [option(key), option(key)],
  answer: null,
  explanation: '',
});

export function readQuiz(extra: Extra, key: KeySource = keySource()): QuizQuestion[] {
  const questions = arrayOf(extra.questions).map((item) => {
    const value = recordOf(item);
    const options = arrayOf(value.options).map((text) => option(key, stringOf(text)));
    while (options.length < QUIZ_OPTIONS_MIN) options.push(option(key));
    const answer =
      typeof value.answer === 'number' &&
      Number.isInteger(value.answer) &&
      value.answer >= 0 &&
      value.answer < options.length
        ? value.answer
        : null;
    return {
      key: key(),
      question: stringOf(value.question),
      options,
      answer,
      explanation: stringOf(value.explanation),
    };
  });
  return questions.length > 0 ? questions : [emptyQuestion(key)];
}

/** ctype 11 extra: `{ questions: { question, options: string[], answer, explanation? }[] }`. */
export const writeQuiz = (questions: QuizQuestion[]): Extra => ({
  questions: questions.map((q) => ({
    question: q.question,
    options: q.options.map((o) => o.text),
    ...(q.answer === null ? {} : { answer: q.answer }),
    ...withText('explanation', q.explanation),
  })),
});

/** Whether every question has its right answer picked (the texts are checked by the fields). */
export const quizAnswersPicked = (questions: QuizQuestion[]) =>
  questions.length > 0 && questions.every((q) => q.answer !== null && q.answer < q.options.length);
