import { DAY_MS } from '@masthead/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paymentHelpers } from '../../test/payments-fixtures.ts';
import { buildBillingTeam, getPlan, planReads, subscribeBody } from '../../test/plan-fixtures.ts';
import { magazineMembers } from '../accounts/tables.ts';
import { planStateOf } from './plan-state.ts';
import { magazinePlans, magazines } from './tables.ts';

/**
 * The renewal job (DESIGN §4 plan billing, TESTING §7 'clock'): the clock is moved past period ends and
 * retry times, never slept through.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => reads.invariantsHold());
afterAll(() => t?.close());

const reads = planReads(() => t);
const { sandbox } = paymentHelpers(() => t);
const renew = () => t.app.services.plans.renewDue();
const HOUR_MS = 3_600_000;
/** A saved sandbox card that declines every charge from now on. */
const DECLINING_TOKEN = 'sbxpm.card_declined.visa.0002.12.2099.declining1';

async function paidTeam(group: 2 | 3 | 4 = 2, price = 900) {
  const team = await buildBillingTeam(t);
  const response = await team.owner.client.post(
    '/api2/magazine/plan/subscribe',
    subscribeBody(team.magazineUserId, group, price),
  );
  expect(response.status).toBe(200);
  const row = await reads.plan(team.magazineUserId);
  return { ...team, periodEnd: row?.periodEnd as Date };
}

/** Moves the clock just past the given time. */
const passTo = (when: Date) => t.advance(Math.max(0, when.getTime() - t.now().getTime()) + 60_000);

const declineFromNowOn = (magazineUserId: number) =>
  t.database.db
    .update(magazinePlans)
    .set({ paymentMethodRef: DECLINING_TOKEN })
    .where(eq(magazinePlans.magazineUserId, magazineUserId));

describe('a renewal that pays', () => {
  it('charges the saved card at period end and extends the period from it, with a receipt', async () => {
    const team = await paidTeam();
    const revenue = await reads.revenueFrom(team.magazineUserId);
    expect((await renew()).charged).toBe(0);

    passTo(team.periodEnd);
    const charges = sandbox().charges().length;
    const run = await renew();
    expect(run.charged).toBeGreaterThanOrEqual(1);
    expect(sandbox().charges().length).toBeGreaterThan(charges);
    const row = await reads.plan(team.magazineUserId);
    expect(row).toMatchObject({ planGroup: 2, status: 'active', renewalAttempts: 0 });
    expect(row?.periodStart).toEqual(team.periodEnd);
    expect(row?.periodEnd?.getTime()).toBe(team.periodEnd.getTime() + 30 * DAY_MS);
    expect(row?.nextRenewalAt).toEqual(row?.periodEnd);
    expect(await reads.revenueFrom(team.magazineUserId)).toBe(revenue + 900);
    expect(await reads.renewalKeys(team.magazineUserId)).toEqual([
      {
        key: `plan-renewal-${team.magazineUserId}-${Math.floor(team.periodEnd.getTime() / 1000)}-1`,
        status: 'succeeded',
      },
    ]);
    expect((await reads.planEvents(team.magazineUserId)).at(-1)).toMatchObject({
      actorUserId: null,
      data: { change: 'renewal', from: 2, to: 2, amountMinor: 900 },
    });
    expect((await reads.mailTo(team.owner.email ?? '')).map((mail) => mail.subject)).toEqual([
      `Receipt for the Standard plan of ${team.magazine.displayName}`,
      `Receipt for the Standard plan of ${team.magazine.displayName}`,
    ]);
    // Nothing is due again until the new period ends.
    expect((await renew()).charged).toBe(0);
    expect((await reads.renewalKeys(team.magazineUserId)).length).toBe(1);
  });

  it('charges once when several processes run the job at the same moment', async () => {
    const team = await paidTeam(3, 2900);
    passTo(team.periodEnd);
    const revenue = await reads.revenueFrom(team.magazineUserId);
    await Promise.all([renew(), renew(), renew()]);
    expect((await reads.renewalKeys(team.magazineUserId)).map((row) => row.status)).toEqual(['succeeded']);
    expect(await reads.revenueFrom(team.magazineUserId)).toBe(revenue + 2900);
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ planGroup: 3, status: 'active' });
  });

  it('applies a scheduled downgrade first, and ends a cancelled plan without a charge', async () => {
    const down = await paidTeam(4, 9900);
    await down.owner.client.post('/api2/magazine/plan/downgrade', {
      magazineUserId: down.magazineUserId,
      planGroup: 3,
    });
    const gone = await paidTeam(2, 900);
    await gone.owner.client.post('/api2/magazine/plan/cancel', { magazineUserId: gone.magazineUserId });
    passTo(new Date(Math.max(down.periodEnd.getTime(), gone.periodEnd.getTime())));
    const revenue =
      (await reads.revenueFrom(down.magazineUserId)) + (await reads.revenueFrom(gone.magazineUserId));
    await renew();
    expect(await reads.plan(down.magazineUserId)).toMatchObject({ planGroup: 3, nextPlanGroup: null });
    expect((await reads.planPayments(down.magazineUserId)).at(-1)?.payment.amountMinor).toBe(2900);
    expect(await reads.plan(gone.magazineUserId)).toMatchObject({
      planGroup: 1,
      status: 'active',
      periodEnd: null,
      nextRenewalAt: null,
      paymentMethodRef: null,
    });
    expect(await reads.renewalKeys(gone.magazineUserId)).toEqual([]);
    expect((await reads.planEvents(gone.magazineUserId)).at(-1)).toMatchObject({
      actorUserId: null,
      data: { change: 'end', from: 2, to: 1 },
    });
    expect(
      (await reads.revenueFrom(down.magazineUserId)) + (await reads.revenueFrom(gone.magazineUserId)),
    ).toBe(revenue + 2900);
    const view = await getPlan(gone.owner.client, gone.magazineUserId);
    expect(view.body.data).toMatchObject({ phase: 'free', labelKey: 'magazines.plan.free' });
  });
});

describe('an owner who paid and then left', () => {
  it('is never charged again; the plan goes past due and the primary owner is told', async () => {
    const team = await buildBillingTeam(t);
    await team.people.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900),
    );
    const periodEnd = (await reads.plan(team.magazineUserId))?.periodEnd as Date;
    await t.database.db
      .delete(magazineMembers)
      .where(
        and(
          eq(magazineMembers.magazineUserId, team.magazineUserId),
          eq(magazineMembers.userId, team.people.owner.id),
        ),
      );
    passTo(periodEnd);
    await renew();
    // No renewal payment, so no charge of the card of the owner who left.
    expect(await reads.renewalKeys(team.magazineUserId)).toEqual([]);
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ status: 'past_due', renewalAttempts: 1 });
    expect((await reads.mailTo(team.owner.email ?? '')).at(-1)?.subject).toBe(
      `The plan of ${team.magazine.displayName} could not be renewed`,
    );
  });
});

describe('a closed magazine', () => {
  it('is charged nothing more: its plan ends with the period', async () => {
    const team = await paidTeam(3, 2900);
    await t.database.db.insert(magazines).values({ userId: team.magazineUserId, closedAt: t.now() });
    passTo(team.periodEnd);
    await renew();
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ planGroup: 1, periodEnd: null });
    expect(await reads.renewalKeys(team.magazineUserId)).toEqual([]);
  });
});

describe('a renewal that fails', () => {
  it('retries after 1, 3 and 5 days, then expires the plan and turns its features off', async () => {
    const team = await paidTeam(3, 2900);
    await declineFromNowOn(team.magazineUserId);
    const revenue = await reads.revenueFrom(team.magazineUserId);
    passTo(team.periodEnd);

    await renew();
    let row = await reads.plan(team.magazineUserId);
    expect(row).toMatchObject({ status: 'past_due', renewalAttempts: 1, planGroup: 3 });
    expect(row?.nextRenewalAt?.getTime()).toBeGreaterThan(t.now().getTime() + 23 * HOUR_MS);
    // Past due is a grace: the features stay on, and the owner is told.
    expect(await planStateOf(t.database.db, team.magazineUserId)).toEqual({ group: 3, current: true });
    const owner = await getPlan(team.owner.client, team.magazineUserId);
    expect(owner.body.data).toMatchObject({
      phase: 'past_due',
      billing: { renewalAttempts: 1, maxRenewalAttempts: 4, canCancel: true },
    });
    const writer = await getPlan(team.people.writer.client, team.magazineUserId);
    expect(writer.body.data).toMatchObject({ phase: 'active', billing: null });
    const [, failed] = await reads.mailTo(team.owner.email ?? '');
    expect(failed?.subject).toBe(`The plan of ${team.magazine.displayName} could not be renewed`);
    expect(failed?.textBody).toContain('Your card was declined.');

    // Not yet due again: nothing happens.
    await renew();
    expect((await reads.plan(team.magazineUserId))?.renewalAttempts).toBe(1);

    for (const attempt of [2, 3, 4]) {
      passTo((await reads.plan(team.magazineUserId))?.nextRenewalAt as Date);
      await renew();
      expect((await reads.plan(team.magazineUserId))?.renewalAttempts).toBe(attempt);
    }
    row = await reads.plan(team.magazineUserId);
    expect(row).toMatchObject({ status: 'expired', nextRenewalAt: null, planGroup: 3 });
    expect(await planStateOf(t.database.db, team.magazineUserId)).toEqual({ group: 3, current: false });
    expect(await t.app.services.plans.features(team.magazineUserId)).toEqual({
      enableAdvancedCustomisations: false,
      enableRemovingDefaultFooter: false,
    });
    const expired = await getPlan(team.people.editor.client, team.magazineUserId);
    expect(expired.body.data).toMatchObject({
      phase: 'expired',
      labelKey: 'magazines.plan.expired',
      magazinePlan: { name: 'Plan Expired', magazinePlanGrpId: 1 },
    });
    const keys = await reads.renewalKeys(team.magazineUserId);
    expect(keys.map((row) => [row.key.slice(-2), row.status])).toEqual([
      ['-1', 'declined'],
      ['-2', 'declined'],
      ['-3', 'declined'],
      ['-4', 'declined'],
    ]);
    expect((await reads.planEvents(team.magazineUserId)).at(-1)?.data).toMatchObject({
      change: 'expired',
      attempts: 4,
    });
    expect((await reads.mailTo(team.owner.email ?? '')).at(-1)?.subject).toBe(
      `The plan of ${team.magazine.displayName} has expired`,
    );
    expect(await reads.revenueFrom(team.magazineUserId)).toBe(revenue);
    // Nothing more is tried; subscribing again starts a new period.
    passTo(new Date(t.now().getTime() + 10 * DAY_MS));
    await renew();
    expect((await reads.renewalKeys(team.magazineUserId)).length).toBe(4);
    const again = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900),
    );
    expect(again.body.data.plan).toMatchObject({
      phase: 'active',
      group: 2,
      labelKey: 'magazines.plan.standard',
    });
  });

  it('renews on a later attempt from the old period end (the billing anchor)', async () => {
    const team = await paidTeam();
    const token = (await reads.plan(team.magazineUserId))?.paymentMethodRef;
    await declineFromNowOn(team.magazineUserId);
    passTo(team.periodEnd);
    await renew();
    await t.database.db
      .update(magazinePlans)
      .set({ paymentMethodRef: token })
      .where(eq(magazinePlans.magazineUserId, team.magazineUserId));
    passTo((await reads.plan(team.magazineUserId))?.nextRenewalAt as Date);
    await renew();
    const row = await reads.plan(team.magazineUserId);
    expect(row).toMatchObject({ status: 'active', renewalAttempts: 0 });
    expect(row?.periodStart).toEqual(team.periodEnd);
  });

  it('lets the owner pay a past-due plan with another card now, or cancel it at once', async () => {
    const team = await paidTeam(3, 2900);
    await declineFromNowOn(team.magazineUserId);
    passTo(team.periodEnd);
    await renew();
    const paid = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900),
    );
    expect(paid.body.data.plan).toMatchObject({ phase: 'active', billing: { renewalAttempts: 0 } });

    const other = await paidTeam(2, 900);
    await declineFromNowOn(other.magazineUserId);
    passTo(other.periodEnd);
    await renew();
    const cancelled = await other.owner.client.post('/api2/magazine/plan/cancel', {
      magazineUserId: other.magazineUserId,
    });
    expect(cancelled.body.data.plan).toMatchObject({ phase: 'free', group: 1 });
    expect((await reads.planEvents(other.magazineUserId)).at(-1)?.data).toMatchObject({ change: 'cancel' });
    passTo(new Date(t.now().getTime() + 2 * DAY_MS));
    await renew();
    expect((await reads.renewalKeys(other.magazineUserId)).length).toBe(1);
  });
});
