import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertComment, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine } from '../../test/team-fixtures.ts';
import { auditLog } from '../audit/tables.ts';
import { comments } from '../comments/tables.ts';
import { contents } from '../content/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
type Item = { reportId: number; status: string; decisions: string[]; restorable: boolean };
const find = (body: { data: { items: Item[] } }, reportId: number) =>
  body.data.items.find((item) => item.reportId === reportId);

/** A magazine with an editor and a writer, and a story of the writer's published by the magazine. */
async function magazineScene() {
  const team = await buildMagazine(t, { seats: ['editor', 'writer'], row: false });
  const { magazine } = team;
  const { editor, writer } = team.people;
  const story = await insertStory(db(), writer.id, { publisherId: magazine.id });
  const reader = await signedInPerson(t);
  const report = async (kind: 'story' | 'comment', targetId: number) =>
    (await reader.client.post('/api2/report', { kind, targetId, reason: 'spam' })).body.data
      .reportId as number;
  return { magazine, editor, writer, story, reader, report };
}

describe("a magazine's moderation queue (GET /api2/magazine/reports)", () => {
  it("lists reports on the magazine's stories and comments for its editors, with the admin queue's actions", async () => {
    const { magazine, editor, writer, story, report } = await magazineScene();
    const commenter = await signedInPerson(t);
    const comment = await insertComment(db(), commenter.id, story.id, { body: 'Spam link' });
    const storyReport = await report('story', story.id);
    const commentReport = await report('comment', comment.id);
    const elsewhere = await insertStory(db(), writer.id);
    const outside = await report('story', elsewhere.id);

    const url = `/api2/magazine/reports?magazineUserId=${magazine.id}`;
    const queue = await editor.client.get(url);
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.data.openCount).toBe(2);
    expect(find(queue.body, storyReport)).toMatchObject({ decisions: ['hide', 'remove', 'dismiss'] });
    expect(find(queue.body, commentReport)).toMatchObject({ decisions: ['hide', 'remove', 'dismiss'] });
    expect(find(queue.body, outside)).toBeUndefined();

    // A writer of the magazine, another magazine's editor (id tampering), a guest: refused.
    expect((await writer.client.get(url)).status).toBe(403);
    const other = await magazineScene();
    expect((await other.editor.client.get(url)).status).toBe(403);
    expect((await createClient(t.app).get(url)).status).toBe(401);
    expect((await editor.client.get(`${url}&status=all`)).status).toBe(400);
    expect((await editor.client.get('/api2/magazine/reports?magazineUserId=abc')).status).toBe(400);

    const decided = await editor.client.post('/api2/report/decide', {
      reportId: commentReport,
      decision: 'hide',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.report).toMatchObject({ status: 'hidden', restorable: true });
    const done = await editor.client.get(`${url}&status=decided`);
    expect(find(done.body, commentReport)).toMatchObject({ status: 'hidden', restorable: true });
    expect((await editor.client.get(url)).body.data.openCount).toBe(1);
  });
});

describe('restoring hidden content (POST /api2/report/restore)', () => {
  it('puts a hidden story back on its page, feeds and topic counts, with an audit row', async () => {
    const { editor, writer, story, report, reader } = await magazineScene();
    const reportId = await report('story', story.id);
    await editor.client.post('/api2/report/decide', { reportId, decision: 'hide' });
    const guest = createClient(t.app);
    expect((await guest.get(`/api2/content/page?cgroupId=${story.id}`)).status).toBe(404);

    // The reporter, the writer, a stranger: not theirs to restore; unknown ids: 404.
    for (const who of [reader, writer, await signedInPerson(t)])
      expect((await who.client.post('/api2/report/restore', { reportId })).status).toBe(403);
    expect((await editor.client.post('/api2/report/restore', { reportId: 9_999_999 })).status).toBe(404);
    expect((await editor.client.post('/api2/report/restore', { reportId: '1' })).status).toBe(400);
    expect((await guest.post('/api2/report/restore', { reportId })).status).toBe(401);

    const restored = await editor.client.post('/api2/report/restore', { reportId });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.report).toMatchObject({ status: 'restored', restorable: false, decisions: [] });
    const [row] = await db().select().from(contents).where(eq(contents.id, story.id));
    expect(row?.deletedAt).toBeNull();
    expect((await guest.get(`/api2/content/page?cgroupId=${story.id}`)).status).toBe(200);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.report.restore'), eq(auditLog.actorUserId, editor.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({ reportId, kind: 'story', targetId: story.id });

    const again = await editor.client.post('/api2/report/restore', { reportId });
    expect(again.status).toBe(409);
    expect(again.body.errorMsgKey).toBe('error.report.not.hidden');
  });

  it('restores a hidden comment for an admin with the comments right; removed content stays gone', async () => {
    const { story, report } = await magazineScene();
    const commenter = await signedInPerson(t);
    const hidden = await insertComment(db(), commenter.id, story.id, { body: 'Borderline remark' });
    const removed = await insertComment(db(), commenter.id, story.id, { body: 'Truly awful remark' });
    const hiddenReport = await report('comment', hidden.id);
    const removedReport = await report('comment', removed.id);
    const moderator = await signedInPerson(t, { admin: true, accessRights: ['comments'] });
    const stories = await signedInPerson(t, { admin: true, accessRights: ['content'] });
    await moderator.client.post('/api2/report/decide', { reportId: hiddenReport, decision: 'hide' });
    await moderator.client.post('/api2/report/decide', { reportId: removedReport, decision: 'remove' });
    const [before] = await db().select().from(contents).where(eq(contents.id, story.id));

    expect((await stories.client.post('/api2/report/restore', { reportId: hiddenReport })).status).toBe(403);
    const gone = await moderator.client.post('/api2/report/restore', { reportId: removedReport });
    expect(gone.status).toBe(409);
    const queue = await moderator.client.get('/api2/admin/reports?status=decided');
    expect(find(queue.body, hiddenReport)?.restorable).toBe(true);
    expect(find(queue.body, removedReport)?.restorable).toBe(false);

    const back = await moderator.client.post('/api2/report/restore', { reportId: hiddenReport });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const [comment] = await db().select().from(comments).where(eq(comments.id, hidden.id));
    expect(comment).toMatchObject({ deletedAt: null, body: expect.stringContaining('Borderline remark') });
    const [after] = await db().select().from(contents).where(eq(contents.id, story.id));
    expect(after!.commentCount).toBe(before!.commentCount + 1);
    const thread = await createClient(t.app).get(`/api2/comments?cgroupId=${story.id}`);
    expect(JSON.stringify(thread.body)).toContain('Borderline remark');
    expect(JSON.stringify(thread.body)).not.toContain('Truly awful');
  });
});
