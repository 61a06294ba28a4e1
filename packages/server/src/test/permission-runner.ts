import type { TeamEvent } from '@masthead/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { auditLog } from '../features/audit/tables.ts';
import { routeRegistry } from '../http/route.ts';
import { createTestApp, type TestApp } from './app.ts';
import { assertPlanInvariants } from './invariants.ts';
import {
  ACTION_NAMES,
  type ActionName,
  allowedEverywhere,
  expectationOf,
  expectedStatus,
  SEATS,
  type Seat,
  SIGNED_OUT,
  SUBJECTS,
  type Subject,
} from './magazine-permissions.ts';
import { type MakerContext, REQUEST_MAKERS } from './permission-requests.ts';
import { closeMagazine } from './permission-scenes.ts';
import {
  type Answer,
  buildTeam,
  buildWorld,
  fingerprint,
  personOf,
  send,
  type Team,
  type World,
} from './permission-world.ts';

/**
 * The generated test of TESTING §2 for a group of magazine actions: every subject on their own
 * magazine gets what magazine-permissions.ts says, every refusal leaves the team tables as they were,
 * and every allowed call replayed with another magazine's ids (and, where the request names a magazine
 * and an object, with this magazine's id and the other's object) is refused and changes nothing.
 */

/** Rate limits out of the way: these tests count refusals, not requests. */
export const generous = (config: AppConfig): AppConfig => ({
  ...config,
  rateLimits: {
    ...config.rateLimits,
    composeSavesPerMinute: 100_000,
    invitationsPerMagazinePerHour: 100_000,
    openContributionsPerPersonPerDay: 100_000,
    openContributionsPerMagazinePerHour: 100_000,
  },
});

const MESSAGE = {
  401: 'error.auth.fail.no.login',
  403: 'error.access_deny',
  404: 'error.not_found',
} as const;

function expectRefused(answer: Answer, statuses: readonly (401 | 403 | 404)[], where: string) {
  expect(statuses, `${where}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
  const status = answer.status as 401 | 403 | 404;
  expect(answer.body, where).toMatchObject({ success: false, errorMsgKey: MESSAGE[status] });
  // The policy's reason stays on the server.
  expect(JSON.stringify(answer.body), where).not.toMatch(
    /owner-only|primary-owner|own-role|hidden-member|not-member/,
  );
}

/** The magazine's audit rows of one team event. */
async function eventCount(t: TestApp, team: Team, event: TeamEvent) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.magazineUserId, team.magazineUserId), eq(auditLog.action, event)));
  return row?.n ?? 0;
}

/** An allowed answer carries each narrower part just for the subjects the expectation names. */
function expectParts(action: ActionName, subject: Subject, answer: Answer, ctx: MakerContext, where: string) {
  for (const [name, part] of Object.entries(expectationOf(action).parts ?? {})) {
    const carries = REQUEST_MAKERS[action].parts![name]!(answer.body.data, ctx);
    expect(carries, `${where}: ${name} (${part.rule})`).toBe(part.to.includes(subject));
  }
}

export function permissionSuite(title: string, actions: readonly ActionName[]) {
  let t: TestApp;
  let world: World;
  /** A magazine like the subjects' own, closed by its primary owner. */
  let closed: Team;
  let cells = 0;
  beforeAll(async () => {
    t = await createTestApp(generous);
    world = await buildWorld(t);
    closed = await buildTeam(t);
    await closeMagazine(t, closed);
  });
  afterAll(async () => {
    if (t) await assertPlanInvariants(t.database.db);
    await t?.close();
  });

  /** One subject's call in their own magazine. */
  async function ownCell(action: ActionName, subject: Subject) {
    const expected = expectedStatus(action, subject);
    const where = `${action} by ${subject}`;
    // An allowed change of the caller's own place gets a team of its own; refusals share one.
    const team = expected === 200 && expectationOf(action).fresh ? await buildTeam(t) : world.own;
    const me = personOf(world, team, subject);
    const req = await REQUEST_MAKERS[action].make({ t, team, home: team, me });
    const before = expected === 200 ? null : await fingerprint(t);
    const event = expectationOf(action).writes;
    const recorded = expected === 200 && event ? await eventCount(t, team, event) : 0;
    const answer = await send(t, me, req);
    if (expected === 200) {
      expect(answer.status, `${where}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.success, where).toBe(true);
      expectParts(action, subject, answer, { t, team, home: team, me }, where);
      if (event) expect(await eventCount(t, team, event), `${where}: its ${event} row`).toBe(recorded + 1);
    } else {
      expectRefused(answer, [expected], where);
      expect(await fingerprint(t), `${where} changed the database`).toEqual(before);
    }
    await req.after?.();
    cells += 1;
  }

  /** The allowed subject's call with another tenant's ids: refused (but for masterAdmin's every right). */
  async function replays(action: ActionName, subject: Subject) {
    const maker = REQUEST_MAKERS[action];
    const me = personOf(world, world.own, subject);
    const everywhere = allowedEverywhere(action, subject);
    const target = everywhere && expectationOf(action).fresh ? await buildTeam(t) : world.other;
    const context = { t, team: target, home: world.own, me };
    const req = await (maker.replay ?? maker.make)(context);
    const where = `${action} by ${subject} in another magazine`;
    const before = everywhere ? null : await fingerprint(t);
    const answer = await send(t, me, req);
    if (everywhere) {
      expect(answer.status, `${where}: ${JSON.stringify(answer.body)}`).toBe(200);
      expectParts(action, subject, answer, context, where);
    } else {
      expectRefused(answer, [403, 404], where);
      expect(await fingerprint(t), `${where} changed the database`).toEqual(before);
    }
    await req.after?.();
    cells += 1;
    if (!maker.mixed) return;
    const mixed = await maker.mixed({ ...context, team: world.other });
    const mixedWhere = `${action} by ${subject} naming their magazine, with another's object`;
    const mixedBefore = await fingerprint(t);
    const mixedAnswer = await send(t, me, mixed);
    expectRefused(mixedAnswer, [403, 404], mixedWhere);
    expect(await fingerprint(t), `${mixedWhere} changed the database`).toEqual(mixedBefore);
    await mixed.after?.();
    cells += 1;
  }

  /** A member's call in a closed magazine: no team right is left (the primary owner's reopen aside). */
  async function closedCell(action: ActionName, seat: Seat) {
    const me = personOf(world, closed, seat);
    const req = await REQUEST_MAKERS[action].make({ t, team: closed, home: closed, me });
    const where = `${action} by ${seat} in a closed magazine`;
    const before = await fingerprint(t);
    const answer = await send(t, me, req);
    expectRefused(answer, [403, 404], where);
    expect(await fingerprint(t), `${where} changed the database`).toEqual(before);
    await req.after?.();
    cells += 1;
  }

  /**
   * masterAdmin's every right is a right in magazines: a magazine route naming a person's id instead
   * (a magazine's id is a user id) finds no magazine, and changes nothing.
   */
  async function notAMagazine(action: ActionName) {
    const person = world.outside.outsider!;
    const pseudo: Team = { magazineUserId: person.id, username: person.username, people: world.own.people };
    const me = personOf(world, world.own, 'masterAdmin');
    const req = await REQUEST_MAKERS[action].make({ t, team: pseudo, home: pseudo, me });
    const where = `${action} by masterAdmin naming a person, not a magazine`;
    const before = await fingerprint(t);
    expectRefused(await send(t, me, req), [403, 404], where);
    expect(await fingerprint(t), `${where} changed the database`).toEqual(before);
    await req.after?.();
    cells += 1;
  }

  const magazineRoute = (action: ActionName) =>
    (routeRegistry.get(t.app) ?? []).some(
      (route) =>
        route.access === 'magazine' && `${route.method[0]} ${route.url}` === expectationOf(action).route,
    );

  describe(title, () => {
    for (const action of actions) {
      describe(`${action} (${expectationOf(action).route})`, () => {
        it.each(SUBJECTS)('%s on their own magazine', (subject) => ownCell(action, subject));
        const allowed = expectationOf(action).allowed.filter((subject) => !SIGNED_OUT.includes(subject));
        if (allowed.length > 0)
          it.each(allowed)('%s: the same call with another magazine’s ids', (subject) =>
            replays(action, subject),
          );
        // Reopening is the one call a closed magazine answers (above); an author's own move needs no right.
        const teamRight =
          action !== 'membership.reopen' && !expectationOf(action).allowed.includes('outsider');
        if (teamRight) it.each(SEATS)('%s in a closed magazine', (seat) => closedCell(action, seat));
        if (allowedEverywhere(action, 'masterAdmin'))
          it('masterAdmin naming a person instead of a magazine', async () => {
            if (magazineRoute(action)) await notAMagazine(action);
          });
      });
    }
    it('made every call', () => {
      expect(cells).toBeGreaterThanOrEqual(actions.length * SUBJECTS.length);
    });
  });
}

/** The generated test files, one per area, by the actions' first word. */
export const AREAS = {
  team: ['team', 'membership', 'ownership', 'invitations'],
  profile: ['settings', 'design', 'openContribution', 'plan', 'notifications'],
  dashboard: ['activity', 'insights', 'requests'],
  editorial: ['compose', 'editorial', 'review', 'comments'],
} as const;

export const actionsIn = (area: keyof typeof AREAS) =>
  ACTION_NAMES.filter((action) => (AREAS[area] as readonly string[]).includes(action.split('.')[0]!));
