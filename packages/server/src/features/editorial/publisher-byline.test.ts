import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { doc, ok, saved } from '../../test/compose-fixtures.ts';
import { fingerprint } from '../../test/permission-world.ts';
import { buildMagazine, type Client, type Team } from '../../test/team-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';

/**
 * SPEC §6 publisher mode: editors and managing editors (and the owners above them) get the magazine's
 * publisher-profile entry in the editor. A story put under it shows the magazine's name alone to
 * readers, everywhere; the team still sees who wrote it, and nobody below editor may choose it.
 */

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildMagazine(t, {
    seats: ['primaryOwner', 'managingEditor', 'editor', 'seniorWriter', 'writer'],
  });
});
afterAll(() => t?.close());

const guest = () => createClient(t.app);
type Card = { cgroupId: number; author: { userId: number } };

async function publishedAsMagazine(client: Client, title: string) {
  const { cgroupId } = await saved(
    client as never,
    doc({ title, publisherId: team.magazineUserId, byline: 'publisher' }),
  );
  await ok(client as never, 'publish', cgroupId);
  return cgroupId;
}

const cards = async (url: string): Promise<Card[]> => {
  const answer = await guest().get(url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items;
};

describe('the publisher-profile entry', () => {
  it('is offered to editors and up, not to writers or senior writers', async () => {
    const offered = async (client: Client) =>
      (await client.get('/api2/editorial/publishers')).body.data.publishers.map(
        (choice: { kind: string; asPublisher: boolean }) => `${choice.kind}:${choice.asPublisher}`,
      );
    for (const seat of ['primaryOwner', 'managingEditor', 'editor'] as const)
      expect(await offered(team.people[seat].client), seat).toEqual(['self:false', 'magazine:true']);
    for (const seat of ['seniorWriter', 'writer'] as const)
      expect(await offered(team.people[seat].client), seat).toEqual(['self:false', 'magazine:false']);
  });

  it("puts an editor's story under the magazine's name for every reader, itself included", async () => {
    const editor = team.people.editor;
    const cgroupId = await publishedAsMagazine(editor.client, 'From the editors');
    for (const client of [guest(), editor.client, team.outsider.client]) {
      const page = (await client.get(`/api2/content/page?cgroupId=${cgroupId}`)).body.data;
      expect(page.author.userId).toBe(team.magazineUserId);
    }
    const magazine = await cards(`/api2/profile/content?userId=${team.magazineUserId}`);
    expect(magazine.find((card) => card.cgroupId === cgroupId)?.author.userId).toBe(team.magazineUserId);
    // Its writer's own lists leave it out, their writer page of the magazine too.
    expect(await cards(`/api2/profile/content?userId=${editor.id}`)).toEqual([]);
    const pageApi = createPageApi(t.app.services)(null);
    const writerPage = await pageApi.content.writer(team.magazine.username, editor.username);
    expect(writerPage?.feed.items).toEqual([]);
    // The editor still opens it as its author, with its byline.
    const opened = await editor.client.get(`/api2/compose/document?cgroupId=${cgroupId}`);
    expect(opened.body.data.document).toMatchObject({ byline: 'publisher', author: { userId: editor.id } });
  });

  it('can be taken back to the author’s own byline, and a save without it keeps it', async () => {
    const editor = team.people.managingEditor;
    const cgroupId = await publishedAsMagazine(editor.client, 'Signed later');
    await saved(editor.client as never, doc({ cgroupId, title: 'Signed later, edited' }));
    const kept = await editor.client.get(`/api2/compose/document?cgroupId=${cgroupId}`);
    expect(kept.body.data.document.byline).toBe('publisher');
    await saved(editor.client as never, doc({ cgroupId, title: 'Signed later', byline: 'author' }));
    const page = (await guest().get(`/api2/content/page?cgroupId=${cgroupId}`)).body.data;
    expect(page.author.userId).toBe(editor.id);
  });

  it('goes back to the author’s byline when a draft moves to their own profile', async () => {
    const editor = team.people.primaryOwner;
    const { cgroupId } = await saved(
      editor.client as never,
      doc({ publisherId: team.magazineUserId, byline: 'publisher' }),
    );
    await saved(editor.client as never, doc({ cgroupId, publisherId: editor.id }));
    const opened = await editor.client.get(`/api2/compose/document?cgroupId=${cgroupId}`);
    expect(opened.body.data.document).toMatchObject({ byline: 'author', publisher: { userId: editor.id } });
  });

  it('is refused (403 on the field, nothing written) below editor, on a person’s profile, outside', async () => {
    const { cgroupId } = await saved(
      team.people.writer.client as never,
      doc({ publisherId: team.magazineUserId }),
    );
    const afterDraft = await fingerprint(t);
    for (const [client, body] of [
      [team.people.writer.client, doc({ publisherId: team.magazineUserId, byline: 'publisher' })],
      [team.people.seniorWriter.client, doc({ publisherId: team.magazineUserId, byline: 'publisher' })],
      [team.people.editor.client, doc({ byline: 'publisher' })],
      [team.outsider.client, doc({ publisherId: team.magazineUserId, byline: 'publisher' })],
      [team.people.writer.client, doc({ cgroupId, byline: 'publisher' })],
    ] as const) {
      const response = await client.post('/api2/compose/save', body);
      expect(response.status, JSON.stringify(body)).toBe(403);
      expect(response.body).toMatchObject({ errorMsgKey: 'error.access_deny' });
    }
    expect(await fingerprint(t)).toEqual(afterDraft);
    const bad = await team.people.editor.client.post('/api2/compose/save', doc({ byline: 'magazine' }));
    expect(bad.status).toBe(400);
  });
});
