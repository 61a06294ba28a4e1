import { CTYPE, QUIZ_RESULT_CODE_PATTERN, translate } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { quizResults } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => ({
    ...config,
    rateLimits: { ...config.rateLimits, quizSubmitsPerAddressPerHour: 5 },
  }));
});
afterAll(() => t?.close());

const db = () => t.database.db;
let address = 0;
/** A guest on an address of its own, so the per-address limit is counted per test. */
const guest = () => createClient(t.app, { ip: `10.77.${(++address >> 8) & 255}.${address & 255}` });

const QUESTIONS = [
  {
    question: 'Which city has hawker centres?',
    options: ['Singapore', 'Oslo'],
    answer: 0,
    explanation: 'SECRET-EXPLANATION-ONE',
  },
  { question: 'Tea from Pinglin?', options: ['Oolong', 'Baozhong', 'Matcha'], answer: 1 },
  {
    question: 'Gamelan is from?',
    options: ['Java', 'Peru', 'Chile', 'Wales'],
    answer: 0,
    explanation: 'SECRET-EXPLANATION-THREE',
  },
];

async function insertQuiz(status: 'draft' | 'published' = 'published') {
  const author = await insertPerson(db());
  return insertStory(db(), author.id, {
    ctype: CTYPE.quiz,
    status,
    title: 'Street food quiz',
    extra: { questions: QUESTIONS },
  });
}

describe('quiz answers stay on the server', () => {
  it('the content page API gives the questions without answers or explanations', async () => {
    const quiz = await insertQuiz();
    const response = await guest().get(`/api2/content/page?cgroupId=${quiz.id}`);
    expect(response.status).toBe(200);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('SECRET-EXPLANATION');
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('"explanation"');
    expect(response.body.data.extra).toEqual({
      kind: 'quiz',
      questions: QUESTIONS.map(({ question, options }) => ({ question, options })),
    });
  });

  it('the signed-in author does not get them on the page either', async () => {
    const { userId, client } = await signedInPerson(t);
    const quiz = await insertStory(db(), userId, { ctype: CTYPE.quiz, extra: { questions: QUESTIONS } });
    const text = JSON.stringify((await client.get(`/api2/content/page?cgroupId=${quiz.id}`)).body);
    expect(text).not.toContain('SECRET-EXPLANATION');
    expect(text).not.toContain('"answer"');
  });
});

describe('POST /api2/quiz/submit', () => {
  it('scores a guest’s play on the server, stores it and answers each question’s outcome', async () => {
    const quiz = await insertQuiz();
    const response = await guest().post('/api2/quiz/submit', { quizId: quiz.id, answers: [0, 2, 0] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = response.body.data.result;
    expect(result.score).toBe(2);
    expect(result.total).toBe(3);
    expect(result.code).toMatch(QUIZ_RESULT_CODE_PATTERN);
    expect(result.url).toBe(`/quiz_result.html?code=${encodeURIComponent(result.code)}`);
    expect(result.questions).toEqual([
      { correct: true, answer: 0, explanation: 'SECRET-EXPLANATION-ONE' },
      { correct: false, answer: 1, explanation: null },
      { correct: true, answer: 0, explanation: 'SECRET-EXPLANATION-THREE' },
    ]);
    const [row] = await db().select().from(quizResults).where(eq(quizResults.code, result.code));
    expect(row).toMatchObject({ contentId: quiz.id, userId: null, score: 2, total: 3, answers: [0, 2, 0] });
  });

  it('records the signed-in player and gives every play its own code', async () => {
    const quiz = await insertQuiz();
    const { userId, client } = await signedInPerson(t);
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await client.post('/api2/quiz/submit', { quizId: quiz.id, answers: [0, 1, 0] });
      expect(response.body.data.result.score).toBe(3);
      codes.add(response.body.data.result.code);
    }
    expect(codes.size).toBe(3);
    const rows = await db().select().from(quizResults).where(eq(quizResults.userId, userId));
    expect(rows).toHaveLength(3);
  });

  it('refuses incomplete, out-of-range and malformed answers with 400 and stores nothing', async () => {
    const quiz = await insertQuiz();
    const client = guest();
    const cases: [unknown, string][] = [
      [{ quizId: quiz.id, answers: [0, 1] }, 'answers'],
      [{ quizId: quiz.id, answers: [0, 1, 0, 0] }, 'answers'],
      [{ quizId: quiz.id, answers: [] }, 'answers'],
      [{ quizId: quiz.id, answers: [2, 1, 0] }, 'answers.0'],
      [{ quizId: quiz.id, answers: [0, 1, 6] }, 'answers.2'],
      [{ quizId: quiz.id, answers: [0, '1', 0] }, 'answers.1'],
      [{ quizId: quiz.id, answers: [0, 1.5, 0] }, 'answers.1'],
      [{ quizId: quiz.id, answers: [0, -1, 0] }, 'answers.1'],
      [{ quizId: String(quiz.id), answers: [0, 1, 0] }, 'quizId'],
      [{ quizId: quiz.id, answers: [0, 1, 0], score: 3 }, 'score'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post('/api2/quiz/submit', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const incomplete = await client.post('/api2/quiz/submit', { quizId: quiz.id, answers: [0] });
    expect(incomplete.body.errors.fields.answers).toBe(translate('en', 'validation.quiz.answers.incomplete'));
    expect(await db().select().from(quizResults).where(eq(quizResults.contentId, quiz.id))).toHaveLength(0);
  });

  it('answers 404 for drafts, deleted quizzes and other types', async () => {
    const draft = await insertQuiz('draft');
    const deleted = await insertQuiz();
    await db().update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, deleted.id));
    const author = await insertPerson(db());
    const post = await insertStory(db(), author.id);
    const client = guest();
    for (const id of [draft.id, deleted.id, post.id, 999_999_999]) {
      expect((await client.post('/api2/quiz/submit', { quizId: id, answers: [0, 0, 0] })).status).toBe(404);
    }
  });

  it('limits plays per address with 429 and Retry-After', async () => {
    const quiz = await insertQuiz();
    const client = guest();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api2/quiz/submit', { quizId: quiz.id, answers: [0, 0, 0] })).status).toBe(
        200,
      );
    }
    const over = await client.post('/api2/quiz/submit', { quizId: quiz.id, answers: [0, 0, 0] });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guest().post('/api2/quiz/submit', { quizId: quiz.id, answers: [0, 0, 0] })).status).toBe(
      200,
    );
  });
});

describe('GET /api2/quiz/result', () => {
  it('gives the score and the quiz by code, never the answers', async () => {
    const quiz = await insertQuiz();
    const played = await guest().post('/api2/quiz/submit', { quizId: quiz.id, answers: [0, 1, 3] });
    const { code } = played.body.data.result;
    const response = await guest().get(`/api2/quiz/result?code=${code}`);
    expect(response.status).toBe(200);
    expect(response.body.data.result).toMatchObject({ code, score: 2, total: 3 });
    expect(response.body.data.result.quiz).toMatchObject({ cgroupId: quiz.id, title: 'Street food quiz' });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('SECRET-EXPLANATION');
    expect(text).not.toContain('answers');
  });

  it('answers 404 for an unknown code or a quiz since deleted, 400 for a malformed code', async () => {
    expect((await guest().get(`/api2/quiz/result?code=${'A'.repeat(22)}`)).status).toBe(404);
    for (const code of ['short', 'A'.repeat(23), `${'A'.repeat(21)}%2B`, '']) {
      expect((await guest().get(`/api2/quiz/result?code=${code}`)).status, code).toBe(400);
    }
    const quiz = await insertQuiz();
    const played = await guest().post('/api2/quiz/submit', { quizId: quiz.id, answers: [0, 1, 0] });
    await db().update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, quiz.id));
    expect((await guest().get(`/api2/quiz/result?code=${played.body.data.result.code}`)).status).toBe(404);
  });
});
