import { DAY_MS, translate } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { card, key, paymentHelpers } from '../../test/payments-fixtures.ts';
import { buildBillingTeam, getPlan, planReads, subscribeBody } from '../../test/plan-fixtures.ts';
import { users } from '../accounts/tables.ts';
import { payments } from '../payments/tables.ts';
import { planCharges } from './plan-tables.ts';
import { magazines } from './tables.ts';

/** DESIGN §4 plan billing through the API: subscribe and upgrade, declines, retries, races, refusals. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => reads.invariantsHold());
afterAll(() => t?.close());

const reads = planReads(() => t);
const { sandbox } = paymentHelpers(() => t);
const DECLINED = '4000 0000 0000 0002';

describe('POST /api2/magazine/plan/subscribe', () => {
  it('pays the monthly price, starts the period, saves the card, and writes the receipt, ledger, audit and mail', async () => {
    const team = await buildBillingTeam(t);
    const revenue = await reads.revenue();
    const response = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900),
    );
    expect(response.status).toBe(200);
    const { payment, plan } = response.body.data;
    expect(payment).toMatchObject({ status: 'succeeded', charged: true });
    expect(plan).toMatchObject({
      magazinePlan: { name: 'Standard', magazinePlanGrpId: 2, enableAdvancedCustomisations: true },
      phase: 'active',
      group: 2,
      billing: {
        status: 'active',
        priceMinor: 900,
        paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12 },
        billingOwner: { userId: team.owner.id },
        offers: [
          { group: 3, kind: 'upgrade', amountMinor: 2000, days: 30 },
          { group: 4, kind: 'upgrade', amountMinor: 9000, days: 30 },
        ],
        downgrades: [],
        canCancel: true,
        receipts: [
          {
            paymentId: payment.paymentId,
            kind: 'subscribe',
            planGroup: 2,
            status: 'succeeded',
            amountMinor: 900,
          },
        ],
      },
    });
    // Provider references never leave the server.
    expect(JSON.stringify(response.body)).not.toMatch(
      /sbxpm|payment_method_ref|paymentMethodRef|customerRef/,
    );

    const row = await reads.plan(team.magazineUserId);
    expect(row).toMatchObject({
      planGroup: 2,
      status: 'active',
      provider: 'sandbox',
      billingUserId: team.owner.id,
    });
    expect(row?.paymentMethodRef).toMatch(/^sbxpm\.succeeded\.visa\.4242\./);
    expect(row?.periodEnd?.getTime()).toBe((row?.periodStart?.getTime() ?? 0) + 30 * DAY_MS);
    expect(row?.nextRenewalAt).toEqual(row?.periodEnd);
    expect(await reads.revenue()).toBe(revenue + 900);
    expect(await reads.planEvents(team.magazineUserId)).toEqual([
      { actorUserId: team.owner.id, data: expect.objectContaining({ change: 'subscribe', from: 1, to: 2 }) },
    ]);
    const [mail] = await reads.mailTo(team.owner.email ?? '');
    expect(mail?.subject).toBe(`Receipt for the Standard plan of ${team.magazine.displayName}`);
    expect(mail?.textBody).toContain('USD 9.00');
    expect(mail?.textBody).toContain('Visa ending in 4242');

    const mine = await team.owner.client.get('/api2/payments/mine');
    expect(mine.body.data.payments[0]).toMatchObject({
      paymentId: payment.paymentId,
      purpose: 'plan',
      status: 'succeeded',
      amountMinor: 900,
      content: null,
      plan: { magazineUserId: team.magazineUserId, username: team.magazine.username, planGroup: 2 },
    });
  });

  it('says why a card was declined and changes nothing but the declined payment', async () => {
    const team = await buildBillingTeam(t);
    const revenue = await reads.revenue();
    const response = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900, card(DECLINED)),
    );
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({
      errorMsgKey: 'error.payment.declined',
      errorData: { reason: 'card_declined' },
    });
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ planGroup: 1, paymentMethodRef: null });
    expect(await reads.revenue()).toBe(revenue);
    expect(await reads.planEvents(team.magazineUserId)).toEqual([]);
    expect(await reads.mailTo(team.owner.email ?? '')).toEqual([]);
    const [declined] = await reads.planPayments(team.magazineUserId);
    expect(declined?.payment).toMatchObject({ status: 'declined', declineReason: 'card_declined' });

    const expired = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900, card(undefined, { expYear: 2001 })),
    );
    expect(expired.body).toMatchObject({ errorData: { reason: 'expired_card' } });
  });

  it("writes the receipt in the payer's interface language", async () => {
    const team = await buildBillingTeam(t);
    await t.database.db.update(users).set({ uiLang: 'tw' }).where(eq(users.id, team.owner.id));
    await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900),
    );
    const [mail] = await reads.mailTo(team.owner.email ?? '');
    const values = { plan: translate('tw', 'magazines.plan.pro'), magazine: team.magazine.displayName };
    expect(mail?.subject).toBe(translate('tw', 'plans.mail.receipt.subject', values));
    expect(mail?.textBody).toContain(translate('tw', 'plans.mail.action'));
  });

  it('keeps a magazine without a plan at Plan Expired after a decline, and starts one on success', async () => {
    const team = await buildBillingTeam(t, { plan: null });
    await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900, card(DECLINED)),
    );
    expect((await getPlan(team.owner.client, team.magazineUserId)).body.data.labelKey).toBe(
      'magazines.plan.expired',
    );
    const paid = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900),
    );
    expect(paid.body.data.plan).toMatchObject({ labelKey: 'magazines.plan.standard', phase: 'active' });
  });

  it('refuses an amount other than the server’s price, and a group that is no upgrade, without a payment', async () => {
    const team = await buildBillingTeam(t);
    const changed = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 100),
    );
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      errorMsgKey: 'error.plan.price.changed',
      errorData: { amountMinor: 900 },
    });
    await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900),
    );
    const down = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900),
    );
    expect(down.status).toBe(409);
    expect(down.body).toMatchObject({ errorData: { reason: 'not-an-upgrade' } });
    expect((await reads.planPayments(team.magazineUserId)).length).toBe(1);
    for (const bad of [
      { planGroup: 1 },
      { planGroup: 5 },
      { planGroup: '4' },
      { expectedAmountMinor: 0 },
      { expectedAmountMinor: -7000 },
      { expectedAmountMinor: 9.5 },
      { expectedAmountMinor: 10 ** 12 },
      { expectedAmountMinor: '7000' },
      { currency: 'EUR' },
    ])
      expect(
        (
          await team.owner.client.post('/api2/magazine/plan/subscribe', {
            ...subscribeBody(team.magazineUserId, 4, 7000),
            ...bad,
          })
        ).status,
      ).toBe(400);
    const stripeMethod = { type: 'stripe', paymentMethodId: 'pm_card_visa' };
    const wrongProvider = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 4, 7000, stripeMethod),
    );
    expect(wrongProvider.status).toBe(400);
  });

  it('answers a retry with the same key with the same payment, and refuses the key for another group', async () => {
    const team = await buildBillingTeam(t);
    const charges = sandbox().charges().length;
    const body = subscribeBody(team.magazineUserId, 2, 900);
    const first = await team.owner.client.post('/api2/magazine/plan/subscribe', body);
    const again = await team.owner.client.post('/api2/magazine/plan/subscribe', body);
    expect(again.status).toBe(200);
    expect(again.body.data.payment.paymentId).toBe(first.body.data.payment.paymentId);
    expect(sandbox().charges().length).toBe(charges + 1);
    const reused = await team.owner.client.post('/api2/magazine/plan/subscribe', {
      ...body,
      planGroup: 3,
      expectedAmountMinor: 2000,
    });
    expect(reused.status).toBe(400);
    expect(Object.keys(reused.body.errors.fields)).toEqual(['idempotencyKey']);
  });

  it('charges once when two checkouts for one plan run side by side (two tabs, or a double click)', async () => {
    const team = await buildBillingTeam(t);
    const revenue = await reads.revenue();
    const charges = sandbox().charges().length;
    const responses = await Promise.all([
      team.owner.client.post('/api2/magazine/plan/subscribe', subscribeBody(team.magazineUserId, 2, 900)),
      team.people.owner.client.post(
        '/api2/magazine/plan/subscribe',
        subscribeBody(team.magazineUserId, 2, 900),
      ),
      team.owner.client.post('/api2/magazine/plan/subscribe', subscribeBody(team.magazineUserId, 3, 2900)),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser waits for the winner's payment, or finds the plan changed (not an allowed change any
    // more), or, when the winner's plan is in place before its price is computed, a prorated price other
    // than the one it was shown: each is a refusal that charges nothing.
    for (const refused of responses.filter((response) => response.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.errorMsgKey).toMatch(
        /^error\.plan\.(payment\.in\.progress|change\.not\.allowed|price\.changed)$/,
      );
    }
    expect(sandbox().charges().length).toBe(charges + 1);
    const [only, ...none] = await reads.planPayments(team.magazineUserId);
    expect(none).toEqual([]);
    expect(only?.payment.status).toBe('succeeded');
    expect(await reads.revenue()).toBe(revenue + (only?.payment.amountMinor ?? Number.NaN));

    const sameKey = subscribeBody(team.magazineUserId, 4, 0);
    const plan = (await getPlan(team.owner.client, team.magazineUserId)).body.data;
    sameKey.expectedAmountMinor = plan.billing.offers.find(
      (offer: { group: number }) => offer.group === 4,
    ).amountMinor;
    const twice = await Promise.all([
      team.owner.client.post('/api2/magazine/plan/subscribe', sameKey),
      team.owner.client.post('/api2/magazine/plan/subscribe', sameKey),
    ]);
    expect(twice.map((response) => response.status)).toEqual([200, 200]);
    expect(twice[0]?.body.data.payment.paymentId).toBe(twice[1]?.body.data.payment.paymentId);
    expect(sandbox().charges().length).toBe(charges + 2);
  });

  it('prorates an upgrade mid-period and keeps the period end', async () => {
    const team = await buildBillingTeam(t);
    await team.owner.client.post('/api2/magazine/plan/subscribe', subscribeBody(team.magazineUserId, 2, 900));
    const periodEnd = (await reads.plan(team.magazineUserId))?.periodEnd;
    t.advance(20 * DAY_MS);
    const revenue = await reads.revenue();
    const offers = (await getPlan(team.owner.client, team.magazineUserId)).body.data.billing.offers;
    expect(offers[0]).toMatchObject({
      group: 3,
      kind: 'upgrade',
      amountMinor: 667,
      days: 10,
      periodEnd: periodEnd?.toISOString(),
    });
    const response = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 667),
    );
    expect(response.status).toBe(200);
    expect(await reads.plan(team.magazineUserId)).toMatchObject({
      planGroup: 3,
      periodEnd,
      nextRenewalAt: periodEnd,
    });
    expect(await reads.revenue()).toBe(revenue + 667);
    expect((await reads.planEvents(team.magazineUserId)).at(-1)?.data).toMatchObject({
      change: 'upgrade',
      from: 2,
      to: 3,
    });
  });

  it('waits while another payment for the plan is being confirmed', async () => {
    const team = await buildBillingTeam(t);
    await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900),
    );
    // A payment on its way, as a bank check or another process leaves it.
    const [pending] = await t.database.db
      .insert(payments)
      .values({
        payerId: team.people.owner.id,
        magazineUserId: team.magazineUserId,
        purpose: 'plan',
        amountMinor: 7000,
        currency: 'USD',
        provider: 'sandbox',
        idempotencyKey: key(),
        createdAt: t.now(),
        updatedAt: t.now(),
      })
      .returning();
    const row = await reads.plan(team.magazineUserId);
    await t.database.db.insert(planCharges).values({
      paymentId: pending!.id,
      magazineUserId: team.magazineUserId,
      kind: 'upgrade',
      planGroup: 4,
      fromGroup: 3,
      periodStart: row!.periodStart!,
      periodEnd: row!.periodEnd!,
      basePeriodEnd: row!.periodEnd,
    });
    const busy = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 4, 7000),
    );
    expect(busy.status).toBe(409);
    expect(busy.body.errorMsgKey).toBe('error.plan.payment.in.progress');
    for (const url of ['/api2/magazine/plan/cancel', '/api2/magazine/plan/resume'])
      expect((await team.owner.client.post(url, { magazineUserId: team.magazineUserId })).status).toBe(409);
    expect((await getPlan(team.owner.client, team.magazineUserId)).body.data.billing.paymentInProgress).toBe(
      true,
    );
    // Past the hold, a payment that never settled no longer holds the plan.
    t.advance(31 * 60_000);
    expect((await getPlan(team.owner.client, team.magazineUserId)).body.data.billing.paymentInProgress).toBe(
      false,
    );
  });

  it('refuses a closed magazine', async () => {
    const team = await buildBillingTeam(t);
    await t.database.db.insert(magazines).values({ userId: team.magazineUserId, closedAt: t.now() });
    const response = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900),
    );
    // A closed magazine gives its members no right in it (core policy).
    expect(response.status).toBe(403);
    await t.database.db.delete(magazines).where(eq(magazines.userId, team.magazineUserId));
  });
});
