import { CTYPE, translate } from '@masthead/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInClient, signedInPerson } from '../../test/reading-fixtures.ts';
import { liveQaQuestions, liveQaVotes } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => ({
    ...config,
    rateLimits: { ...config.rateLimits, liveQaQuestionsPerMinute: 3 },
  }));
});
afterAll(() => t?.close());

const db = () => t.database.db;
const guest = () => createClient(t.app);

async function insertSession(status: 'draft' | 'published' = 'published') {
  const host = await signedInPerson(t);
  const session = await insertStory(db(), host.userId, {
    ctype: CTYPE.liveQa,
    status,
    extra: { startsAt: '2026-12-01T10:00:00Z', host: 'The editors' },
  });
  return { host, session };
}

type Client = Awaited<ReturnType<typeof signedInPerson>>['client'];

async function ask(client: Client, cgroupId: number, question: string) {
  const response = await client.post('/api2/liveqa/ask', { cgroupId, question });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const board = response.body.data.board;
  return board.questions.find((q: { question: string }) => q.question === question.trim()) as {
    questionId: number;
    question: string;
  };
}

const boardOf = async (client: { get: Client['get'] }, cgroupId: number) => {
  const response = await client.get(`/api2/liveqa/questions?cgroupId=${cgroupId}`);
  expect(response.status).toBe(200);
  return response.body.data.board;
};

describe('asking', () => {
  it('a reader asks; the board shows it with its asker to everyone, open', async () => {
    const { session } = await insertSession();
    const reader = await signedInPerson(t);
    const asked = await ask(reader.client, session.id, '  What is next for the magazine?  ');
    expect(asked.question).toBe('What is next for the magazine?');
    const board = await boardOf(guest(), session.id);
    expect(board).toMatchObject({ cgroupId: session.id, open: true, isHost: false });
    expect(board.questions[0]).toMatchObject({
      question: 'What is next for the magazine?',
      answer: null,
      answeredAt: null,
      upvoteCount: 0,
      myVote: false,
      hidden: false,
      asker: { userId: reader.userId, username: reader.username },
    });
  });

  it('asks guests to sign in; refuses empty, too long and malformed questions', async () => {
    const { session } = await insertSession();
    expect((await guest().post('/api2/liveqa/ask', { cgroupId: session.id, question: 'Hi?' })).status).toBe(
      401,
    );
    const { client } = await signedInPerson(t);
    const cases: [unknown, string][] = [
      [{ cgroupId: session.id, question: '' }, 'validation.liveQa.question.required'],
      [{ cgroupId: session.id, question: '   ' }, 'validation.liveQa.question.required'],
      [{ cgroupId: session.id, question: 'x'.repeat(501) }, 'validation.liveQa.question.tooLong'],
      [{ cgroupId: session.id, question: 'a\u0000b' }, 'validation.invalid'],
      [{ cgroupId: session.id, question: 7 }, 'validation.invalid'],
    ];
    for (const [body, key] of cases) {
      const response = await client.post('/api2/liveqa/ask', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.fields.question).toBe(translate('en', key as never));
    }
    expect(
      (await client.post('/api2/liveqa/ask', { cgroupId: session.id, question: 'ok', asker: 1 })).status,
    ).toBe(400);
    expect(
      await db().select().from(liveQaQuestions).where(eq(liveQaQuestions.contentId, session.id)),
    ).toHaveLength(0);
  });

  it('keeps question text as text (no markup is interpreted)', async () => {
    const { session } = await insertSession();
    const { client } = await signedInPerson(t);
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const asked = await ask(client, session.id, payload);
    expect(asked.question).toBe(payload);
  });

  it('answers 404 for drafts and other types', async () => {
    const { session: draft } = await insertSession('draft');
    const author = await insertPerson(db());
    const post = await insertStory(db(), author.id);
    const { client } = await signedInPerson(t);
    for (const id of [draft.id, post.id]) {
      expect((await client.post('/api2/liveqa/ask', { cgroupId: id, question: 'Hi?' })).status).toBe(404);
      expect((await guest().get(`/api2/liveqa/questions?cgroupId=${id}`)).status).toBe(404);
    }
  });

  it('limits questions per account with 429', async () => {
    const { session } = await insertSession();
    const { client } = await signedInPerson(t);
    for (let i = 0; i < 3; i++) await ask(client, session.id, `Question ${i}`);
    const over = await client.post('/api2/liveqa/ask', { cgroupId: session.id, question: 'One more' });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('the host', () => {
  it('answers; the asker sees the answer; others get 403 and nothing changes', async () => {
    const { host, session } = await insertSession();
    const reader = await signedInPerson(t);
    const asked = await ask(reader.client, session.id, 'When do you publish?');

    const stranger = await signedInPerson(t);
    const refused = await stranger.client.post('/api2/liveqa/answer', {
      questionId: asked.questionId,
      answer: 'Never',
    });
    expect(refused.status).toBe(403);
    expect(
      (await reader.client.post('/api2/liveqa/answer', { questionId: asked.questionId, answer: 'Me' }))
        .status,
    ).toBe(403);
    expect(
      (await guest().post('/api2/liveqa/answer', { questionId: asked.questionId, answer: 'x' })).status,
    ).toBe(401);
    expect(
      (await host.client.post('/api2/liveqa/answer', { questionId: asked.questionId, answer: ' ' })).status,
    ).toBe(400);
    expect(
      (
        await host.client.post('/api2/liveqa/answer', {
          questionId: asked.questionId,
          answer: 'y'.repeat(4001),
        })
      ).status,
    ).toBe(400);
    expect(
      (await host.client.post('/api2/liveqa/answer', { questionId: 999_999_999, answer: 'x' })).status,
    ).toBe(404);

    const answered = await host.client.post('/api2/liveqa/answer', {
      questionId: asked.questionId,
      answer: 'Every Friday at five.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.board.isHost).toBe(true);
    const board = await boardOf(reader.client, session.id);
    expect(board.questions[0]).toMatchObject({ answer: 'Every Friday at five.' });
    expect(board.questions[0].answeredAt).not.toBeNull();
  });

  it('closes and reopens; a closed session refuses questions and upvotes with 409', async () => {
    const { host, session } = await insertSession();
    const reader = await signedInPerson(t);
    const asked = await ask(reader.client, session.id, 'Before closing?');
    expect(
      (await reader.client.post('/api2/liveqa/state', { cgroupId: session.id, open: false })).status,
    ).toBe(403);
    expect((await guest().post('/api2/liveqa/state', { cgroupId: session.id, open: false })).status).toBe(
      401,
    );

    const closed = await host.client.post('/api2/liveqa/state', { cgroupId: session.id, open: false });
    expect(closed.status).toBe(200);
    expect(closed.body.data.board.open).toBe(false);
    expect((await boardOf(guest(), session.id)).open).toBe(false);
    const refused = await reader.client.post('/api2/liveqa/ask', { cgroupId: session.id, question: 'Late?' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsg).toBe(translate('en', 'error.liveQa.closed'));
    expect(
      (await reader.client.post('/api2/liveqa/upvote', { questionId: asked.questionId, up: true })).status,
    ).toBe(409);
    // The host still answers after closing.
    expect(
      (await host.client.post('/api2/liveqa/answer', { questionId: asked.questionId, answer: 'Yes.' }))
        .status,
    ).toBe(200);

    const reopened = await host.client.post('/api2/liveqa/state', { cgroupId: session.id, open: true });
    expect(reopened.body.data.board.open).toBe(true);
    await ask(reader.client, session.id, 'After reopening?');
  });

  it('hides a question from readers but still sees it, marked', async () => {
    const { host, session } = await insertSession();
    const reader = await signedInPerson(t);
    const asked = await ask(reader.client, session.id, 'Spam spam spam');
    expect(
      (await reader.client.post('/api2/liveqa/hide', { questionId: asked.questionId, hidden: true })).status,
    ).toBe(403);
    const hidden = await host.client.post('/api2/liveqa/hide', {
      questionId: asked.questionId,
      hidden: true,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.board.questions[0]).toMatchObject({ questionId: asked.questionId, hidden: true });
    expect((await boardOf(reader.client, session.id)).questions).toHaveLength(0);
    expect((await boardOf(guest(), session.id)).questions).toHaveLength(0);
    expect(
      (await reader.client.post('/api2/liveqa/upvote', { questionId: asked.questionId, up: true })).status,
    ).toBe(404);
  });
});

describe('upvotes', () => {
  it('order the board: most upvoted first, then the oldest', async () => {
    const { session } = await insertSession();
    const asker = await signedInPerson(t);
    const first = await ask(asker.client, session.id, 'First');
    t.advance(1000);
    const second = await ask(asker.client, session.id, 'Second');
    t.advance(1000);
    const third = await ask(asker.client, session.id, 'Third');
    const voter = await signedInPerson(t);
    const up = await voter.client.post('/api2/liveqa/upvote', { questionId: third.questionId, up: true });
    expect(up.status).toBe(200);
    expect(up.body.data.vote).toEqual({ questionId: third.questionId, upvoteCount: 1, myVote: true });
    // Upvoting twice changes nothing.
    const again = await voter.client.post('/api2/liveqa/upvote', { questionId: third.questionId, up: true });
    expect(again.body.data.vote.upvoteCount).toBe(1);
    const board = await boardOf(voter.client, session.id);
    expect(board.questions.map((q: { question: string }) => q.question)).toEqual([
      'Third',
      'First',
      'Second',
    ]);
    expect(board.questions[0].myVote).toBe(true);
    expect(board.questions[1].myVote).toBe(false);

    const down = await voter.client.post('/api2/liveqa/upvote', { questionId: third.questionId, up: false });
    expect(down.body.data.vote).toEqual({ questionId: third.questionId, upvoteCount: 0, myVote: false });
    const after = await boardOf(guest(), session.id);
    expect(after.questions.map((q: { question: string }) => q.question)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(
      (await guest().post('/api2/liveqa/upvote', { questionId: first.questionId, up: true })).status,
    ).toBe(401);
    void second;
  });

  it('keep the count equal to the rows under 50 concurrent upvotes', async () => {
    const { session } = await insertSession();
    const asker = await signedInPerson(t);
    const asked = await ask(asker.client, session.id, 'Popular question');
    const readers = await Promise.all(Array.from({ length: 25 }, () => insertPerson(db())));
    const clients = await Promise.all(readers.map((reader) => signedInClient(t, reader.id)));
    const answers = await Promise.all(
      clients.flatMap((client) => [
        client.post('/api2/liveqa/upvote', { questionId: asked.questionId, up: true }),
        client.post('/api2/liveqa/upvote', { questionId: asked.questionId, up: true }),
      ]),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [row] = await db()
      .select({ count: liveQaQuestions.upvoteCount })
      .from(liveQaQuestions)
      .where(eq(liveQaQuestions.id, asked.questionId));
    const [votes] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(liveQaVotes)
      .where(eq(liveQaVotes.questionId, asked.questionId));
    expect(row?.count).toBe(25);
    expect(votes?.n).toBe(25);
  });
});
