import { ACCESS_RIGHTS, MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { assertTopicCountsMatch } from '../../test/invariants.ts';
import {
  insertComment,
  insertMagazine,
  insertStory,
  insertTopic,
  signedInPerson,
} from '../../test/reading-fixtures.ts';
import { magazineMembers, sessions, users } from '../accounts/tables.ts';
import { auditLog } from '../audit/tables.ts';
import { comments } from '../comments/tables.ts';
import { contents, topicLangCounts } from '../content/tables.ts';
import { isSpecialAccount } from '../magazines/plan-rows.ts';
import { notifications } from '../notifications/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const admin = (rights: string[]) => signedInPerson(t, { admin: true, accessRights: rights });
const master = () => signedInPerson(t, { admin: true, masterAdmin: true });
const auditCount = async () =>
  (await db().select().from(auditLog).where(like(auditLog.action, 'admin.%'))).length;

async function storyWithComment() {
  const author = await signedInPerson(t);
  const story = await insertStory(db(), author.id);
  const commenter = await signedInPerson(t);
  const comment = await insertComment(db(), commenter.id, story.id, { body: 'Buy cheap pills here' });
  return { author, story, commenter, comment };
}

describe('reports (POST /api2/report)', () => {
  it('takes a report once per reader and target, refuses guests, unknown targets and one’s own', async () => {
    const { story, comment, commenter } = await storyWithComment();
    const reader = await signedInPerson(t);
    const body = { kind: 'comment', targetId: comment.id, reason: 'spam', note: 'Advert' };
    expect((await createClient(t.app).post('/api2/report', body)).status).toBe(401);
    const first = await reader.client.post('/api2/report', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await reader.client.post('/api2/report', body);
    expect(again.body.data.reportId).toBe(first.body.data.reportId);
    expect((await reader.client.post('/api2/report', { ...body, targetId: 9_999_999 })).status).toBe(404);
    const own = await commenter.client.post('/api2/report', body);
    expect(own.status).toBe(400);
    expect(own.body.errorMsgKey).toBe('error.report.own');
    const bad = await reader.client.post('/api2/report', {
      kind: 'story',
      targetId: story.id,
      reason: 'meh',
    });
    expect(bad.status).toBe(400);
    expect((await reader.client.post('/api2/report', { ...body, targetId: '7' })).status).toBe(400);
  });
});

describe('the moderation queue and decisions', () => {
  it('lets an admin with the comments right hide a comment: gone for readers, reporter and author told, audited', async () => {
    const { story, comment, commenter } = await storyWithComment();
    const reader = await signedInPerson(t);
    const { body } = await reader.client.post('/api2/report', {
      kind: 'comment',
      targetId: comment.id,
      reason: 'spam',
    });
    const reportId = body.data.reportId as number;
    const moderator = await admin(['comments']);
    const stories = await admin(['content']);
    const nobody = await admin([]);

    const queue = await moderator.client.get('/api2/admin/reports');
    expect(queue.status).toBe(200);
    const item = queue.body.data.items.find((r: { reportId: number }) => r.reportId === reportId);
    expect(item.decisions).toEqual(['hide', 'remove', 'dismiss']);
    // The stories moderator reads the queue, but not comment reports.
    const theirs = await stories.client.get('/api2/admin/reports');
    expect(theirs.body.data.items.some((r: { reportId: number }) => r.reportId === reportId)).toBe(false);
    expect((await nobody.client.get('/api2/admin/reports')).status).toBe(403);
    expect((await createClient(t.app).get('/api2/admin/reports')).status).toBe(401);

    const before = await auditCount();
    expect((await stories.client.post('/api2/report/decide', { reportId, decision: 'hide' })).status).toBe(
      403,
    );
    expect((await reader.client.post('/api2/report/decide', { reportId, decision: 'hide' })).status).toBe(
      403,
    );
    const wrong = await moderator.client.post('/api2/report/decide', { reportId, decision: 'suspend' });
    expect(wrong.status).toBe(400);
    expect(await auditCount()).toBe(before);

    const shown = await createClient(t.app).get(`/api2/comments?cgroupId=${story.id}`);
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).toContain('Buy cheap pills');
    const decided = await moderator.client.post('/api2/report/decide', { reportId, decision: 'hide' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.report).toMatchObject({ status: 'hidden', decisions: [] });
    const [row] = await db().select().from(comments).where(eq(comments.id, comment.id));
    expect(row?.deletedAt).not.toBeNull();
    const thread = await createClient(t.app).get(`/api2/comments?cgroupId=${story.id}`);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).not.toContain('Buy cheap pills');
    expect(await auditCount()).toBe(before + 1);
    const told = await db().select().from(notifications).where(eq(notifications.kind, 'report_decided'));
    expect(told.some((n) => n.userId === reader.id)).toBe(true);
    const author = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'content_moderated'), eq(notifications.userId, commenter.id)));
    expect(author).toHaveLength(1);
    const twice = await moderator.client.post('/api2/report/decide', { reportId, decision: 'remove' });
    expect(twice.status).toBe(409);
    expect(
      (await moderator.client.post('/api2/report/decide', { reportId: 9_999_999, decision: 'hide' })).status,
    ).toBe(404);
  });

  it('hides a story from its page and feeds at once; a magazine editor decides reports on its stories', async () => {
    const magazine = await insertMagazine(db());
    const editor = await signedInPerson(t);
    const writer = await signedInPerson(t);
    await db()
      .insert(magazineMembers)
      .values([
        {
          magazineUserId: magazine.id,
          userId: editor.id,
          role: MAGAZINE_ROLE.editor,
          ownerType: OWNER_TYPE.none,
        },
        {
          magazineUserId: magazine.id,
          userId: writer.id,
          role: MAGAZINE_ROLE.writer,
          ownerType: OWNER_TYPE.none,
        },
      ]);
    const word = `zanzibarite${Date.now() % 100000}`;
    const story = await insertStory(db(), writer.id, {
      publisherId: magazine.id,
      title: `The ${word} story`,
    });
    const guest = createClient(t.app);
    expect((await guest.get(`/api2/content/page?cgroupId=${story.id}`)).status).toBe(200);
    const found = await guest.get(`/api2/search?q=${word}`);
    const ids = (answer: { body: { data: { items: { cgroupId: number }[] } } }) =>
      answer.body.data.items.map((item) => item.cgroupId);
    expect(ids(found)).toContain(story.id);
    const reader = await signedInPerson(t);
    const { body } = await reader.client.post('/api2/report', {
      kind: 'story',
      targetId: story.id,
      reason: 'misinformation',
    });
    const reportId = body.data.reportId as number;
    // A writer of the magazine may not; another magazine's editor neither (id tampering).
    expect((await writer.client.post('/api2/report/decide', { reportId, decision: 'hide' })).status).toBe(
      403,
    );
    const elsewhere = await signedInPerson(t);
    const other = await insertMagazine(db());
    await db().insert(magazineMembers).values({
      magazineUserId: other.id,
      userId: elsewhere.id,
      role: MAGAZINE_ROLE.editor,
      ownerType: OWNER_TYPE.none,
    });
    expect((await elsewhere.client.post('/api2/report/decide', { reportId, decision: 'hide' })).status).toBe(
      403,
    );
    const decided = await editor.client.post('/api2/report/decide', { reportId, decision: 'hide' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const [row] = await db().select().from(contents).where(eq(contents.id, story.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await guest.get(`/api2/content/page?cgroupId=${story.id}`)).status).toBe(404);
    expect(ids(await guest.get(`/api2/search?q=${word}`))).not.toContain(story.id);
  });

  it('suspends a reported person: their sessions end at once and they cannot sign in', async () => {
    const person = await signedInPerson(t);
    const reader = await signedInPerson(t);
    const { body } = await reader.client.post('/api2/report', {
      kind: 'person',
      targetId: person.id,
      reason: 'harassment',
    });
    const people = await admin(['people']);
    const comments = await admin(['comments']);
    const reportId = body.data.reportId as number;
    expect(
      (await comments.client.post('/api2/report/decide', { reportId, decision: 'suspend' })).status,
    ).toBe(403);
    const decided = await people.client.post('/api2/report/decide', { reportId, decision: 'suspend' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect(
      (await person.client.post('/api2/report', { kind: 'person', targetId: reader.id, reason: 'spam' }))
        .status,
    ).toBe(401);
  });
});

describe('the admin console routes', () => {
  it('grants and revokes rights (masterAdmin only), audited; a masterAdmin keeps every right', async () => {
    const boss = await master();
    const rightsAdmin = await admin(['rights']);
    const person = await signedInPerson(t);
    const body = { userId: person.id, rights: ['comments', 'topics'] };
    expect((await createClient(t.app).post('/api2/admin/rights', body)).status).toBe(401);
    expect((await rightsAdmin.client.post('/api2/admin/rights', body)).status).toBe(403);
    const before = await auditCount();
    const granted = await boss.client.post('/api2/admin/rights', body);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data.person).toMatchObject({ admin: true, accessRight: ['comments', 'topics'] });
    expect(await auditCount()).toBe(before + 1);
    expect((await person.client.get('/api2/admin/topics')).status).toBe(200);
    expect((await person.client.get('/api2/admin/people')).status).toBe(403);
    const list = await rightsAdmin.client.get('/api2/admin/rights');
    expect(list.body.data.admins.some((a: { userId: number }) => a.userId === person.id)).toBe(true);
    await boss.client.post('/api2/admin/rights', { userId: person.id, rights: [] });
    expect((await person.client.get('/api2/admin/topics')).status).toBe(403);
    expect((await boss.client.post('/api2/admin/rights', { userId: boss.id, rights: [] })).status).toBe(403);
    expect((await boss.client.post('/api2/admin/rights', { userId: 9_999_999, rights: [] })).status).toBe(
      404,
    );
    expect((await boss.client.post('/api2/admin/rights', { ...body, rights: ['root'] })).status).toBe(400);
  });

  it('keeps the special-handling list, searches people and suspends or restores them', async () => {
    const rightsAdmin = await admin(['rights']);
    const peopleAdmin = await admin(['people']);
    const person = await signedInPerson(t, { username: `zed${Date.now() % 100000}` });
    expect(
      (await peopleAdmin.client.post('/api2/admin/special', { userId: person.id, special: true })).status,
    ).toBe(403);
    const special = await rightsAdmin.client.post('/api2/admin/special', {
      userId: person.id,
      special: true,
    });
    expect(special.body.data.person.special).toBe(true);
    // A team on the list gets every feature of a plan (SPEC §6), at once.
    const team = await insertMagazine(db());
    expect(await isSpecialAccount(db(), t.config, team.id)).toBe(false);
    const teamSpecial = await rightsAdmin.client.post('/api2/admin/special', {
      userId: team.id,
      special: true,
    });
    expect(teamSpecial.body.data.person.special).toBe(true);
    expect(await isSpecialAccount(db(), t.config, team.id)).toBe(true);
    await rightsAdmin.client.post('/api2/admin/special', { userId: team.id, special: false });
    expect(await isSpecialAccount(db(), t.config, team.id)).toBe(false);
    const found = await peopleAdmin.client.get(`/api2/admin/people?q=${person.username}`);
    expect(found.body.data.items.map((p: { userId: number }) => p.userId)).toEqual([person.id]);
    expect((await rightsAdmin.client.get('/api2/admin/people')).status).toBe(403);
    const suspended = await peopleAdmin.client.post('/api2/admin/people/suspend', {
      userId: person.id,
      suspended: true,
    });
    expect(suspended.body.data.person.suspended).toBe(true);
    expect((await person.client.get('/api2/notification/new')).status).toBe(401);
    const restored = await peopleAdmin.client.post('/api2/admin/people/suspend', {
      userId: person.id,
      suspended: false,
    });
    expect(restored.body.data.person.suspended).toBe(false);
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row?.suspendedAt).toBeNull();
    const boss = await master();
    expect(
      (await peopleAdmin.client.post('/api2/admin/people/suspend', { userId: boss.id, suspended: true }))
        .status,
    ).toBe(403);
  });

  it("renames and merges topics ('Invalid master tag'), and lists the audit log", async () => {
    const topicsAdmin = await admin(['topics']);
    const source = await insertTopic(db(), { title: `Cats ${Date.now()}` });
    const masterTopic = await insertTopic(db(), { title: `Felines ${Date.now()}` });
    const author = await signedInPerson(t);
    await insertStory(db(), author.id, { topicIds: [source.id] } as never);
    await insertStory(db(), author.id, { topicIds: [source.id, masterTopic.id], lang: 'tw' } as never);
    await insertStory(db(), author.id, { topicIds: [masterTopic.id], lang: 'tw' } as never);
    const invalid = await topicsAdmin.client.post('/api2/admin/topic/merge', {
      topicId: source.id,
      masterTopicId: source.id,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorMsg).toBe('Invalid master tag');
    expect(
      (
        await topicsAdmin.client.post('/api2/admin/topic/merge', {
          topicId: source.id,
          masterTopicId: 9_999_999,
        })
      ).body.errorMsgKey,
    ).toBe('error.master.tag.invalid');
    const clash = await topicsAdmin.client.post('/api2/admin/topic/rename', {
      topicId: source.id,
      title: masterTopic.title,
    });
    expect(clash.status).toBe(400);
    // SPEC §5 'Topic title must not be too long', in SPEC §8's words.
    const tooLong = await topicsAdmin.client.post('/api2/admin/topic/rename', {
      topicId: source.id,
      title: 'k'.repeat(101),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.fields.title).toBe('Title too long');
    const renamed = await topicsAdmin.client.post('/api2/admin/topic/rename', {
      topicId: source.id,
      title: 'Kittens',
    });
    expect(renamed.body.data.topic.title).toBe('Kittens');
    const merged = await topicsAdmin.client.post('/api2/admin/topic/merge', {
      topicId: source.id,
      masterTopicId: masterTopic.id,
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    // The master counts its stories again, in all and per language; the one both had counts once.
    await assertTopicCountsMatch(db());
    const langCounts = await db()
      .select({ lang: topicLangCounts.lang, count: topicLangCounts.articleCount })
      .from(topicLangCounts)
      .where(eq(topicLangCounts.topicId, masterTopic.id))
      .orderBy(topicLangCounts.lang);
    expect(langCounts).toEqual([
      { lang: 'en', count: 1 },
      { lang: 'tw', count: 2 },
    ]);
    expect(
      (await topicsAdmin.client.post('/api2/admin/topic/rename', { topicId: source.id, title: 'Gone' }))
        .status,
    ).toBe(404);
    const audit = await (await admin(['rights'])).client.get('/api2/admin/audit');
    expect(audit.body.data.items.map((i: { action: string }) => i.action)).toContain('admin.topic.merge');
    expect((await topicsAdmin.client.get('/api2/admin/audit')).status).toBe(403);
  });

  it("creates tier-2 publishers; a taken username is 'Create tier2 publisher failed' with its code", async () => {
    const blogsAdmin = await admin(['blogs']);
    const username = `pub${Date.now() % 1_000_000}`;
    const body = { username, displayName: 'Harbour Weekly', website: 'https://harbour.example' };
    expect((await (await admin(['people'])).client.post('/api2/admin/publisher/create', body)).status).toBe(
      403,
    );
    const created = await blogsAdmin.client.post('/api2/admin/publisher/create', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.publisher.username).toBe(username);
    const again = await blogsAdmin.client.post('/api2/admin/publisher/create', body);
    expect(again.status).toBe(409);
    expect(again.body.errorMsg).toBe('Create tier2 publisher failed (username_used)');
  });

  it('takes an imported publisher name of 3 to 30 (server rule), past the sign-up form 20', async () => {
    const blogsAdmin = await admin(['blogs']);
    const long = `harbour-weekly-${Date.now() % 1_000_000}`.padEnd(28, 'x');
    const body = { username: long, displayName: 'Harbour Weekly', website: 'https://harbour.example' };
    const created = await blogsAdmin.client.post('/api2/admin/publisher/create', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const tooLong = await blogsAdmin.client.post('/api2/admin/publisher/create', {
      ...body,
      username: 'h'.repeat(31),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.fields.username).toBe(
      'Please input valid username with 3 to 30 characters long',
    );
  });

  it('gives masterAdmin every section and an admin only those of its rights', async () => {
    const boss = await master();
    for (const url of [
      '/api2/admin/reports',
      '/api2/admin/people',
      '/api2/admin/rights',
      '/api2/admin/topics',
      '/api2/admin/audit',
    ])
      expect((await boss.client.get(url)).status, url).toBe(200);
    expect(ACCESS_RIGHTS).toHaveLength(7);
  });
});
