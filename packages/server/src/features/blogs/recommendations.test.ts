import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, type TestApp } from '../../test/app.ts';
import { people, simpleBlog, useBlogsApp } from '../../test/blogs-fixtures.ts';
import { insertPerson, signedInClient } from '../../test/reading-fixtures.ts';
import { blogSubmissions, publisherRecommendations } from './tables.ts';

let t: TestApp;
useBlogsApp((app) => {
  t = app;
});

const db = () => t.database.db;
const guest = () => createClient(t.app);

describe('publisher recommendations', () => {
  it('stores a recommendation, shows it to reviewers, dismisses or reviews it as a submission', async () => {
    const { reader, admin } = await people(t);
    const server = await simpleBlog('Recommended Blog', 1);
    const first = await reader.client.post('/api2/publisher/recommend', {
      url: server.origin,
      note: '  Lovely writing <b>x</b> ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.recommendation).toMatchObject({
      url: `${server.origin}/`,
      note: 'Lovely writing <b>x</b>',
      status: 'new',
    });
    const second = await reader.client.post('/api2/publisher/recommend', { url: 'https://another.example/' });

    const queue = await admin.client.get('/api2/admin/publisher/recommendations');
    const ids = queue.body.data.items.map((item: { recommendationId: number }) => item.recommendationId);
    expect(ids).toEqual(expect.arrayContaining([first.body.data.recommendation.recommendationId]));

    const dismissed = await admin.client.post('/api2/admin/publisher/recommendation/dismiss', {
      recommendationId: second.body.data.recommendation.recommendationId,
    });
    expect(dismissed.body.data.status).toBe('dismissed');
    const asSubmission = await admin.client.post('/api2/admin/publisher/recommendation/submit', {
      recommendationId: first.body.data.recommendation.recommendationId,
    });
    expect(asSubmission.status, JSON.stringify(asSubmission.body)).toBe(200);
    expect(asSubmission.body.data.submission).toMatchObject({
      state: 'submitted',
      title: 'Recommended Blog',
    });
    const [row] = await db()
      .select()
      .from(blogSubmissions)
      .where(eq(blogSubmissions.id, asSubmission.body.data.submission.submissionId));
    expect(row?.submitterId).toBe(reader.userId);
    const again = await admin.client.post('/api2/admin/publisher/recommendation/dismiss', {
      recommendationId: first.body.data.recommendation.recommendationId,
    });
    expect(again.status).toBe(400);
  });

  it('refuses guests, bad input and floods', async () => {
    expect((await guest().post('/api2/publisher/recommend', { url: 'https://a.example/' })).status).toBe(401);
    const person = await insertPerson(db());
    const client = await signedInClient(t, person.id);
    expect((await client.post('/api2/publisher/recommend', { url: 'javascript:1' })).status).toBe(400);
    expect(
      (await client.post('/api2/publisher/recommend', { url: 'https://a.example/', note: 'x'.repeat(501) }))
        .status,
    ).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await client.post('/api2/publisher/recommend', { url: `https://r${i}.example/` })).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const stored = await db()
      .select({ n: count() })
      .from(publisherRecommendations)
      .where(and(eq(publisherRecommendations.userId, person.id)));
    expect(stored[0]?.n).toBe(10);
  });
});
