import { EDIT_REVISION_COALESCE_MS } from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { doc } from '../../test/compose-fixtures.ts';
import {
  buildEditorialTeam,
  type EditorialTeam,
  editorialRows,
  magazineDraft,
  move,
  type Person,
} from '../../test/editorial-fixtures.ts';
import { insertTopic } from '../../test/reading-fixtures.ts';

let t: TestApp;
let team: EditorialTeam;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildEditorialTeam(t);
});
afterAll(() => t?.close());

const rows = editorialRows(() => t);

const queueOf = (person: Person, tab?: string) =>
  person.client.get(`/api2/editorial/queue?magazineUserId=${team.magazineUserId}${tab ? `&tab=${tab}` : ''}`);

describe('a writer writes for the magazine and submits for review', () => {
  let cgroupId: number;
  beforeAll(async () => {
    cgroupId = await magazineDraft(team.people.writer, team.magazineUserId, { title: 'Night markets' });
  });

  it('saves the draft under the magazine', async () => {
    const row = await rows.contentOf(cgroupId);
    expect(row).toMatchObject({
      authorId: team.people.writer.id,
      publisherId: team.magazineUserId,
      status: 'draft',
      reviewState: null,
    });
  });

  it('cannot publish it: 403, and nothing changes', async () => {
    const before = await rows.snapshot(cgroupId);
    const response = await team.people.writer.client.post('/api2/compose/publish', { cgroupId });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errorMsgKey: 'error.access_deny' });
    expect(await rows.snapshot(cgroupId)).toEqual(before);
  });

  it('submits it: queued with its time, a revision, an audit row and the magazine told', async () => {
    const answer = await move(team.people.writer, '/api2/editorial/submit', { cgroupId });
    expect(answer).toMatchObject({ cgroupId, status: 'draft', reviewState: 'submitted', url: null });
    const row = await rows.contentOf(cgroupId);
    expect(row.reviewState).toBe('submitted');
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect((await rows.revisionsOf(cgroupId)).map((r) => [r.kind, r.editorId, r.title])).toEqual([
      ['submitted', team.people.writer.id, 'Night markets'],
    ]);
    expect(await rows.auditOf(team.magazineUserId, 'editorial.submit')).toMatchObject([
      { actorUserId: team.people.writer.id, data: { cgroupId, title: 'Night markets' } },
    ]);
    expect(await rows.notificationsOf(team.magazineUserId)).toMatchObject([
      {
        kind: 'submission',
        actorId: team.people.writer.id,
        contentId: cgroupId,
        magazineId: team.magazineUserId,
      },
    ]);
    // The magazine's notifications lead its editors to the review queue.
    const list = await team.people.editor.client.get(
      `/api2/notification/magazine/new?magazineUserId=${team.magazineUserId}`,
    );
    expect(list.body.data.notifications[0]).toMatchObject({
      kind: 'submission',
      magazine: { userId: team.magazineUserId, displayName: 'The Long Table' },
      content: { cgroupId, title: 'Night markets', url: `/dashboard/@${team.magazine.username}/review` },
    });
  });

  it('refuses a second submit (409) and the author’s edits while it waits (withdraw first)', async () => {
    const again = await team.people.writer.client.post('/api2/editorial/submit', { cgroupId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorMsgKey: 'error.editorial.conflict' });
    const edit = await team.people.writer.client.post(
      '/api2/compose/save',
      doc({ cgroupId, title: 'Changed while waiting' }),
    );
    expect(edit.status).toBe(409);
    expect((await rows.contentOf(cgroupId)).title).toBe('Night markets');
  });

  it('lets the author withdraw it to change it, and submit it again', async () => {
    expect(await move(team.people.writer, '/api2/editorial/withdraw', { cgroupId })).toMatchObject({
      reviewState: null,
    });
    expect((await rows.contentOf(cgroupId)).submittedAt).toBeNull();
    expect(await rows.auditOf(team.magazineUserId, 'editorial.withdraw')).toHaveLength(1);
    await move(team.people.writer, '/api2/editorial/submit', { cgroupId });
    expect((await rows.contentOf(cgroupId)).reviewState).toBe('submitted');
  });
});

describe('the review queue', () => {
  it('lists submissions oldest first with author, title, type and time, for editors and up', async () => {
    const first = await magazineDraft(team.people.contributor, team.magazineUserId, { title: 'First in' });
    await move(team.people.contributor, '/api2/editorial/submit', { cgroupId: first });
    t.advance(1000);
    const second = await magazineDraft(team.people.contributor, team.magazineUserId, { title: 'Second in' });
    await move(team.people.contributor, '/api2/editorial/submit', { cgroupId: second });
    for (const reviewer of [team.people.owner, team.people.managingEditor, team.people.editor]) {
      const response = await queueOf(reviewer);
      expect(response.status).toBe(200);
      const { data } = response.body;
      expect(data.magazine.userId).toBe(team.magazineUserId);
      const titles = data.items.map((item: { title: string }) => item.title);
      expect(titles.indexOf('First in')).toBeLessThan(titles.indexOf('Second in'));
      expect(data.items.find((item: { cgroupId: number }) => item.cgroupId === first)).toMatchObject({
        ctype: 9,
        reviewState: 'submitted',
        author: { userId: team.people.contributor.id },
        note: null,
      });
      expect(Object.keys(data.items[0].author).sort()).toEqual(
        ['displayName', 'photoPath', 'userId', 'userType', 'username'].sort(),
      );
      expect(data.counts.submitted).toBe(data.items.length);
      expect(data.abilities.publishSubmissions).toBe(true);
    }
  });

  it('asks a guest to sign in and refuses writers, contributors and outsiders', async () => {
    const guest = await createClient(t.app).get(
      `/api2/editorial/queue?magazineUserId=${team.magazineUserId}`,
    );
    expect(guest.status).toBe(401);
    for (const person of [
      team.people.seniorWriter,
      team.people.writer,
      team.people.contributor,
      team.otherEditor,
      team.outsider,
    ]) {
      const response = await queueOf(person);
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toContain('First in');
    }
  });

  it('shows a contributor their own submissions in My Posts, and nobody else’s draft', async () => {
    const mine = await team.people.contributor.client.get('/api2/compose/mine?status=draft');
    const titles = mine.body.data.items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(expect.arrayContaining(['First in', 'Second in']));
    expect(titles).not.toContain('Night markets');
    expect(mine.body.data.items[0]).toMatchObject({
      reviewState: 'submitted',
      publisher: { userId: team.magazineUserId },
    });
    const theirs = await team.people.writer.client.get('/api2/compose/mine?status=draft');
    expect(theirs.body.data.items.map((item: { title: string }) => item.title)).not.toContain('First in');
  });
});

describe('an editor edits, returns and publishes a submission', () => {
  let cgroupId: number;
  const topic = { id: 0 };
  beforeAll(async () => {
    topic.id = (await insertTopic(t.database.db)).id;
    cgroupId = await magazineDraft(team.people.writer, team.magazineUserId, {
      title: 'Tea houses',
      topicIds: [topic.id],
    });
    await move(team.people.writer, '/api2/editorial/submit', { cgroupId });
  });

  it('opens it in the editor with the review moves; others cannot open it', async () => {
    const response = await team.people.editor.client.get(`/api2/compose/document?cgroupId=${cgroupId}`);
    expect(response.status).toBe(200);
    expect(response.body.data.document).toMatchObject({
      reviewState: 'submitted',
      author: { userId: team.people.writer.id },
      publisher: { userId: team.magazineUserId },
      previewCode: null,
      abilities: { edit: true, return: true, publish: true, submit: false, remove: false },
    });
    for (const person of [
      team.people.seniorWriter,
      team.people.contributor,
      team.otherEditor,
      team.outsider,
    ]) {
      const refused = await person.client.get(`/api2/compose/document?cgroupId=${cgroupId}`);
      expect(refused.status).toBe(404);
    }
  });

  it("records the editor's edits as one 'edited' revision per sitting, with who made them", async () => {
    const save = (title: string) =>
      move(team.people.editor, '/api2/compose/save', doc({ cgroupId, title, topicIds: [topic.id] }));
    await save('Tea houses of Taipei');
    await save('Tea houses of old Taipei');
    let edited = (await rows.revisionsOf(cgroupId)).filter((r) => r.kind === 'edited');
    expect(edited.map((r) => [r.editorId, r.title])).toEqual([
      [team.people.editor.id, 'Tea houses of old Taipei'],
    ]);
    t.advance(EDIT_REVISION_COALESCE_MS + 1000);
    await save('Tea houses of Taipei, old and new');
    edited = (await rows.revisionsOf(cgroupId)).filter((r) => r.kind === 'edited');
    expect(edited).toHaveLength(2);
    expect(await rows.auditOf(team.magazineUserId, 'editorial.edit')).toHaveLength(2);
    // The author stays the author.
    expect((await rows.contentOf(cgroupId)).authorId).toBe(team.people.writer.id);
  });

  it('refuses the editor another publisher for it, and a member of another magazine anything', async () => {
    const moved = await team.people.editor.client.post(
      '/api2/compose/save',
      doc({ cgroupId, publisherId: team.people.editor.id }),
    );
    expect(moved.status).toBe(403);
    const before = await rows.snapshot(cgroupId);
    for (const person of [team.otherEditor, team.outsider]) {
      for (const [path, body] of [
        ['/api2/editorial/return', { cgroupId, note: 'No.' }],
        ['/api2/compose/publish', { cgroupId }],
        ['/api2/compose/save', doc({ cgroupId, title: 'Taken over' })],
        ['/api2/editorial/withdraw', { cgroupId }],
      ] as const) {
        const response = await person.client.post(path, body);
        expect(response.status, path).toBe(404);
      }
    }
    // A writer of the same magazine may open nothing of it either.
    const writerReturn = await team.people.seniorWriter.client.post('/api2/editorial/return', {
      cgroupId,
      note: 'No.',
    });
    expect(writerReturn.status).toBe(404);
    expect(await rows.snapshot(cgroupId)).toEqual(before);
  });

  it('returns it with a note (required), which the author is told and sees', async () => {
    const empty = await team.people.editor.client.post('/api2/editorial/return', { cgroupId, note: '  ' });
    expect(empty.status).toBe(400);
    const note = 'Lovely. Please add where each tea house is.';
    expect(await move(team.people.editor, '/api2/editorial/return', { cgroupId, note })).toMatchObject({
      reviewState: 'returned',
    });
    expect((await rows.revisionsOf(cgroupId)).at(-1)).toMatchObject({
      kind: 'returned',
      editorId: team.people.editor.id,
      note,
    });
    expect(await rows.auditOf(team.magazineUserId, 'editorial.return')).toMatchObject([
      { actorUserId: team.people.editor.id, subjectUserId: team.people.writer.id },
    ]);
    const told = await team.people.writer.client.get('/api2/notification/new');
    expect(told.body.data.notifications[0]).toMatchObject({
      kind: 'submission_returned',
      note,
      magazine: { userId: team.magazineUserId },
      content: { cgroupId, url: `/write.html?cgroupId=${cgroupId}` },
    });
    const mine = await team.people.writer.client.get('/api2/compose/mine?status=draft');
    expect(
      mine.body.data.items.find((item: { cgroupId: number }) => item.cgroupId === cgroupId),
    ).toMatchObject({ reviewState: 'returned', reviewNote: note });
    const document = await team.people.writer.client.get(`/api2/compose/document?cgroupId=${cgroupId}`);
    expect(document.body.data.document).toMatchObject({ reviewState: 'returned', reviewNote: note });
    // Back with its author: the editor no longer opens it.
    const closed = await team.people.editor.client.get(`/api2/compose/document?cgroupId=${cgroupId}`);
    expect(closed.status).toBe(404);
    expect((await queueOf(team.people.editor, 'returned')).body.data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ cgroupId, note })]),
    );
  });

  it('lets the author revise and resubmit, and the editor publish it under the magazine', async () => {
    await move(
      team.people.writer,
      '/api2/compose/save',
      doc({ cgroupId, title: 'Tea houses, with addresses', topicIds: [topic.id] }),
    );
    await move(team.people.writer, '/api2/editorial/submit', { cgroupId });
    const published = await move(team.people.editor, '/api2/compose/publish', { cgroupId });
    expect(published).toMatchObject({ status: 'published', reviewState: null });
    expect(published.url).toMatch(new RegExp(`^/@${team.magazine.username}/post/${cgroupId}/`));
    const row = await rows.contentOf(cgroupId);
    expect(row).toMatchObject({ status: 'published', reviewState: null, submittedAt: null });
    expect((await rows.revisionsOf(cgroupId)).at(-1)).toMatchObject({
      kind: 'published',
      editorId: team.people.editor.id,
    });
    expect(await rows.auditOf(team.magazineUserId, 'editorial.publish')).toMatchObject([
      { actorUserId: team.people.editor.id, subjectUserId: team.people.writer.id },
    ]);
    const told = await team.people.writer.client.get('/api2/notification/new');
    expect(told.body.data.notifications[0]).toMatchObject({
      kind: 'submission_published',
      actor: { userId: team.people.editor.id },
      content: { cgroupId, url: published.url },
    });
    // Its topic's feed and the magazine's profile show it, with both author and publisher.
    const feed = await createClient(t.app).get(`/api2/topic/feed?topicId=${topic.id}`);
    expect(feed.body.data.items).toEqual([
      expect.objectContaining({
        cgroupId,
        url: published.url,
        author: expect.objectContaining({ userId: team.people.writer.id }),
        publisher: expect.objectContaining({ userId: team.magazineUserId }),
      }),
    ]);
  });

  it('lets only editors and up change or unpublish it once published', async () => {
    const byAuthor = await team.people.writer.client.post('/api2/compose/unpublish', { cgroupId });
    expect(byAuthor.status).toBe(403);
    const edited = await team.people.writer.client.post(
      '/api2/compose/save',
      doc({ cgroupId, title: 'Changed live', topicIds: [topic.id] }),
    );
    expect(edited.status).toBe(403);
    expect((await rows.contentOf(cgroupId)).title).toBe('Tea houses, with addresses');
    expect(await move(team.people.managingEditor, '/api2/compose/unpublish', { cgroupId })).toMatchObject({
      status: 'draft',
    });
    expect(await rows.auditOf(team.magazineUserId, 'editorial.unpublish')).toHaveLength(1);
  });
});

describe('a senior writer publishes their own', () => {
  it('directly, with its revision and audit row and no notification to themselves', async () => {
    const author = team.people.seniorWriter;
    const cgroupId = await magazineDraft(author, team.magazineUserId, { title: 'Breakfast in Tainan' });
    const published = await move(author, '/api2/compose/publish', { cgroupId });
    expect(published.status).toBe('published');
    expect((await rows.revisionsOf(cgroupId)).map((r) => r.kind)).toEqual(['published']);
    expect(
      (await rows.auditOf(team.magazineUserId, 'editorial.publish')).filter(
        (row) => row.actorUserId === author.id,
      ),
    ).toMatchObject([{ subjectUserId: null }]);
    // Nothing about the story itself; a first story may earn a badge, which is theirs to hear of.
    const aboutTheStory = (await rows.notificationsOf(author.id)).filter((n) => n.kind !== 'badge_earned');
    expect(aboutTheStory).toEqual([]);
    // Published, it keeps its publisher (SPEC §8 'Field not updatable').
    const moved = await author.client.post('/api2/compose/save', doc({ cgroupId, publisherId: author.id }));
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ errorMsgKey: 'error.field.not.updatable' });
    // And may take it back.
    expect(await move(author, '/api2/compose/unpublish', { cgroupId })).toMatchObject({ status: 'draft' });
  });
});
