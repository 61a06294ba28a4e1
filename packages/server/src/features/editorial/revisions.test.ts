import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { doc } from '../../test/compose-fixtures.ts';
import {
  buildEditorialTeam,
  type EditorialTeam,
  editorialRows,
  magazineDraft,
  move,
} from '../../test/editorial-fixtures.ts';

let t: TestApp;
let team: EditorialTeam;
let cgroupId: number;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildEditorialTeam(t);
  const writer = team.people.writer;
  cgroupId = await magazineDraft(writer, team.magazineUserId, { title: 'Version one' });
  await move(writer, '/api2/editorial/submit', { cgroupId });
  await move(team.people.editor, '/api2/compose/save', doc({ cgroupId, title: 'Version two' }));
  await move(team.people.editor, '/api2/editorial/return', { cgroupId, note: 'Shorter, please.' });
});
afterAll(() => t?.close());

const rows = editorialRows(() => t);
const revisionsOf = (client: Pick<ReturnType<typeof createClient>, 'get'>) =>
  client.get(`/api2/editorial/revisions?cgroupId=${cgroupId}`);

describe('GET /api2/editorial/revisions', () => {
  it('lists kind, who, when, note and what changed, newest first, for the author', async () => {
    const response = await revisionsOf(team.people.writer.client);
    expect(response.status).toBe(200);
    const { revisions, canRestore } = response.body.data;
    expect(canRestore).toBe(true);
    expect(
      revisions.map((r: { kind: string; editor: { userId: number }; note: string; changed: string[] }) => [
        r.kind,
        r.editor.userId,
        r.note,
        r.changed,
      ]),
    ).toEqual([
      ['returned', team.people.editor.id, 'Shorter, please.', []],
      ['edited', team.people.editor.id, '', ['title']],
      ['submitted', team.people.writer.id, '', []],
    ]);
    expect(Object.keys(revisions[0]).sort()).toEqual(
      ['changed', 'createdAt', 'editor', 'kind', 'note', 'revisionId'].sort(),
    );
  });

  it('is 401 for a guest and 404 for whoever may not open the content', async () => {
    expect((await revisionsOf(createClient(t.app))).status).toBe(401);
    // Returned, the draft is its author's again: editors no longer see it either.
    for (const person of [team.outsider, team.otherEditor, team.people.seniorWriter, team.people.editor])
      expect((await revisionsOf(person.client)).status).toBe(404);
  });

  it('opens one revision read-only', async () => {
    const [first] = await rows.revisionsOf(cgroupId);
    const response = await team.people.writer.client.get(
      `/api2/editorial/revision?cgroupId=${cgroupId}&revisionId=${first!.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.revision).toMatchObject({
      kind: 'submitted',
      title: 'Version one',
      body: '<p>The ferry leaves at seven.</p>',
    });
    const elsewhere = await team.outsider.client.get(
      `/api2/editorial/revision?cgroupId=${cgroupId}&revisionId=${first!.id}`,
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe('POST /api2/editorial/restore', () => {
  it('lets the author of a draft bring a revision back, recorded and audited', async () => {
    const [first] = await rows.revisionsOf(cgroupId);
    const answer = await move(team.people.writer, '/api2/editorial/restore', {
      cgroupId,
      revisionId: first!.id,
    });
    expect(answer).toMatchObject({ cgroupId, status: 'draft', reviewState: 'returned' });
    expect((await rows.contentOf(cgroupId)).title).toBe('Version one');
    expect((await rows.revisionsOf(cgroupId)).at(-1)).toMatchObject({
      kind: 'restored',
      editorId: team.people.writer.id,
      title: 'Version one',
    });
    expect(await rows.auditOf(team.magazineUserId, 'editorial.restore')).toMatchObject([
      { actorUserId: team.people.writer.id, data: { cgroupId, revisionId: first!.id } },
    ]);
  });

  it("lets an editor restore a published story live; refuses a writer and another content's revision", async () => {
    await move(team.people.writer, '/api2/editorial/submit', { cgroupId });
    await move(team.people.editor, '/api2/compose/publish', { cgroupId });
    const revisions = await rows.revisionsOf(cgroupId);
    const edited = revisions.find((r) => r.kind === 'edited')!;
    const before = await rows.snapshot(cgroupId);
    const byWriter = await team.people.writer.client.post('/api2/editorial/restore', {
      cgroupId,
      revisionId: edited.id,
    });
    expect(byWriter.status).toBe(403);
    const otherId = await magazineDraft(team.people.editor, team.magazineUserId);
    const mismatched = await team.people.editor.client.post('/api2/editorial/restore', {
      cgroupId: otherId,
      revisionId: edited.id,
    });
    expect(mismatched.status).toBe(404);
    const outsider = await team.outsider.client.post('/api2/editorial/restore', {
      cgroupId,
      revisionId: edited.id,
    });
    expect(outsider.status).toBe(404);
    expect(await rows.snapshot(cgroupId)).toEqual(before);

    const answer = await move(team.people.editor, '/api2/editorial/restore', {
      cgroupId,
      revisionId: edited.id,
    });
    expect(answer).toMatchObject({ status: 'published' });
    expect(answer.url).toContain(`/@${team.magazine.username}/post/${cgroupId}/version-two`);
    expect((await rows.contentOf(cgroupId)).title).toBe('Version two');
  });
});
