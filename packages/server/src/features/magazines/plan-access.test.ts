import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BillingTeam,
  buildBillingTeam,
  getPlan,
  planReads,
  type Seat,
} from '../../test/plan-fixtures.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { magazines } from './tables.ts';

/** DESIGN §4 plan billing through the API: who reads the plan, who sees billing, who may pay and change it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => reads.invariantsHold());
afterAll(() => t?.close());

const reads = planReads(() => t);

const BILLING_SEATS: Seat[] = ['primaryOwner', 'owner', 'secretAdmin'];
const NO_BILLING_SEATS: Seat[] = ['managingEditor', 'editor', 'seniorWriter', 'writer', 'contributor'];

function expectDenied(response: { status: number; body: unknown }) {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ success: false, errorMsgKey: 'error.access_deny' });
}

describe('GET /api2/magazine/plan', () => {
  let team: BillingTeam;
  beforeAll(async () => {
    team = await buildBillingTeam(t);
  });

  it('asks a guest to sign in and refuses someone outside the magazine', async () => {
    const guest = await getPlan(createClient(t.app), team.magazineUserId);
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ errorCode: 1000 });
    expectDenied(await getPlan(team.outsider.client, team.magazineUserId));
  });

  it('shows every member the plan, and billing only to owners (never managing editors)', async () => {
    for (const seat of [...BILLING_SEATS, ...NO_BILLING_SEATS]) {
      const response = await getPlan(team.people[seat].client, team.magazineUserId);
      expect(response.status, seat).toBe(200);
      const plan = response.body.data;
      expect(plan).toMatchObject({
        magazine: { userId: team.magazineUserId, username: team.magazine.username, kind: 'magazine' },
        magazinePlan: {
          name: 'Free',
          magazinePlanGrpId: 1,
          enableAdvancedCustomisations: false,
          enableRemovingDefaultFooter: false,
        },
        labelKey: 'magazines.plan.free',
        phase: 'free',
        group: 1,
        specialHandling: false,
      });
      if (BILLING_SEATS.includes(seat)) {
        expect(plan.billing, seat).toMatchObject({
          status: 'active',
          priceMinor: 0,
          offers: [
            { group: 2, kind: 'subscribe', amountMinor: 900, days: 30 },
            { group: 3, kind: 'subscribe', amountMinor: 2900, days: 30 },
            { group: 4, kind: 'subscribe', amountMinor: 9900, days: 30 },
          ],
          downgrades: [],
          canCancel: false,
          canResume: false,
          receipts: [],
        });
      } else expect(plan.billing, seat).toBeNull();
    }
    const admin = await getPlan(team.masterAdmin.client, team.magazineUserId);
    expect(admin.body.data.billing).not.toBeNull();
  });

  it("says 'Plan Expired' for a magazine without a plan; a closed one is refused, an unknown one 404", async () => {
    const bare = await buildBillingTeam(t, { plan: null });
    const response = await getPlan(bare.owner.client, bare.magazineUserId);
    expect(response.body.data).toMatchObject({
      magazinePlan: { name: 'Plan Expired', magazinePlanGrpId: 1, enableAdvancedCustomisations: false },
      labelKey: 'magazines.plan.expired',
      phase: 'none',
      group: null,
    });
    await t.database.db
      .insert(magazines)
      .values({ userId: bare.magazineUserId, closedAt: t.now(), closedBy: bare.owner.id });
    // A closed magazine gives its members no right in it (core policy).
    expect((await getPlan(bare.owner.client, bare.magazineUserId)).status).toBe(403);
    expect((await getPlan(team.masterAdmin.client, 9_999_999)).status).toBe(404);
  });

  it("gives a special-handling account every feature and the configured business 'Advanced'", async () => {
    const special = await buildBillingTeam(t);
    t.config.specialAccountIds.push(special.magazineUserId);
    t.config.advancedPlanBusinessId = special.magazineUserId;
    try {
      const { data } = (await getPlan(special.people.writer.client, special.magazineUserId)).body;
      expect(data).toMatchObject({
        magazinePlan: {
          name: 'Advanced',
          magazinePlanGrpId: 1,
          enableAdvancedCustomisations: true,
          enableRemovingDefaultFooter: true,
        },
        labelKey: 'magazines.plan.advanced',
        specialHandling: true,
      });
      expect(await t.app.services.plans.features(special.magazineUserId)).toEqual({
        enableAdvancedCustomisations: true,
        enableRemovingDefaultFooter: true,
      });
    } finally {
      t.config.specialAccountIds.pop();
      t.config.advancedPlanBusinessId = null;
    }
  });
});

describe('the plan page loader (page API)', () => {
  const viewerOf = (userId: number) => ({ userId, sessionId: 1, uiLang: null, remember: true });

  it('answers guest, missing, denied, or the plan as the API gives it to the viewer', async () => {
    const team = await buildBillingTeam(t);
    const pageApiFor = createPageApi(t.app.services);
    const username = team.magazine.username;
    expect(await pageApiFor(null).plans.plan(username)).toEqual({ access: 'guest' });
    const asOwner = pageApiFor(viewerOf(team.owner.id)).plans;
    expect(await asOwner.plan('no_such_magazine')).toEqual({ access: 'missing' });
    expect(await asOwner.plan(team.people.writer.username)).toEqual({ access: 'missing' });
    expect(await pageApiFor(viewerOf(team.outsider.id)).plans.plan(username)).toEqual({ access: 'denied' });
    for (const [seat, client] of [
      [team.owner.id, team.owner.client],
      [team.people.managingEditor.id, team.people.managingEditor.client],
    ] as const) {
      const page = await pageApiFor(viewerOf(seat)).plans.plan(username.toUpperCase());
      // A new period's end is 30 days from the moment of asking: compared without it.
      const timeless = (value: unknown) => JSON.stringify(value).replace(/"periodEnd":"[^"]+"/g, '');
      expect(page.access).toBe('ok');
      expect(timeless(page)).toBe(
        timeless({ access: 'ok', plan: (await getPlan(client, team.magazineUserId)).body.data }),
      );
    }
  });
});

// Who may pay for and change the plan, on this magazine and another, with refusals that reach neither
// the database nor the card provider: the generated test (test/magazine-profile-permissions.test.ts).
