import { MAGAZINE_ROLE } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magazineMembers, users } from '../features/accounts/tables.ts';
import { contents } from '../features/content/tables.ts';
import { magazines } from '../features/magazines/tables.ts';
import { createTestApp, type TestApp } from './app.ts';
import { SEATS, type Seat, SIGNED_OUT, SUBJECTS, type Subject } from './magazine-permissions.ts';
import { generous } from './permission-runner.ts';
import { closeMagazine, unique } from './permission-scenes.ts';
import {
  type Answer,
  buildTeam,
  buildWorld,
  fingerprint,
  personOf,
  SEAT_ROWS,
  send,
  type Team,
  type World,
} from './permission-world.ts';
import { insertMagazine } from './reading-fixtures.ts';

/**
 * Open contribution's join and submit (other-team-routes.ts): no team right but
 * the magazine's state. Every subject of the generated tests joins or submits while the magazine takes
 * stories (a non-member becomes its contributor), and is refused, changing nothing, while it is off,
 * once it is closed, when its account is suspended, and for a person's id in place of a magazine's.
 * The rest of the feature (limits, sanitising, the queue) is in open-contribution-submit.test.ts.
 */

let t: TestApp;
let world: World;
/** A magazine that took stories until its primary owner closed it. */
let closed: Team;

const db = () => t.database.db;
const takeStories = (magazineUserId: number, enabled = true) =>
  db()
    .update(magazines)
    .set({ openContributionEnabled: enabled })
    .where(eq(magazines.userId, magazineUserId));

/** A magazine of its own for a non-member to join (the world's magazines keep their members). */
async function freshMagazine() {
  const magazine = await insertMagazine(db());
  await db().insert(magazines).values({ userId: magazine.id, openContributionEnabled: true });
  return magazine.id;
}

beforeAll(async () => {
  t = await createTestApp(generous);
  world = await buildWorld(t);
  await takeStories(world.own.magazineUserId);
  closed = await buildTeam(t);
  await takeStories(closed.magazineUserId);
  await closeMagazine(t, closed);
});
afterAll(() => t?.close());

const SIGNED_IN = SUBJECTS.filter((subject) => !SIGNED_OUT.includes(subject));
const isSeat = (subject: Subject) => (SEATS as readonly string[]).includes(subject);

const ROUTES = {
  join: (magazineUserId: number) => ({ magazineUserId }),
  submit: (magazineUserId: number) => ({
    magazineUserId,
    title: `Night markets ${unique()}`,
    body: '<p>The first stalls open at dusk.</p>',
    lang: 'en',
  }),
} as const;
type Route = keyof typeof ROUTES;

const call = (route: Route, subject: Subject, team: Team, magazineUserId: number) =>
  send(t, personOf(world, team, subject), {
    method: 'POST',
    url: `/api2/magazine/open-contribution/${route}`,
    body: ROUTES[route](magazineUserId),
  });

async function roleIn(magazineUserId: number, userId: number) {
  const [row] = await db()
    .select({ role: magazineMembers.role })
    .from(magazineMembers)
    .where(and(eq(magazineMembers.magazineUserId, magazineUserId), eq(magazineMembers.userId, userId)));
  return row?.role ?? null;
}

/** A refusal with its message, and the team tables as they were. */
async function expectRefusal(answer: Answer, status: number, key: string, before: object, where: string) {
  expect(answer.status, `${where}: ${JSON.stringify(answer.body)}`).toBe(status);
  expect(answer.body, where).toMatchObject({ success: false, errorMsgKey: key });
  expect(await fingerprint(t), `${where} changed the database`).toEqual(before);
}

describe.each(Object.keys(ROUTES) as Route[])('POST /api2/magazine/open-contribution/%s', (route) => {
  it.each(SUBJECTS)('%s, while the magazine takes stories', async (subject) => {
    const me = personOf(world, world.own, subject);
    // A member acts in the world's magazine; anyone else joins one of their own.
    const stays = isSeat(subject) || SIGNED_OUT.includes(subject);
    const magazineUserId = stays ? world.own.magazineUserId : await freshMagazine();
    const before = await fingerprint(t);
    const answer = await call(route, subject, world.own, magazineUserId);
    const where = `${route} by ${subject}`;
    if (SIGNED_OUT.includes(subject))
      return expectRefusal(answer, 401, 'error.auth.fail.no.login', before, where);
    expect(answer.status, `${where}: ${JSON.stringify(answer.body)}`).toBe(200);
    const data = answer.body.data as { joined: boolean; cgroupId?: number };
    expect(data.joined, where).toBe(!isSeat(subject));
    // A non-member becomes a contributor; a member keeps their role.
    expect(await roleIn(magazineUserId, me!.id), where).toBe(
      isSeat(subject) ? SEAT_ROWS[subject as Seat].role : MAGAZINE_ROLE.contributor,
    );
    if (route === 'join' && isSeat(subject))
      expect(await fingerprint(t), `${where} changed the database`).toEqual(before);
    if (route === 'submit') {
      const [story] = await db().select().from(contents).where(eq(contents.id, data.cgroupId!));
      expect(story, where).toMatchObject({
        authorId: me!.id,
        publisherId: magazineUserId,
        status: 'draft',
        reviewState: 'submitted',
      });
    }
  });

  it.each(SIGNED_IN)('%s, while open contribution is off: 409, nothing changes', async (subject) => {
    const before = await fingerprint(t);
    // The other magazine never turned it on (its primary owner is the subject otherMember).
    const answer = await call(route, subject, world.own, world.other.magazineUserId);
    await expectRefusal(answer, 409, 'error.openContribution.off', before, `${route} by ${subject}`);
  });

  it.each(SIGNED_IN)('%s, once the magazine is closed: 410, nothing changes', async (subject) => {
    const before = await fingerprint(t);
    const answer = await call(route, subject, closed, closed.magazineUserId);
    await expectRefusal(answer, 410, 'error.openContribution.closed', before, `${route} by ${subject}`);
  });

  it('refuses a suspended magazine as a closed one, changing nothing', async () => {
    const magazineUserId = await freshMagazine();
    await db().update(users).set({ suspendedAt: t.now() }).where(eq(users.id, magazineUserId));
    const before = await fingerprint(t);
    const answer = await call(route, 'outsider', world.own, magazineUserId);
    await expectRefusal(
      answer,
      410,
      'error.openContribution.closed',
      before,
      `${route} into a suspended one`,
    );
  });

  it("answers 404 for a person's id or no id in place of a magazine's, changing nothing", async () => {
    for (const subject of ['masterAdmin', 'outsider'] as const)
      for (const magazineUserId of [world.outside.special!.id, 9_999_999]) {
        const before = await fingerprint(t);
        const answer = await call(route, subject, world.own, magazineUserId);
        await expectRefusal(
          answer,
          404,
          'error.not_found',
          before,
          `${route} by ${subject} to ${magazineUserId}`,
        );
      }
  });
});
