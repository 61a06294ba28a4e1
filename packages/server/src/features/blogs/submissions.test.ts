import { translate } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, type TestApp } from '../../test/app.ts';
import { people, simpleBlog, submit, submitted, useBlogsApp } from '../../test/blogs-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { blogSubmissions } from './tables.ts';

let t: TestApp;
useBlogsApp((app) => {
  t = app;
});

const db = () => t.database.db;
const guest = () => createClient(t.app);

describe('submission states (SPEC §4)', () => {
  it('refuses a resubmission the reviewer did not allow, and takes one that was allowed', async () => {
    const { reader, admin } = await people(t);
    const closed = await simpleBlog('Closed Blog');
    const first = await submitted(reader.client, closed.origin);
    const reject = await admin.client.post('/api2/admin/blog/review', {
      submissionId: first.submissionId,
      decision: 'reject',
      reasons: 'Mostly advertising',
      allowResubmit: false,
    });
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    const again = await submit(reader.client, closed.origin);
    expect(again.status).toBe(409);
    expect(again.body.errorMsgKey).toBe('error.blog.resubmit.not.allowed');

    const open = await simpleBlog('Open Blog');
    const second = await submitted(reader.client, open.origin);
    await admin.client.post('/api2/admin/blog/review', {
      submissionId: second.submissionId,
      decision: 'reject',
      reasons: 'Feed has no dates',
      allowResubmit: true,
    });
    const resubmitted = await submitted(reader.client, open.origin);
    expect(resubmitted.state).toBe('resubmitted');

    const mine = await reader.client.get('/api2/blog/mine');
    const states = mine.body.data.submissions.map((s: { state: string; reasons: string }) => [
      s.state,
      s.reasons,
    ]);
    expect(states).toEqual([
      ['resubmitted', ''],
      ['not_approved', 'Feed has no dates'],
      ['not_approved', 'Mostly advertising'],
    ]);
  });

  it('needs reasons to not approve', async () => {
    const { reader, admin } = await people(t);
    const server = await simpleBlog('Reasonless');
    const submission = await submitted(reader.client, server.origin);
    const response = await admin.client.post('/api2/admin/blog/review', {
      submissionId: submission.submissionId,
      decision: 'reject',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.reasons).toBe(translate('en', 'validation.blog.reasons.required'));
  });

  it('cancels a pending submission, refuses to cancel an approved one, and hides others’ ones', async () => {
    const { reader, admin } = await people(t);
    const stranger = await signedInPerson(t);
    const pendingBlog = await simpleBlog('Pending Blog');
    const pending = await submitted(reader.client, pendingBlog.origin);
    expect(
      (await stranger.client.post('/api2/blog/cancel', { submissionId: pending.submissionId })).status,
    ).toBe(404);
    const canceled = await reader.client.post('/api2/blog/cancel', { submissionId: pending.submissionId });
    expect(canceled.body.data.submission).toMatchObject({ status: 'canceled', canCancel: false });

    const approvedBlog = await simpleBlog('Approved Blog');
    const approved = await submitted(reader.client, approvedBlog.origin);
    await admin.client.post('/api2/admin/blog/review', {
      submissionId: approved.submissionId,
      decision: 'approve',
    });
    const refused = await reader.client.post('/api2/blog/cancel', { submissionId: approved.submissionId });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsgKey).toBe('error.blog.already.approved');
  });

  it('keeps one live submission per blog', async () => {
    const { reader } = await people(t);
    const other = await signedInPerson(t);
    const server = await simpleBlog('Popular Blog');
    const first = await submitted(reader.client, `${server.origin}/`);
    // The same person again: the same submission answers.
    expect((await submitted(reader.client, server.origin)).submissionId).toBe(first.submissionId);
    const response = await submit(other.client, `${server.origin}/feed.xml`);
    expect(response.status).toBe(400);
    expect(response.body.errors.fields.url).toBe(translate('en', 'validation.blog.alreadySubmitted'));
  });
});

describe('review queue permissions (SPEC §6)', () => {
  it('lets masterAdmin and admins with the blogs right in, and nobody else', async () => {
    const { reader, admin, master } = await people(t);
    const adminWithout = await signedInPerson(t, { admin: true, accessRights: ['photos'] });
    const server = await simpleBlog('Permission Blog');
    const submission = await submitted(reader.client, server.origin);

    expect((await guest().get('/api2/admin/blogs')).status).toBe(401);
    for (const client of [reader.client, adminWithout.client]) {
      const response = await client.get('/api2/admin/blogs');
      expect(response.status).toBe(403);
      expect(response.body.errorMsgKey).toBe('error.access_deny');
      const review = await client.post('/api2/admin/blog/review', {
        submissionId: submission.submissionId,
        decision: 'approve',
      });
      expect(review.status).toBe(403);
      expect((await client.get('/api2/admin/publisher/recommendations')).status).toBe(403);
    }
    const [row] = await db()
      .select()
      .from(blogSubmissions)
      .where(eq(blogSubmissions.id, submission.submissionId));
    expect(row?.status).toBe('pending');

    for (const client of [admin.client, master.client]) {
      const response = await client.get('/api2/admin/blogs?status=pending');
      expect(response.status).toBe(200);
      const item = response.body.data.items.find(
        (entry: { submissionId: number }) => entry.submissionId === submission.submissionId,
      );
      expect(item.previewTitles).toEqual(['Story 1', 'Story 2', 'Story 3']);
      expect(item.submitter.userId).toBe(reader.userId);
      expect(response.body.data.counts.pending).toBeGreaterThan(0);
    }
    // Nothing the queue shows carries an email or access rights.
    expect(JSON.stringify((await admin.client.get('/api2/admin/blogs')).body)).not.toMatch(
      /email|accessRight/,
    );
  });
});
