import { comingIssueSendAt, nextSendAt, weekKey } from '@masthead/core';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTo } from '../../test/account-fixtures.ts';
import { createClient, type TestApp } from '../../test/app.ts';
import { solid } from '../../test/images.ts';
import { insertFollow, insertPerson, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import {
  expectError,
  photoForm,
  startUploadApp,
  stopUploadApp,
  uploadRequests,
} from '../../test/upload-fixtures.ts';
import { auditLog } from '../audit/tables.ts';
import { newsletterIssues } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await startUploadApp());
});
afterAll(() => stopUploadApp(t));

const db = () => t.database.db;
const { post, storedFiles, get } = uploadRequests(() => t);
const verified = () => ({ emailVerifiedAt: new Date() });
const removal = () => {
  const form = new FormData();
  form.append('delete', '1');
  return form;
};

describe("the coming issue's editorial part (admin console, newsletter right)", () => {
  let editor: Awaited<ReturnType<typeof signedInPerson>>;
  let week: string;
  beforeAll(async () => {
    editor = await signedInPerson(t, {
      admin: true,
      accessRights: ['newsletter'],
      ...verified(),
      uiLang: 'en',
    });
    const writer = await insertPerson(db(), { displayName: 'Hana Harbour' });
    await insertFollow(db(), editor.id, 'user', writer.id);
    await insertStory(db(), writer.id, {
      title: 'Boats at dawn',
      publishedAt: new Date(t.now().getTime() - 3_600_000),
    });
    week = weekKey(comingIssueSendAt(t.now()));
  });

  it('previews the coming issue as the editor would receive it, in the language asked for', async () => {
    const answer = await editor.client.get('/api2/admin/newsletter/issue');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const issue = answer.body.data;
    expect(issue).toMatchObject({ week, intros: {}, headerImage: null, updatedAt: null });
    expect(issue.sendAt).toBe(comingIssueSendAt(t.now()).toISOString());
    expect(issue.preview).toMatchObject({
      lang: 'en',
      subject: 'This week on Masthead: Boats at dawn',
      stories: 1,
    });
    expect(issue.preview.html).toContain('Boats at dawn');
    const inTw = (await editor.client.get('/api2/admin/newsletter/issue?lang=tw')).body.data;
    expect(inTw.preview.subject).toBe('本週 Masthead：Boats at dawn');
    expect((await editor.client.get('/api2/admin/newsletter/issue?lang=xx')).status).toBe(400);
  });

  it('saves notes per language (empty is none) and shows them, escaped, at the top of the mail', async () => {
    const saved = await editor.client.post('/api2/admin/newsletter/issue', {
      intros: { en: '  A calm week <b>at sea</b>.\nRead on.  ', tw: '', in: 'Minggu yang tenang.' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.intros).toEqual({
      en: 'A calm week <b>at sea</b>.\nRead on.',
      in: 'Minggu yang tenang.',
    });
    expect(saved.body.data.preview.html).toContain('A calm week &lt;b&gt;at sea&lt;/b&gt;.<br>Read on.');
    expect(saved.body.data.preview.text).toContain('A calm week <b>at sea</b>.\nRead on.');
    const inTw = (await editor.client.get('/api2/admin/newsletter/issue?lang=tw')).body.data;
    expect(inTw.preview.text).not.toContain('calm week');
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'admin.newsletter.edit'));
    expect(audit.at(-1)).toMatchObject({ actorUserId: editor.id, data: { week } });
  });

  it('refuses bad notes with a field error and keeps what was saved', async () => {
    const tooLong = await editor.client.post('/api2/admin/newsletter/issue', {
      intros: { en: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.fields).toHaveProperty(['intros.en']);
    for (const body of [
      { intros: { fr: 'Bonjour' } },
      { intros: { en: 'nul\u0000byte' } },
      { intros: 'hello' },
      { intros: {}, headerImageAlt: 'y'.repeat(201) },
    ]) {
      const refused = await editor.client.post('/api2/admin/newsletter/issue', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.week, week));
    expect(row!.intros.en).toBe('A calm week <b>at sea</b>.\nRead on.');
  });

  it('sets a header picture, describes it, replaces it and removes it, leaving no file behind', async () => {
    const first = await post(
      '/api2/admin/newsletter/image',
      photoForm(await solid(1600, 600).jpeg().toBuffer()),
      editor.client.cookie,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const path = first.body.data.headerImage.path as string;
    expect(path).toMatch(/^\/images\/u\/\d+\/[\w-]+\.jpg$/);
    expect((await get(path.replace(/\.jpg$/, '-xl.jpg'))).statusCode).toBe(200);
    const described = await editor.client.post('/api2/admin/newsletter/issue', {
      intros: { en: 'With a picture.' },
      headerImageAlt: 'Fishing boats leaving the harbour at dawn',
    });
    expect(described.body.data.headerImage).toEqual({
      path,
      alt: 'Fishing boats leaving the harbour at dawn',
    });
    expect(described.body.data.preview.html).toContain(
      `<img src="${t.config.publicUrl}${path.replace(/\.jpg$/, '-xl.jpg')}" alt="Fishing boats leaving the harbour at dawn"`,
    );

    const second = await post(
      '/api2/admin/newsletter/image',
      photoForm(await solid(900, 300, '#aa3300').jpeg().toBuffer()),
      editor.client.cookie,
    );
    expect(second.status).toBe(200);
    expect(second.body.data.headerImage.path).not.toBe(path);
    expect(storedFiles()).toHaveLength(3);

    const removed = await post('/api2/admin/newsletter/image', removal(), editor.client.cookie);
    expect(removed.status).toBe(200);
    expect(removed.body.data.headerImage).toBeNull();
    expect(storedFiles()).toEqual([]);
  });

  it("answers SPEC §8's 'invalid image' for bytes that are no picture, and 'cannot save image' when storing fails", async () => {
    const invalid = await post(
      '/api2/admin/newsletter/image',
      photoForm(Buffer.from('not a picture at all')),
      editor.client.cookie,
    );
    expectError(invalid, 400, 'newsletter.image.invalid');
    const put = vi.spyOn(t.app.services.files.storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    const failed = await post(
      '/api2/admin/newsletter/image',
      photoForm(await solid(400, 200).jpeg().toBuffer()),
      editor.client.cookie,
    );
    put.mockRestore();
    expectError(failed, 500, 'newsletter.image.save.failed');
    expect(storedFiles()).toEqual([]);
    const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.week, week));
    expect(row!.headerImagePath).toBeNull();
  });

  it('sends a test of the coming issue to the editor alone, marked as a test, and records it', async () => {
    const sent = await editor.client.post('/api2/admin/newsletter/test', { lang: 'en' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toEqual({ email: editor.email });
    const [mail] = await mailsTo(db(), editor.email!);
    expect(mail!.subject).toBe('[Test] This week on Masthead: Boats at dawn');
    expect(mail!.textBody).toContain('With a picture.');
    expect(mail!.textBody).toMatch(/unsubscribe\.html\?token=[\w-]+&list=weeklyNewsletter/);
    const tests = await db().select().from(auditLog).where(like(auditLog.action, 'admin.newsletter.test'));
    expect(tests).toHaveLength(1);
    // A test is no send: the week's real issue still goes to the editor.
    expect((await editor.client.post('/api2/admin/newsletter/test', { lang: 'de' })).status).toBe(400);
  });

  it('edits next week once this week has gone out everywhere', async () => {
    const friday = nextSendAt(t.now());
    t.advance(friday.getTime() - t.now().getTime() + 2 * 86_400_000);
    const next = (await editor.client.get('/api2/admin/newsletter/issue')).body.data;
    expect(next.week).toBe(weekKey(new Date(friday.getTime() + 7 * 86_400_000)));
    expect(next.intros).toEqual({});
  });

  it('refuses guests (401) and admins without the newsletter right (403), changing nothing', async () => {
    const other = await signedInPerson(t, { admin: true, accessRights: ['topics'] });
    const before = await db().select().from(newsletterIssues);
    for (const client of [other.client]) {
      expect((await client.get('/api2/admin/newsletter/issue')).status).toBe(403);
      expect((await client.post('/api2/admin/newsletter/issue', { intros: { en: 'x' } })).status).toBe(403);
      expect((await client.post('/api2/admin/newsletter/test', { lang: 'en' })).status).toBe(403);
    }
    const image = photoForm(await solid(400, 200).jpeg().toBuffer());
    expectError(await post('/api2/admin/newsletter/image', image, other.client.cookie), 403, 'access_deny');
    expect((await post('/api2/admin/newsletter/image', image)).status).toBe(401);
    expect(await db().select().from(newsletterIssues)).toEqual(before);
    expect(storedFiles()).toEqual([]);
  });
});

describe('GET /api2/newsletter/subscribers (the sign-up form says how many get it)', () => {
  it('counts subscribed readers for anyone, cached for five minutes', async () => {
    const guest = createClient(t.app);
    const first = await guest.get('/api2/newsletter/subscribers');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const count = first.body.data.subscribers as number;
    expect(count).toBeGreaterThanOrEqual(1);
    await insertPerson(db(), verified());
    expect((await guest.get('/api2/newsletter/subscribers')).body.data.subscribers).toBe(count);
    t.advance(5 * 60_000);
    expect((await guest.get('/api2/newsletter/subscribers')).body.data.subscribers).toBe(count + 1);
    expect((await guest.get('/api2/newsletter/subscribers?x=1')).status).toBe(400);
  });
});
