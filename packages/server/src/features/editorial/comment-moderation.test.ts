import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { buildEditorialTeam, type EditorialTeam, editorialRows } from '../../test/editorial-fixtures.ts';
import { insertComment, insertStory, signedInPerson } from '../../test/reading-fixtures.ts';
import { comments } from '../comments/tables.ts';

let t: TestApp;
let team: EditorialTeam;
let storyId: number;
let otherStoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildEditorialTeam(t);
  const db = t.database.db;
  storyId = (await insertStory(db, team.people.writer.id, { publisherId: team.magazineUserId })).id;
  otherStoryId = (await insertStory(db, team.otherEditor.id, { publisherId: team.otherMagazine.id })).id;
});
afterAll(() => t?.close());

const rows = editorialRows(() => t);

async function commentOn(contentId: number) {
  const reader = await signedInPerson(t);
  const comment = await insertComment(t.database.db, reader.id, contentId);
  return { reader, commentId: comment.id };
}

const deletedAt = async (commentId: number) =>
  (await t.database.db.select().from(comments).where(eq(comments.id, commentId)))[0]?.deletedAt ?? null;

describe('POST /api2/magazine/comment/remove', () => {
  it("shows the magazine's editors a Remove on readers' comments, and nobody else", async () => {
    const { commentId } = await commentOn(storyId);
    const asEditor = await team.people.editor.client.get(`/api2/comments?cgroupId=${storyId}`);
    expect(
      asEditor.body.data.items.find((c: { commentId: number }) => c.commentId === commentId),
    ).toMatchObject({
      canDelete: true,
      moderateAs: team.magazineUserId,
    });
    for (const client of [team.people.writer.client, team.otherEditor.client, createClient(t.app)]) {
      const list = await client.get(`/api2/comments?cgroupId=${storyId}`);
      expect(
        list.body.data.items.find((c: { commentId: number }) => c.commentId === commentId),
      ).toMatchObject({
        canDelete: false,
        moderateAs: null,
      });
    }
  });

  it('lets an editor remove it, with an audit row; the reader is the subject', async () => {
    const { reader, commentId } = await commentOn(storyId);
    const response = await team.people.editor.client.post('/api2/magazine/comment/remove', {
      magazineUserId: team.magazineUserId,
      commentId,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ commentId, deleted: true });
    expect(await deletedAt(commentId)).toBeInstanceOf(Date);
    expect(await rows.auditOf(team.magazineUserId, 'editorial.comment.remove')).toMatchObject([
      {
        actorUserId: team.people.editor.id,
        subjectUserId: reader.id,
        data: { cgroupId: storyId, commentId },
      },
    ]);
  });

  it('refuses guests, writers and outsiders, and comments on another magazine’s stories', async () => {
    const { commentId } = await commentOn(storyId);
    const body = { magazineUserId: team.magazineUserId, commentId };
    expect((await createClient(t.app).post('/api2/magazine/comment/remove', body)).status).toBe(401);
    for (const person of [team.people.seniorWriter, team.people.writer, team.otherEditor, team.outsider])
      expect((await person.client.post('/api2/magazine/comment/remove', body)).status).toBe(403);
    const elsewhere = await commentOn(otherStoryId);
    // In their own magazine's name, a comment elsewhere is not found; in the other's, refused.
    const asOwn = await team.people.editor.client.post('/api2/magazine/comment/remove', {
      magazineUserId: team.magazineUserId,
      commentId: elsewhere.commentId,
    });
    expect(asOwn.status).toBe(404);
    const asOther = await team.people.editor.client.post('/api2/magazine/comment/remove', {
      magazineUserId: team.otherMagazine.id,
      commentId: elsewhere.commentId,
    });
    expect(asOther.status).toBe(403);
    expect(await deletedAt(commentId)).toBeNull();
    expect(await deletedAt(elsewhere.commentId)).toBeNull();
  });
});
