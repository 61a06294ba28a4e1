import { MAGAZINE_ROLE } from '@masthead/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { editorialRows } from '../../test/editorial-fixtures.ts';
import { signedInPerson } from '../../test/reading-fixtures.ts';
import { buildMagazine, membersOf, type Person, type Team } from '../../test/team-fixtures.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { libraryImages } from '../photos/tables.ts';
import { magazines } from './tables.ts';

const LIMITS = { perPerson: 4, perMagazine: 6 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => ({
    ...config,
    rateLimits: {
      ...config.rateLimits,
      openContributionsPerPersonPerDay: LIMITS.perPerson,
      openContributionsPerMagazinePerHour: LIMITS.perMagazine,
    },
  }));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const rows = editorialRows(() => t);

/** A magazine of its own per test (the per-magazine limit counts per magazine), open contribution on. */
async function openMagazineWith(options: { enabled?: boolean } = {}) {
  const team = await buildMagazine(t, { seats: ['primaryOwner', 'editor', 'writer'] });
  const on = await team.people.primaryOwner.client.post('/api2/magazine/open-contribution', {
    userId: team.magazineUserId,
    enabled: options.enabled ?? true,
    submittedMessage: '<p>Thank you</p>',
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return team;
}

const story = (team: Team, over: Record<string, unknown> = {}) => ({
  magazineUserId: team.magazineUserId,
  title: 'Night markets of Yogyakarta',
  body: '<p>The first stalls open at dusk.</p>',
  lang: 'en',
  ...over,
});

const submit = (person: Pick<Person, 'client'>, body: Record<string, unknown>) =>
  person.client.post('/api2/magazine/open-contribution/submit', body);

const contentCount = async () => (await db().select({ n: count() }).from(contents))[0]?.n ?? 0;
const memberCount = async () => (await db().select({ n: count() }).from(magazineMembers))[0]?.n ?? 0;

describe('a reader who is no member yet', () => {
  let team: Team;
  let reader: Person;
  beforeAll(async () => {
    team = await openMagazineWith();
    reader = await signedInPerson(t);
  });

  it('asks a guest to sign in', async () => {
    const guest = createClient(t.app);
    expect((await guest.post('/api2/magazine/open-contribution/submit', story(team))).status).toBe(401);
    expect(
      (await guest.post('/api2/magazine/open-contribution/join', { magazineUserId: team.magazineUserId }))
        .status,
    ).toBe(401);
  });

  it('joins as a contributor and submits: member, draft, revision, audit rows and notifications', async () => {
    const answer = await submit(
      reader,
      story(team, { body: '<p onclick="x()">At dusk<script>alert(1)</script></p>' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { cgroupId } = answer.body.data;
    expect(answer.body.data).toEqual({
      cgroupId,
      reviewState: 'submitted',
      joined: true,
      editPath: `/write.html?cgroupId=${cgroupId}`,
    });
    expect((await membersOf(t, team.magazineUserId)).find((m) => m.userId === reader.id)).toMatchObject({
      role: MAGAZINE_ROLE.contributor,
      ownerType: 0,
    });
    expect(await rows.contentOf(cgroupId)).toMatchObject({
      authorId: reader.id,
      publisherId: team.magazineUserId,
      status: 'draft',
      reviewState: 'submitted',
      ctype: 9,
      title: 'Night markets of Yogyakarta',
      body: '<p>At dusk</p>',
    });
    expect((await rows.revisionsOf(cgroupId)).map((r) => r.kind)).toEqual(['submitted']);
    const [joined] = await rows.auditOf(team.magazineUserId, 'magazine.member.join');
    expect(joined).toMatchObject({
      actorUserId: reader.id,
      subjectUserId: reader.id,
      data: { role: 'contributor', via: 'openContribution' },
    });
    expect(await rows.auditOf(team.magazineUserId, 'editorial.submit')).toHaveLength(1);
    const told = await rows.notificationsOf(team.magazineUserId);
    expect(told.map((n) => n.kind)).toEqual(['member_joined', 'submission']);
    expect(told[0]).toMatchObject({
      actorId: reader.id,
      magazineId: team.magazineUserId,
      data: { role: 'contributor' },
    });
    expect(told[1]).toMatchObject({ actorId: reader.id, contentId: cgroupId });
  });

  it("lands in the magazine's review queue as a contributor's submission", async () => {
    const queue = await team.people.editor.client.get(
      `/api2/editorial/queue?magazineUserId=${team.magazineUserId}`,
    );
    expect(queue.status).toBe(200);
    expect(queue.body.data.items).toEqual([
      expect.objectContaining({
        title: 'Night markets of Yogyakarta',
        reviewState: 'submitted',
        author: expect.objectContaining({ userId: reader.id }),
      }),
    ]);
    // The new contributor sees the team's members now (SPEC §6 'view members'), not its queue.
    expect(
      (await reader.client.get(`/api2/magazine/team?magazineUserId=${team.magazineUserId}`)).status,
    ).toBe(200);
    expect(
      (await reader.client.get(`/api2/editorial/queue?magazineUserId=${team.magazineUserId}`)).status,
    ).toBe(403);
  });

  it('submits another story without joining again', async () => {
    await db()
      .insert(libraryImages)
      .values({
        path: '/images/u/1/market.jpg',
        sha256: 'd'.repeat(64),
        width: 800,
        height: 450,
        isGif: false,
      });
    const again = await submit(
      reader,
      story(team, { title: 'The second one', photoPath: '/images/u/1/market.jpg', photoFocalPoint: '40,60' }),
    );
    expect(again.status).toBe(200);
    expect(again.body.data.joined).toBe(false);
    expect(await rows.contentOf(again.body.data.cgroupId)).toMatchObject({
      photoPath: '/images/u/1/market.jpg',
      photoFocalPoint: '40,60',
    });
    expect(await rows.auditOf(team.magazineUserId, 'magazine.member.join')).toHaveLength(1);
    expect((await membersOf(t, team.magazineUserId)).filter((m) => m.userId === reader.id)).toHaveLength(1);
  });

  it('refuses a story without a title or without anything to read, a foreign cover, and extra fields', async () => {
    const [contentsBefore, membersBefore] = [await contentCount(), await memberCount()];
    const someone = await signedInPerson(t);
    for (const [body, field] of [
      [story(team, { title: '   ' }), 'title'],
      [story(team, { body: '<p> </p><script>alert(1)</script>' }), 'body'],
      [story(team, { photoPath: '/images/u/1/never-stored.jpg' }), 'photoPath'],
      [story(team, { photoPath: 'https://evil.example/a.jpg' }), 'photoPath'],
      [story(team, { publisherId: team.magazineUserId }), 'publisherId'],
      [story(team, { userId: team.people.editor.id }), 'userId'],
      [story(team, { magazineUserId: String(team.magazineUserId) }), 'magazineUserId'],
    ] as const) {
      const refused = await submit(someone, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors.fields, JSON.stringify(refused.body)).toHaveProperty(field);
    }
    expect([await contentCount(), await memberCount()]).toEqual([contentsBefore, membersBefore]);
  });

  it('answers 404 for a magazine that is none, and changes nothing', async () => {
    const before = await memberCount();
    const person = await signedInPerson(t);
    expect((await submit(reader, story(team, { magazineUserId: person.id }))).status).toBe(404);
    expect((await submit(reader, story(team, { magazineUserId: 9_999_999 }))).status).toBe(404);
    expect(await memberCount()).toBe(before);
  });
});

describe('a member already writing for the magazine', () => {
  it('simply submits: no joining, the same review queue', async () => {
    const team = await openMagazineWith();
    const answer = await submit(team.people.writer, story(team));
    expect(answer.status).toBe(200);
    expect(answer.body.data.joined).toBe(false);
    expect(await rows.auditOf(team.magazineUserId, 'magazine.member.join')).toHaveLength(0);
    expect(
      (await membersOf(t, team.magazineUserId)).find((m) => m.userId === team.people.writer.id)?.role,
    ).toBe(MAGAZINE_ROLE.writer);
    expect((await rows.contentOf(answer.body.data.cgroupId)).reviewState).toBe('submitted');
  });
});

describe('a magazine that takes no stories', () => {
  it('refuses with a clear error while open contribution is off, changing nothing', async () => {
    const team = await openMagazineWith({ enabled: false });
    // A magazine from before the settings table is off as well.
    const bare = await buildMagazine(t, { seats: ['primaryOwner'], row: false });
    const reader = await signedInPerson(t);
    const [contentsBefore, membersBefore] = [await contentCount(), await memberCount()];
    for (const refused of [
      await submit(reader, story(team)),
      await submit(team.people.writer, story(team)),
      await submit(reader, story(bare)),
      await reader.client.post('/api2/magazine/open-contribution/join', {
        magazineUserId: team.magazineUserId,
      }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errorMsgKey: 'error.openContribution.off', errorCode: 1640 });
    }
    expect([await contentCount(), await memberCount()]).toEqual([contentsBefore, membersBefore]);
  });

  it('refuses with a clear error once the magazine is closed, its members too', async () => {
    const team = await openMagazineWith();
    await db().update(magazines).set({ closedAt: t.now() }).where(eq(magazines.userId, team.magazineUserId));
    const reader = await signedInPerson(t);
    const [contentsBefore, membersBefore] = [await contentCount(), await memberCount()];
    for (const person of [reader, team.people.writer, team.people.primaryOwner]) {
      const refused = await submit(person, story(team));
      expect(refused.status).toBe(410);
      expect(refused.body).toMatchObject({ errorMsgKey: 'error.openContribution.closed' });
    }
    expect([await contentCount(), await memberCount()]).toEqual([contentsBefore, membersBefore]);
  });
});

describe('POST /api2/magazine/open-contribution/join', () => {
  it("joins before 'Open the full editor', which then offers the magazine as the publisher", async () => {
    const team = await openMagazineWith();
    const reader = await signedInPerson(t);
    const join = () =>
      reader.client.post('/api2/magazine/open-contribution/join', { magazineUserId: team.magazineUserId });
    const first = await join();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      joined: true,
      writePath: `/write.html?type=9&publisherId=${team.magazineUserId}`,
    });
    expect((await join()).body.data.joined).toBe(false);
    expect(await rows.auditOf(team.magazineUserId, 'magazine.member.join')).toHaveLength(1);
    const publishers = await reader.client.get('/api2/editorial/publishers');
    expect(publishers.body.data.publishers).toContainEqual(
      expect.objectContaining({ userId: team.magazineUserId, publishOwn: false }),
    );
  });
});

describe('rate limits', () => {
  it(`takes ${LIMITS.perPerson} stories a day from one person, then 429 with Retry-After`, async () => {
    const [first, second] = [await openMagazineWith(), await openMagazineWith()];
    const reader = await signedInPerson(t);
    for (let index = 0; index < LIMITS.perPerson; index++) {
      const team = index % 2 === 0 ? first : second;
      expect((await submit(reader, story(team, { title: `Story ${index}` }))).status).toBe(200);
    }
    const before = await contentCount();
    const limited = await submit(reader, story(first, { title: 'One too many' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contentCount()).toBe(before);
  });

  it(`takes ${LIMITS.perMagazine} stories an hour into one magazine, then 429 until the hour has passed`, async () => {
    const team = await openMagazineWith();
    for (let index = 0; index < LIMITS.perMagazine; index++) {
      const reader = await signedInPerson(t);
      expect((await submit(reader, story(team, { title: `Story ${index}` }))).status).toBe(200);
    }
    const late = await signedInPerson(t);
    const [membersBefore, contentsBefore] = [await memberCount(), await contentCount()];
    expect((await submit(late, story(team))).status).toBe(429);
    // Refused by the limit: the latecomer did not join either.
    expect([await memberCount(), await contentCount()]).toEqual([membersBefore, contentsBefore]);
    t.advance(60 * 60 * 1000);
    expect((await submit(late, story(team))).status).toBe(200);
    const [member] = await db()
      .select()
      .from(magazineMembers)
      .where(
        and(eq(magazineMembers.magazineUserId, team.magazineUserId), eq(magazineMembers.userId, late.id)),
      );
    expect(member?.role).toBe(MAGAZINE_ROLE.contributor);
  });
});
