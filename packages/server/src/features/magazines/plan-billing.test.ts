import { DAY_MS } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { card, key, paymentHelpers } from '../../test/payments-fixtures.ts';
import {
  type BillingTeam,
  buildBillingTeam,
  planReads,
  type Seat,
  subscribeBody,
} from '../../test/plan-fixtures.ts';
import { payments } from '../payments/tables.ts';
import { createPageApi } from '../ssr/page-api.ts';
import { planCharges } from './plan-tables.ts';
import { magazines } from './tables.ts';

/** DESIGN §4 plan billing through the API: who may read and pay, subscribe, upgrade, refusals. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => reads.invariantsHold());
afterAll(() => t?.close());

const reads = planReads(() => t);
const { sandbox } = paymentHelpers(() => t);
const DECLINED = '4000 0000 0000 0002';

const getPlan = (client: Pick<ReturnType<typeof createClient>, 'get'>, id: number | string) =>
  client.get(`/api2/magazine/plan?magazineUserId=${id}`);

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

  it("says 'Plan Expired' for a magazine without a plan, and 404 for one that is closed or unknown", async () => {
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
    expect((await getPlan(bare.owner.client, bare.magazineUserId)).status).toBe(404);
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

describe('who may pay and change the plan', () => {
  let team: BillingTeam;
  beforeAll(async () => {
    team = await buildBillingTeam(t);
  });

  const calls = (magazineUserId: number) =>
    [
      ['/api2/magazine/plan/subscribe', subscribeBody(magazineUserId, 2, 900)],
      ['/api2/magazine/plan/downgrade', { magazineUserId, planGroup: 2 }],
      ['/api2/magazine/plan/cancel', { magazineUserId }],
      ['/api2/magazine/plan/resume', { magazineUserId }],
    ] as const;

  it('refuses every billing call to managing editors, editors, writers, contributors and outsiders, changing nothing', async () => {
    const before = { plan: await reads.plan(team.magazineUserId), payments: await reads.planPaymentCount() };
    const charges = sandbox().charges().length;
    for (const seat of [...NO_BILLING_SEATS, 'outsider'] as const) {
      const client = seat === 'outsider' ? team.outsider.client : team.people[seat].client;
      for (const [url, body] of calls(team.magazineUserId)) expectDenied(await client.post(url, body));
    }
    for (const [url, body] of calls(team.magazineUserId))
      expect((await createClient(t.app).post(url, body)).status).toBe(401);
    expect(await reads.plan(team.magazineUserId)).toEqual(before.plan);
    expect(await reads.planPaymentCount()).toBe(before.payments);
    expect(sandbox().charges().length).toBe(charges);
    expect(await reads.planEvents(team.magazineUserId)).toEqual([]);
  });

  it("refuses an owner of one magazine acting on another's plan", async () => {
    const other = await buildBillingTeam(t);
    for (const [url, body] of calls(other.magazineUserId))
      expectDenied(await team.owner.client.post(url, body));
    expect(await reads.planPaymentCount()).toBe(0);
  });

  it('lets every owner, a secretAdmin and masterAdmin pay', async () => {
    for (const payer of ['owner', 'secretAdmin', 'masterAdmin'] as const) {
      const fresh = await buildBillingTeam(t);
      const client = payer === 'masterAdmin' ? fresh.masterAdmin.client : fresh.people[payer].client;
      const response = await client.post(
        '/api2/magazine/plan/subscribe',
        subscribeBody(fresh.magazineUserId, 2, 900),
      );
      expect(response.status, payer).toBe(200);
      expect(response.body.data.plan.group).toBe(2);
    }
  });
});

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
      { expectedAmountMinor: 0 },
      { expectedAmountMinor: 9.5 },
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
    for (const refused of responses.filter((response) => response.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.errorMsgKey).toMatch(/^error\.plan\.(payment\.in\.progress|change\.not\.allowed)$/);
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
    expect(response.status).toBe(404);
    await t.database.db.delete(magazines).where(eq(magazines.userId, team.magazineUserId));
  });
});
