import {
  can,
  isSiteAction,
  MAGAZINE_RIGHT_NAMES,
  type MagazineActor,
  type MagazineRight,
  SITE_ACTIONS,
} from '@masthead/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredRoute, routeRegistry } from '../http/route.ts';
import { createTestApp, type TestApp } from './app.ts';
import {
  ACTION_NAMES,
  expectationOf,
  MAGAZINE_ACTIONS,
  SEATS,
  type Seat,
  SITE_ADMIN_RIGHTS,
} from './magazine-permissions.ts';
import { OTHER_TEAM_ROUTES } from './other-team-routes.ts';
import { REQUEST_MAKERS } from './permission-requests.ts';
import { AREAS } from './permission-runner.ts';
import { buildWorld, SEAT_ROWS, type World } from './permission-world.ts';

/**
 * The expected-permissions file covers the team side: every magazine route (and every other route of
 * the team side, or the reason it is no magazine's action) has its row, every row its request maker
 * and its generated test file; and the rights the routes name give, by core's policy, the people the
 * file expects. A route added without deciding who may call it fails here.
 */

let t: TestApp;
let routes: RegisteredRoute[];
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  routes = routeRegistry.get(t.app) ?? [];
  world = await buildWorld(t);
});
afterAll(() => t?.close());

const keyOf = (route: RegisteredRoute) => `${route.method[0]} ${route.url}`;
const TEAM_SIDE = /^\/api2\/(magazine|editorial|business|notification|account\/magazine|compose)(\/|$)/;
const actionRoutes = new Set(ACTION_NAMES.map((action) => expectationOf(action).route));

/** A member in one seat of magazine 1, as core's policy sees them. */
const seatActor = (seat: Seat, closed: boolean): MagazineActor => ({
  userId: 100,
  masterAdmin: false,
  memberships: [{ magazineUserId: 1, ...SEAT_ROWS[seat], closed }],
});
const masterAdmin: MagazineActor = { userId: 101, masterAdmin: true, memberships: [] };

describe('the expected-permissions file', () => {
  it('has a row for every magazine route', () => {
    const magazineRoutes = routes.filter((route) => route.access === 'magazine').map(keyOf);
    expect(magazineRoutes.length).toBeGreaterThan(25);
    expect(magazineRoutes.filter((route) => !actionRoutes.has(route))).toEqual([]);
  });

  it('places every other route of the team side, with the reason it is no magazine action', () => {
    const teamSide = routes.filter((route) => TEAM_SIDE.test(route.url)).map(keyOf);
    const unplaced = teamSide.filter((route) => !actionRoutes.has(route) && !(route in OTHER_TEAM_ROUTES));
    expect(unplaced).toEqual([]);
    const known = new Set(routes.map(keyOf));
    expect([...actionRoutes, ...Object.keys(OTHER_TEAM_ROUTES)].filter((route) => !known.has(route))).toEqual(
      [],
    );
  });

  it('gives every action a request maker and a generated test file', () => {
    const areas = Object.values(AREAS).flat() as string[];
    for (const action of ACTION_NAMES) {
      expect(REQUEST_MAKERS[action], action).toBeDefined();
      expect(areas, action).toContain(action.split('.')[0]);
      const expectation = expectationOf(action);
      if (expectation.ownObject) expect(REQUEST_MAKERS[action].replay, action).toBeDefined();
      for (const [name, part] of Object.entries(expectation.parts ?? {})) {
        expect(REQUEST_MAKERS[action].parts?.[name], `${action} ${name}`).toBeDefined();
        // A part is a narrower right inside the answer: only the allowed may have it.
        expect(
          part.to.filter((subject) => !expectation.allowed.includes(subject)),
          name,
        ).toEqual([]);
      }
      expect(Object.keys(REQUEST_MAKERS[action].parts ?? {}).sort(), action).toEqual(
        Object.keys(expectation.parts ?? {}).sort(),
      );
    }
    expect(Object.keys(REQUEST_MAKERS).sort()).toEqual([...ACTION_NAMES].sort());
  });

  it('marks the GETs that change state, whose requests come from a page of this site', async () => {
    for (const action of ACTION_NAMES) {
      const expectation = expectationOf(action);
      const req = await REQUEST_MAKERS[action].make({ t, team: world.own, home: world.own, me: null });
      await req.after?.();
      const sameOrigin = req.headers?.['sec-fetch-site'] === 'same-origin';
      expect(sameOrigin, action).toBe(Boolean(expectation.changesOnGet));
      if (expectation.changesOnGet) expect(expectation.route, action).toMatch(/^GET /);
    }
  });

  it('knows every site action an admin route names, and every right those actions need', () => {
    const named = routes.filter((route) => route.access === 'admin').map((route) => route.right ?? '');
    expect(named.filter((action) => !isSiteAction(action))).toEqual([]);
    const needed = named.filter(isSiteAction).flatMap((action) => [...SITE_ACTIONS[action]]);
    expect(needed.filter((right) => !(SITE_ADMIN_RIGHTS as readonly string[]).includes(right))).toEqual([]);
  });

  it("agrees with core's policy on the right each magazine route names", () => {
    const disagreements: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access === 'magazine')) {
      const right = route.right as MagazineRight;
      expect(MAGAZINE_RIGHT_NAMES).toContain(right);
      for (const [action, expectation] of Object.entries(MAGAZINE_ACTIONS)) {
        if (expectation.route !== keyOf(route)) continue;
        const allowed = expectation.allowed as readonly string[];
        // Reopening is asked of a closed magazine (its request maker closes it first).
        const closed = right === 'reopen';
        // A narrowed action lets in fewer than the route's right: the allowed must hold it still.
        const narrowed = 'narrowed' in expectation;
        for (const seat of SEATS) {
          const granted = can(seatActor(seat, closed), right, 1);
          if (narrowed ? allowed.includes(seat) && !granted : granted !== allowed.includes(seat))
            disagreements.push(`${action}: ${seat} and ${right}`);
        }
        if (can(masterAdmin, right, 1) !== allowed.includes('masterAdmin'))
          disagreements.push(`${action}: masterAdmin and ${right}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
