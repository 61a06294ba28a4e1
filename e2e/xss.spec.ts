import type { ContentSummary } from '@masthead/core';
import { expect, type Page, test } from '@playwright/test';
import { newPerson, waitForHydration } from './helpers.ts';
import { signUpByApi } from './journey-helpers.ts';

/**
 * TESTING §6 in the browser: hostile markup typed into the fields readers fill (display name, comment,
 * notebook name and description, search) is shown on every page as text, and never runs.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload=window.__xss=1>',
  '"><iframe src="javascript:window.top.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
];

async function armTrap(page: Page, dialogs: string[]) {
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(dialogs).toEqual([]);
}

test('hostile markup in names, comments, notebooks and search is shown as text and never runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  await armTrap(page, dialogs);
  const person = { ...newPerson(), displayName: '<img src=x onerror=alert(1)>' };
  await signUpByApi(page.request, person);

  const top = (await (await page.request.get('/api2/feed/top')).json()).data.items as ContentSummary[];
  const story = top[0];
  if (!story) throw new Error('the demo seed has no top stories');
  for (const body of PAYLOADS) {
    const answer = await page.request.post('/api2/comment', { data: { cgroupId: story.cgroupId, body } });
    // A payload that is nothing but markup is refused as an empty comment; the rest are stored sanitised.
    expect([200, 400]).toContain(answer.status());
  }
  const created = await page.request.post('/api2/notebook/create', {
    data: { name: PAYLOADS[0], description: PAYLOADS[5] },
  });
  expect(created.status()).toBe(200);
  const notebook = (await created.json()).data.notebook as { notebookId: number };
  await page.request.post('/api2/notebook/save', {
    data: { notebookId: notebook.notebookId, cgroupId: story.cgroupId },
  });

  for (const path of [
    story.url,
    `/@${person.username}`,
    '/notebooks.html',
    `/notebook/${notebook.notebookId}/x.html`,
    `/search.html?q=${encodeURIComponent(PAYLOADS[0] ?? '')}`,
    `/search.html?q=${encodeURIComponent(PAYLOADS[2] ?? '')}&tab=people`,
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNothingRan(page, dialogs);
  }
  // The display name is shown as the text it is.
  await page.goto(`/@${person.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.displayName);
});

/** Hostile markup in every field a published content shows (issue 4), and in an imported RSS feed. */
const X = (n: number) => PAYLOADS[n % PAYLOADS.length] ?? '';
const BODY_PAYLOADS = [
  ...PAYLOADS,
  '<p><img src=x onerror="window.__xss=1"></p>',
  '<iframe src="javascript:window.top.__xss=1"></iframe>',
  '<p><a href="javascript:window.__xss=1">a link</a></p>',
  '<div data-embed="video"><iframe src="https://evil.example/embed?x=1" onload="window.top.__xss=1"></iframe></div>',
  '<iframe src="https://www.youtube.com/embed/abc" srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join('');

/** An RSS feed whose every text is hostile, entity-encoded and in CDATA. */
function hostileFeed(origin: string) {
  const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const items = PAYLOADS.map(
    (payload, index) =>
      `<item><title>${escapeXml(`Story ${index} ${payload}`)}</title><link>${origin}/hostile/${index}</link>` +
      `<guid>hostile-${index}</guid><description><![CDATA[<p>Part ${index}</p>${payload}<script>window.__xss=1</script>]]></description>` +
      `<pubDate>${new Date(Date.UTC(2025, 4, 10 - index)).toUTCString()}</pubDate></item>`,
  ).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${escapeXml(`Hostile ${X(0)}`)}</title><link>${origin}/hostile/</link><description>${escapeXml(X(5))}</description>${items}</channel></rss>`;
}

test('hostile markup in composed content, interactions and imported RSS is shown as text and never runs', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { createServer } = await import('node:http');
  const feed = createServer((request, response) => {
    if (request.url === '/hostile/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(hostileFeed(feedOrigin));
    } else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const address = feed.address();
  const feedOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const writerContext = await browser.newContext();
    const writer = writerContext.request;
    await signUpByApi(writer, { ...newPerson(), displayName: X(2) });
    const readerContext = await browser.newContext();
    await signUpByApi(readerContext.request, newPerson());

    const urls: string[] = [];
    async function publish(
      ctype: number,
      extra: Record<string, unknown>,
      over: Record<string, unknown> = {},
    ) {
      const saved = await writer.post('/api2/compose/save', {
        data: {
          ctype,
          title: `${X(urls.length)} title`,
          description: `${X(urls.length + 1)} description`,
          body: BODY_PAYLOADS,
          topicIds: [],
          lang: 'en',
          extra,
          premium: false,
          ...over,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const { cgroupId } = (await saved.json()).data as { cgroupId: number };
      const published = await writer.post('/api2/compose/publish', { data: { cgroupId } });
      expect(published.status(), await published.text()).toBe(200);
      const url = ((await published.json()).data as { url: string }).url;
      urls.push(url);
      return cgroupId;
    }

    await publish(9, {});
    await publish(102, { items: PAYLOADS.map((payload) => ({ title: payload, description: X(3) })) });
    const quiz = await publish(11, {
      questions: PAYLOADS.map((payload, index) => ({
        question: payload,
        options: [X(index + 1), X(index + 2)],
        answer: 0,
        explanation: X(index + 3),
      })),
    });
    await publish(104, { options: PAYLOADS.slice(0, 6) });
    await publish(106, {
      messages: PAYLOADS.map((payload, index) => ({ speaker: X(index % 3), text: payload })),
    });
    await publish(105, { topText: X(0), bottomText: X(5) });
    await publish(101, { startsAt: '2027-01-10T10:00:00.000Z', venue: X(1), address: X(6) });
    const liveQa = await publish(107, { startsAt: '2026-11-22T12:00:00.000Z', host: X(4) });

    // Interactions: a quiz play with a result page, a poll vote, a live question and its answer.
    const played = await readerContext.request.post('/api2/quiz/submit', {
      data: { quizId: quiz, answers: PAYLOADS.map(() => 1) },
    });
    expect(played.status(), await played.text()).toBe(200);
    const resultUrl = ((await played.json()).data as { url?: string; code?: string }).url;
    if (resultUrl) urls.push(resultUrl);
    for (const question of [X(0), X(5)]) {
      const asked = await readerContext.request.post('/api2/liveqa/ask', {
        data: { cgroupId: liveQa, question },
      });
      expect(asked.status(), await asked.text()).toBe(200);
    }
    const board = (await (await writer.get(`/api2/liveqa/questions?cgroupId=${liveQa}`)).json()).data
      .board as {
      questions: { questionId: number }[];
    };
    for (const [index, question] of board.questions.entries()) {
      const answered = await writer.post('/api2/liveqa/answer', {
        data: { questionId: question.questionId, answer: X(index + 6) },
      });
      expect(answered.status(), await answered.text()).toBe(200);
    }

    // A hostile blog, submitted by the reader and approved by the master admin: its stories are imported.
    const submitted = await readerContext.request.post('/api2/blog/submit', {
      data: { url: `${feedOrigin}/hostile/feed.xml`, lang: 'en' },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const submissionId = (await submitted.json()).data.submission.submissionId as number;
    const adminContext = await browser.newContext();
    const signedIn = await adminContext.request.post('/api/auth/login/p.json', {
      data: { login: 'ada', password: 'demo-reader-2026' },
    });
    expect(signedIn.status()).toBe(200);
    const admin = await adminContext.newPage();
    const adminDialogs: string[] = [];
    await armTrap(admin, adminDialogs);
    await admin.goto('/admin/blogs.html');
    await waitForHydration(admin);
    await expectNothingRan(admin, adminDialogs);
    const approved = await adminContext.request.post('/api2/admin/blog/review', {
      data: { submissionId, decision: 'approve' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await admin.goto('/admin/blogs.html?status=approved');
    await waitForHydration(admin);
    await expectNothingRan(admin, adminDialogs);
    const mine = (await (await readerContext.request.get('/api2/blog/mine')).json()).data as {
      submissions?: { submissionId: number; publisher: { userId: number; url: string } | null }[];
      items?: { submissionId: number; publisher: { userId: number; url: string } | null }[];
    };
    const publisher = (mine.submissions ?? mine.items ?? []).find(
      (s) => s.submissionId === submissionId,
    )?.publisher;
    expect(publisher).toBeTruthy();
    if (publisher) {
      urls.push(publisher.url);
      let imported: { url: string }[] = [];
      await expect
        .poll(
          async () => {
            const answer = await page.request.get(`/api2/profile/content?userId=${publisher.userId}`);
            imported = ((await answer.json()).data?.items ?? []) as { url: string }[];
            return imported.length;
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      urls.push(...imported.slice(0, 3).map((item) => item.url));
    }

    // Every page, for a guest and for a reader.
    const reader = await readerContext.newPage();
    for (const visitor of [page, reader]) {
      const dialogs: string[] = [];
      await armTrap(visitor, dialogs);
      for (const url of urls) {
        const response = await visitor.goto(url);
        expect(response?.status(), url).toBe(200);
        await waitForHydration(visitor);
        await expectNothingRan(visitor, dialogs);
      }
    }
    // The hostile title is shown as the text it is.
    await page.goto(urls[0] ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${X(0)} title`);
  } finally {
    feed.closeAllConnections();
    await new Promise<void>((resolve) => feed.close(() => resolve()));
  }
});
