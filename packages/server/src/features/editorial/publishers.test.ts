import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { doc } from '../../test/compose-fixtures.ts';
import { buildEditorialTeam, type EditorialTeam, magazineDraft } from '../../test/editorial-fixtures.ts';
import { insertMagazine } from '../../test/reading-fixtures.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { magazines } from '../magazines/tables.ts';

let t: TestApp;
let team: EditorialTeam;
let closedMagazineId: number;
beforeAll(async () => {
  t = await createTestApp();
  team = await buildEditorialTeam(t);
  const db = t.database.db;
  // The writer also belongs to a magazine its owner has closed.
  const closed = await insertMagazine(db, { displayName: 'Closed Pages' });
  closedMagazineId = closed.id;
  await db.insert(magazines).values({ userId: closed.id, closedAt: new Date(), closedBy: null });
  await db
    .insert(magazineMembers)
    .values({ magazineUserId: closed.id, userId: team.people.writer.id, role: 5, ownerType: 0 });
});
afterAll(() => t?.close());

const contentCount = async () => (await t.database.db.select({ n: count() }).from(contents))[0]!.n;

describe('GET /api2/editorial/publishers', () => {
  it('asks a guest to sign in', async () => {
    const response = await createClient(t.app).get('/api2/editorial/publishers');
    expect(response.status).toBe(401);
  });

  it("lists the viewer's own profile first, then the open magazines they write for", async () => {
    const response = await team.people.writer.client.get('/api2/editorial/publishers');
    expect(response.status).toBe(200);
    expect(response.body.data.publishers).toEqual([
      expect.objectContaining({ userId: team.people.writer.id, kind: 'self', publishOwn: true }),
      {
        userId: team.magazineUserId,
        username: team.magazine.username,
        displayName: 'The Long Table',
        photoPath: null,
        userType: 4,
        kind: 'magazine',
        publishOwn: false,
        asPublisher: false,
      },
    ]);
  });

  it('says who publishes directly: a senior writer does, a contributor submits', async () => {
    const senior = await team.people.seniorWriter.client.get('/api2/editorial/publishers');
    expect(senior.body.data.publishers[1]).toMatchObject({ userId: team.magazineUserId, publishOwn: true });
    const contributor = await team.people.contributor.client.get('/api2/editorial/publishers');
    expect(contributor.body.data.publishers[1]).toMatchObject({
      userId: team.magazineUserId,
      publishOwn: false,
    });
  });

  it("follows the switcher's flavour rules: contributors hidden in connect, only contributors in create", async () => {
    const listed = async (who: 'writer' | 'contributor', host: string) =>
      (await team.people[who].client.get('/api2/editorial/publishers', { host })).body.data.publishers.map(
        (choice: { kind: string }) => choice.kind,
      );
    expect(await listed('writer', 'connect.localhost')).toEqual(['self', 'magazine']);
    expect(await listed('contributor', 'connect.localhost')).toEqual(['self']);
    expect(await listed('writer', 'create.localhost')).toEqual(['self']);
    expect(await listed('contributor', 'create.localhost')).toEqual(['self', 'magazine']);
    expect(await listed('contributor', 'explore.localhost')).toEqual(['self', 'magazine']);
  });

  it('lists only their own profile for someone in no magazine', async () => {
    const response = await team.outsider.client.get('/api2/editorial/publishers');
    expect(response.body.data.publishers).toEqual([
      expect.objectContaining({ userId: team.outsider.id, kind: 'self' }),
    ]);
  });
});

describe('POST /api2/compose/save with publisherId', () => {
  it('saves a draft under a magazine the author writes for, and under their own profile by default', async () => {
    const forMagazine = await magazineDraft(team.people.contributor, team.magazineUserId);
    const own = await magazineDraft(team.people.contributor, team.people.contributor.id);
    const rows = await t.database.db.select().from(contents);
    expect(rows.find((row) => row.id === forMagazine)?.publisherId).toBe(team.magazineUserId);
    expect(rows.find((row) => row.id === own)?.publisherId).toBe(team.people.contributor.id);
  });

  it('refuses (403, nothing written) a magazine without the write right, a person, a closed magazine', async () => {
    const before = await contentCount();
    for (const [person, publisherId] of [
      [team.outsider, team.magazineUserId],
      [team.otherEditor, team.magazineUserId],
      [team.people.writer, team.outsider.id],
      [team.people.writer, closedMagazineId],
      [team.people.writer, 99_999_999],
    ] as const) {
      const response = await person.client.post('/api2/compose/save', doc({ publisherId }));
      expect(response.status, `${person.id} → ${publisherId}`).toBe(403);
      expect(response.body).toMatchObject({ errorMsgKey: 'error.access_deny' });
    }
    expect(await contentCount()).toBe(before);
  });

  it('moves a draft to another publisher the author writes for; a returned one leaves its review', async () => {
    const author = team.people.writer;
    const cgroupId = await magazineDraft(author, author.id, { title: 'Started as mine' });
    const moved = await author.client.post(
      '/api2/compose/save',
      doc({ cgroupId, publisherId: team.magazineUserId }),
    );
    expect(moved.status).toBe(200);
    await author.client.post('/api2/editorial/submit', { cgroupId });
    await team.people.editor.client.post('/api2/editorial/return', { cgroupId, note: 'Not for us.' });
    const back = await author.client.post('/api2/compose/save', doc({ cgroupId, publisherId: author.id }));
    expect(back.body.data).toMatchObject({ reviewState: null });
    const [row] = (await t.database.db.select().from(contents)).filter((r) => r.id === cgroupId);
    expect(row).toMatchObject({ publisherId: author.id, reviewState: null, submittedAt: null });
    // Another person's profile stays refused for an existing draft too.
    const refused = await author.client.post(
      '/api2/compose/save',
      doc({ cgroupId, publisherId: team.outsider.id }),
    );
    expect(refused.status).toBe(403);
  });
});
