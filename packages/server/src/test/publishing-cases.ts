import { CTYPE } from '@masthead/core';
import { expect } from 'vitest';
import type { createClient } from './app.ts';

/**
 * The route cases of publishing-permissions.test.ts (TESTING §2): for each mutating publishing route,
 * how to make a fresh object to call it on, the status each subject must get, and the same call on
 * another author's object, which must be refused.
 */

export type Client = ReturnType<typeof createClient>;

export const SUBJECTS = ['guest', 'reader', 'author', 'adminWithout', 'adminBlogs', 'master'] as const;
export type Subject = (typeof SUBJECTS)[number];

export const PREMIUM_SECRET = 'PREMIUM-ONLY-PARAGRAPH-7c1f';

/** A whole compose document. */
export const doc = (over: Record<string, unknown> = {}) => ({
  ctype: CTYPE.post,
  title: 'A morning in Tamsui',
  body: '<p>The ferry leaves at seven.</p>',
  topicIds: [] as number[],
  lang: 'en',
  extra: {},
  premium: false,
  ...over,
});

export const EXTRAS: Record<string, Record<string, unknown>> = {
  post: { ctype: CTYPE.post },
  premium: {
    ctype: CTYPE.post,
    premium: true,
    priceMinor: 300,
    currency: 'USD',
    body: `<p>Free start.</p><p>${PREMIUM_SECRET}</p>`,
  },
  poll: { ctype: CTYPE.poll, extra: { options: ['Tea', 'Coffee', 'Water'] } },
  list: { ctype: CTYPE.votableList, extra: { items: [{ title: 'One' }, { title: 'Two' }] } },
  quiz: {
    ctype: CTYPE.quiz,
    extra: {
      questions: [
        {
          question: 'Capital of Taiwan?',
          options: ['Taipei', 'Tainan'],
          answer: 0,
          explanation: 'QUIZ-EXPL-9',
        },
      ],
    },
  },
  premiumQuiz: {
    ctype: CTYPE.quiz,
    premium: true,
    priceMinor: 200,
    currency: 'USD',
    extra: {
      questions: [
        { question: 'Paid question?', options: ['Yes', 'No'], answer: 1, explanation: 'QUIZ-EXPL-PAID' },
      ],
    },
  },
  liveQa: {
    ctype: CTYPE.liveQa,
    extra: { startsAt: '2026-11-22T12:00:00.000Z', host: 'Mei' },
  },
  donate: { ctype: CTYPE.donate, extra: { goalMinor: 100_000, currency: 'USD' } },
};

let cardCounter = 0;
const payment = () => ({
  paymentMethod: { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
  idempotencyKey: `perm-${++cardCounter}-${Math.random().toString(36).slice(2, 12)}`,
});

export type Expect = number | 'ok';
export type Case = {
  name: string;
  method?: 'GET' | 'POST';
  /** Makes a fresh object for each subject's try (the author's), and answers the request. */
  request: () => Promise<{ url: string; body?: unknown }>;
  /** Expected status per subject; 'ok' is 200. */
  expect: Record<Subject, Expect>;
  /** The same request on another author's object: refused for the subject that was allowed. */
  swapped?: () => Promise<{ url: string; body?: unknown; status: number }>;
};

const signedInOnly = (ok: Expect = 'ok'): Record<Subject, Expect> => ({
  guest: 401,
  reader: ok,
  author: ok,
  adminWithout: ok,
  adminBlogs: ok,
  master: ok,
});
const authorOnly = (refusal: number): Record<Subject, Expect> => ({
  guest: 401,
  reader: refusal,
  author: 'ok',
  adminWithout: refusal,
  adminBlogs: refusal,
  master: refusal,
});
const blogAdmins = (): Record<Subject, Expect> => ({
  guest: 401,
  reader: 403,
  author: 403,
  adminWithout: 403,
  adminBlogs: 'ok',
  master: 'ok',
});

/** What the cases need from the test file: its people and the objects it makes (read when a case runs). */
export type CaseWorld = {
  clients: Record<Subject, Client>;
  /** Another author, owner of the objects of the swapped calls. */
  other: Client;
  create(client: Client, kind: keyof typeof EXTRAS, publish?: boolean): Promise<number>;
  ask(client: Client, cgroupId: number, question?: string): Promise<number>;
  submitBlog(client: Client): Promise<number>;
  recommendation(client: Client): Promise<number>;
  /** A blog on the loopback feed server; answers its address. */
  blog(): string;
  /** A fresh person, signed in. */
  someone(): Promise<Client>;
};

export function cases(w: CaseWorld): Case[] {
  const { create, ask, submitBlog, recommendation, blog, someone } = w;
  const a = () => w.clients.author;
  const composeVerb = (verb: string, kind: keyof typeof EXTRAS, publish: boolean): Case => ({
    name: `compose/${verb} (${publish ? 'published' : 'draft'})`,
    request: async () => ({
      url: `/api2/compose/${verb}`,
      body: { cgroupId: await create(a(), kind, publish) },
    }),
    expect: authorOnly(404),
    swapped: async () => ({
      url: `/api2/compose/${verb}`,
      body: { cgroupId: await create(w.other, kind, publish) },
      status: 404,
    }),
  });
  return [
    {
      name: 'compose/save (update)',
      request: async () => ({
        url: '/api2/compose/save',
        body: doc({ cgroupId: await create(a(), 'post', false), title: 'Changed by someone' }),
      }),
      expect: authorOnly(404),
      swapped: async () => ({
        url: '/api2/compose/save',
        body: doc({ cgroupId: await create(w.other, 'post', true), title: 'Hijacked' }),
        status: 404,
      }),
    },
    {
      name: 'compose/save changing the type of a content',
      request: async () => ({
        url: '/api2/compose/save',
        body: doc({ ...EXTRAS.poll, cgroupId: await create(a(), 'post', false) }),
      }),
      // Someone else's content stays hidden behind 404, whatever the body says.
      expect: { ...authorOnly(404), author: 400 },
    },
    {
      name: 'compose/save into a deleted content',
      request: async () => {
        const cgroupId = await create(a(), 'post', true);
        expect((await a().post('/api2/compose/delete', { cgroupId })).status).toBe(200);
        return { url: '/api2/compose/save', body: doc({ cgroupId }) };
      },
      expect: { ...authorOnly(404), author: 404 },
    },
    composeVerb('publish', 'post', false),
    composeVerb('unpublish', 'post', true),
    composeVerb('delete', 'post', true),
    composeVerb('delete', 'post', false),
    composeVerb('preview', 'post', false),
    composeVerb('preview/revoke', 'post', false),
    {
      name: 'compose/document',
      method: 'GET',
      request: async () => ({
        url: `/api2/compose/document?cgroupId=${await create(a(), 'premium', false)}`,
      }),
      expect: authorOnly(404),
      swapped: async () => ({
        url: `/api2/compose/document?cgroupId=${await create(w.other, 'premium', false)}`,
        status: 404,
      }),
    },
    {
      name: 'poll/vote',
      request: async () => ({
        url: '/api2/poll/vote',
        body: { cgroupId: await create(a(), 'poll'), option: 1 },
      }),
      expect: signedInOnly(),
    },
    {
      name: 'poll/vote on a draft poll',
      request: async () => ({
        url: '/api2/poll/vote',
        body: { cgroupId: await create(a(), 'poll', false), option: 1 },
      }),
      expect: { ...signedInOnly(404) },
    },
    {
      name: 'list/vote',
      request: async () => ({
        url: '/api2/list/vote',
        body: { cgroupId: await create(a(), 'list'), item: 1, up: true },
      }),
      expect: signedInOnly(),
    },
    {
      name: 'quiz/submit',
      request: async () => ({
        url: '/api2/quiz/submit',
        body: { quizId: await create(a(), 'quiz'), answers: [1] },
      }),
      expect: { ...signedInOnly(), guest: 'ok' },
    },
    {
      name: 'quiz/submit on a locked premium quiz',
      request: async () => ({
        url: '/api2/quiz/submit',
        body: { quizId: await create(a(), 'premiumQuiz'), answers: [0] },
      }),
      // Its right answers and explanations are what the reader would pay for.
      expect: { ...authorOnly(403), guest: 403 },
    },
    {
      name: 'quiz/submit on a draft quiz',
      request: async () => ({
        url: '/api2/quiz/submit',
        body: { quizId: await create(a(), 'quiz', false), answers: [0] },
      }),
      expect: { ...signedInOnly(404), guest: 404 },
    },
    {
      name: 'liveqa/ask',
      request: async () => ({
        url: '/api2/liveqa/ask',
        body: { cgroupId: await create(a(), 'liveQa'), question: 'Is it open?' },
      }),
      expect: signedInOnly(),
    },
    {
      name: 'liveqa/upvote',
      request: async () => ({
        url: '/api2/liveqa/upvote',
        body: { questionId: await ask(w.other, await create(a(), 'liveQa')), up: true },
      }),
      expect: signedInOnly(),
    },
    {
      name: 'liveqa/answer',
      request: async () => ({
        url: '/api2/liveqa/answer',
        body: { questionId: await ask(w.other, await create(a(), 'liveQa')), answer: 'At seven.' },
      }),
      expect: authorOnly(403),
      swapped: async () => ({
        url: '/api2/liveqa/answer',
        body: {
          questionId: await ask(w.clients.reader, await create(w.other, 'liveQa')),
          answer: 'Hijacked',
        },
        status: 403,
      }),
    },
    {
      name: 'liveqa/hide',
      request: async () => ({
        url: '/api2/liveqa/hide',
        body: { questionId: await ask(w.other, await create(a(), 'liveQa')), hidden: true },
      }),
      expect: authorOnly(403),
      swapped: async () => ({
        url: '/api2/liveqa/hide',
        body: { questionId: await ask(w.clients.reader, await create(w.other, 'liveQa')), hidden: true },
        status: 403,
      }),
    },
    {
      name: 'liveqa/state',
      request: async () => ({
        url: '/api2/liveqa/state',
        body: { cgroupId: await create(a(), 'liveQa'), open: false },
      }),
      expect: authorOnly(403),
      swapped: async () => ({
        url: '/api2/liveqa/state',
        body: { cgroupId: await create(w.other, 'liveQa'), open: false },
        status: 403,
      }),
    },
    {
      name: 'liveqa/ask on a closed session',
      request: async () => {
        const cgroupId = await create(a(), 'liveQa');
        expect((await a().post('/api2/liveqa/state', { cgroupId, open: false })).status).toBe(200);
        return { url: '/api2/liveqa/ask', body: { cgroupId, question: 'Still open?' } };
      },
      expect: signedInOnly(409),
    },
    {
      name: 'liveqa/ask on a draft session',
      request: async () => ({
        url: '/api2/liveqa/ask',
        body: { cgroupId: await create(a(), 'liveQa', false), question: 'Anyone?' },
      }),
      expect: signedInOnly(404),
    },
    {
      name: 'liveqa/upvote on a hidden question',
      request: async () => {
        const questionId = await ask(w.other, await create(a(), 'liveQa'));
        expect((await a().post('/api2/liveqa/hide', { questionId, hidden: true })).status).toBe(200);
        return { url: '/api2/liveqa/upvote', body: { questionId, up: true } };
      },
      expect: signedInOnly(404),
    },
    {
      name: 'liveqa/questions of a draft session',
      method: 'GET',
      request: async () => ({ url: `/api2/liveqa/questions?cgroupId=${await create(a(), 'liveQa', false)}` }),
      expect: { ...signedInOnly(404), guest: 404 },
    },
    {
      name: 'payments/donate to a content that is not a fundraiser',
      request: async () => ({
        url: '/api2/payments/donate',
        body: { cgroupId: await create(w.other, 'post'), amountMinor: 500, currency: 'USD', ...payment() },
      }),
      expect: signedInOnly(404),
    },
    {
      name: 'payments/unlock a story that is not premium',
      request: async () => ({
        url: '/api2/payments/unlock',
        body: { cgroupId: await create(w.other, 'post'), ...payment() },
      }),
      expect: signedInOnly(404),
    },
    {
      name: 'payments/unlock a draft premium story',
      request: async () => ({
        url: '/api2/payments/unlock',
        body: { cgroupId: await create(w.other, 'premium', false), ...payment() },
      }),
      expect: signedInOnly(404),
    },
    {
      name: 'payments/unlock one’s own premium story',
      request: async () => ({
        url: '/api2/payments/unlock',
        body: { cgroupId: await create(a(), 'premium'), ...payment() },
      }),
      expect: signedInOnly(), // the author's own: 200 without a charge
    },
    {
      name: 'payments/donate',
      request: async () => ({
        url: '/api2/payments/donate',
        body: { cgroupId: await create(w.other, 'donate'), amountMinor: 500, currency: 'USD', ...payment() },
      }),
      expect: signedInOnly(),
    },
    {
      name: 'payments/unlock',
      request: async () => ({
        url: '/api2/payments/unlock',
        body: { cgroupId: await create(w.other, 'premium'), ...payment() },
      }),
      expect: signedInOnly(),
    },
    {
      name: 'blog/cancel',
      request: async () => ({ url: '/api2/blog/cancel', body: { submissionId: await submitBlog(a()) } }),
      expect: authorOnly(404),
      swapped: async () => ({
        url: '/api2/blog/cancel',
        body: { submissionId: await submitBlog(w.other) },
        status: 404,
      }),
    },
    {
      name: 'publisher/recommend',
      request: async () => ({ url: '/api2/publisher/recommend', body: { url: blog() } }),
      expect: signedInOnly(),
    },
    {
      name: 'admin/blogs',
      method: 'GET',
      request: async () => ({ url: '/api2/admin/blogs' }),
      expect: blogAdmins(),
    },
    {
      name: 'admin/blog/review approve',
      request: async () => ({
        url: '/api2/admin/blog/review',
        body: { submissionId: await submitBlog(await someone()), decision: 'approve' },
      }),
      expect: blogAdmins(),
    },
    {
      name: 'admin/blog/review reject',
      request: async () => ({
        url: '/api2/admin/blog/review',
        body: { submissionId: await submitBlog(await someone()), decision: 'reject', reasons: 'Not a blog.' },
      }),
      expect: blogAdmins(),
    },
    {
      name: 'admin/publisher/recommendations',
      method: 'GET',
      request: async () => ({ url: '/api2/admin/publisher/recommendations' }),
      expect: blogAdmins(),
    },
    {
      name: 'admin/publisher/recommendation/dismiss',
      request: async () => ({
        url: '/api2/admin/publisher/recommendation/dismiss',
        body: { recommendationId: await recommendation(await someone()) },
      }),
      expect: blogAdmins(),
    },
    {
      name: 'admin/publisher/recommendation/submit',
      request: async () => ({
        url: '/api2/admin/publisher/recommendation/submit',
        body: { recommendationId: await recommendation(await someone()) },
      }),
      expect: blogAdmins(),
    },
    {
      name: 'photo/external (a library path)',
      request: async () => ({
        url: '/api2/photo/external',
        body: { url: '/images/u/1/none.jpg', source: 'library' },
      }),
      expect: { ...signedInOnly(), reader: 0, author: 0, adminWithout: 0, adminBlogs: 0, master: 0 },
    },
  ];
}

export const statusOf = (expected: Expect) => (expected === 'ok' ? 200 : expected);
