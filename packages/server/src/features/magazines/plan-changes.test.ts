import { DAY_MS } from '@masthead/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paymentHelpers } from '../../test/payments-fixtures.ts';
import {
  type BillingTeam,
  buildBillingTeam,
  getPlan,
  planReads,
  subscribeBody,
} from '../../test/plan-fixtures.ts';

/** DESIGN §4 plan billing: downgrade and cancel wait for the period end; resume undoes them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => reads.invariantsHold());
afterAll(() => t?.close());

const reads = planReads(() => t);
const { sandbox } = paymentHelpers(() => t);

async function paidTeam(group: 2 | 3 | 4, price: number) {
  const team = await buildBillingTeam(t);
  const response = await team.owner.client.post(
    '/api2/magazine/plan/subscribe',
    subscribeBody(team.magazineUserId, group, price),
  );
  expect(response.status).toBe(200);
  return team;
}

const post = (team: BillingTeam, path: string, extra: Record<string, unknown> = {}) =>
  team.owner.client.post(`/api2/magazine/plan/${path}`, { magazineUserId: team.magazineUserId, ...extra });

describe('downgrade', () => {
  it('moves down at the period end, keeps the features until then, and is undone by resume', async () => {
    const team = await paidTeam(4, 9900);
    const charges = sandbox().charges().length;
    const before = await reads.plan(team.magazineUserId);
    const response = await post(team, 'downgrade', { planGroup: 2 });
    expect(response.status).toBe(200);
    expect(response.body.data.plan).toMatchObject({
      phase: 'downgrading',
      group: 4,
      magazinePlan: { name: 'Enterprise', enableRemovingDefaultFooter: true },
      billing: { nextPlanGroup: 2, downgrades: [3], canCancel: true, canResume: true },
    });
    expect(await reads.plan(team.magazineUserId)).toMatchObject({
      planGroup: 4,
      nextPlanGroup: 2,
      periodEnd: before?.periodEnd,
    });
    expect((await reads.planEvents(team.magazineUserId)).at(-1)).toMatchObject({
      actorUserId: team.owner.id,
      data: { change: 'downgrade_scheduled', from: 4, to: 2, at: before?.periodEnd?.toISOString() },
    });

    // A managing editor sees the plan as plainly active: what is scheduled is billing.
    const editor = await getPlan(team.people.managingEditor.client, team.magazineUserId);
    expect(editor.body.data).toMatchObject({ phase: 'active', billing: null });

    const resumed = await post(team, 'resume');
    expect(resumed.body.data.plan).toMatchObject({ phase: 'active', billing: { nextPlanGroup: null } });
    expect((await reads.planEvents(team.magazineUserId)).at(-1)?.data).toMatchObject({
      change: 'resume',
      from: 2,
      to: 4,
    });
    expect(sandbox().charges().length).toBe(charges);
  });

  it('refuses what is no downgrade', async () => {
    const team = await paidTeam(2, 900);
    for (const planGroup of [2, 3]) {
      const response = await post(team, 'downgrade', { planGroup });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        errorMsgKey: 'error.plan.change.not.allowed',
        errorData: { reason: 'not-lower' },
      });
    }
    const free = await buildBillingTeam(t);
    expect((await post(free, 'downgrade', { planGroup: 2 })).body.errorData).toEqual({
      reason: 'not-in-paid-period',
    });
    for (const planGroup of [1, 4, '2'])
      expect((await post(team, 'downgrade', { planGroup })).status).toBe(400);
  });
});

describe('cancel', () => {
  it('ends the plan at the period end, charges nothing more, and resume keeps it', async () => {
    const team = await paidTeam(3, 2900);
    const response = await post(team, 'cancel');
    expect(response.status).toBe(200);
    expect(response.body.data.plan).toMatchObject({
      phase: 'canceling',
      group: 3,
      billing: { nextPlanGroup: 1, canCancel: false, canResume: true, downgrades: [2] },
    });
    expect((await reads.planEvents(team.magazineUserId)).at(-1)?.data).toMatchObject({
      change: 'cancel_scheduled',
      from: 3,
      to: 1,
    });
    const twice = await post(team, 'cancel');
    expect(twice.status).toBe(409);
    expect((await post(team, 'resume')).body.data.plan.phase).toBe('active');
    expect((await post(team, 'resume')).body.errorData).toEqual({ reason: 'nothing-scheduled' });
  });

  it('refuses a plan that has nothing to cancel, and a downgrade scheduled after the period ended', async () => {
    const free = await buildBillingTeam(t);
    const response = await post(free, 'cancel');
    expect(response.status).toBe(409);
    expect(await reads.plan(free.magazineUserId)).toMatchObject({ planGroup: 1, nextPlanGroup: null });
    const team = await paidTeam(2, 900);
    t.advance(31 * DAY_MS);
    expect((await post(team, 'cancel')).status).toBe(409);
  });
});
