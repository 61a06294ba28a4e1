import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildBillingTeam, planReads, subscribeBody } from '../../test/plan-fixtures.ts';
import { type FakeStripe, quickStripeRetries, startFakeStripe } from '../../test/stripe-server.ts';
import { ledgerEntries } from '../payments/tables.ts';
import { magazinePlans } from './tables.ts';

/**
 * Plan billing through the Stripe adapter (DESIGN §4, TESTING §7 'payments'): a Customer and an
 * attached PaymentMethod set up for off-session renewals, against a loopback server speaking Stripe's
 * REST shape; webhooks signed locally, replayed, out of order and forged.
 */
const WEBHOOK_SECRET = 'whsec_masthead_plan_secret';

let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp((config) => ({
    ...config,
    outbound: { ...config.outbound, timeoutMs: 400 },
    payments: {
      provider: 'stripe',
      stripeSecretKey: 'sk_test_masthead',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: fake.url,
      stripePublishableKey: 'pk_test_masthead',
    },
  }));
});
afterEach(async () => {
  fake.holdMs = 0;
  fake.holdOnly = null;
  await reads.invariantsHold();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const reads = planReads(() => t);
const method = (paymentMethodId = 'pm_card_visa') => ({ type: 'stripe', paymentMethodId });
const renew = () => t.app.services.plans.renewDue();

async function entriesOf(paymentId: number) {
  return (
    await t.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `payment:${paymentId}:settled`))
  ).length;
}

function signedEvent(
  type: string,
  intent: { id: string; amount: number; paymentId: number },
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-01-01',
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'usd',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { paymentId: String(intent.paymentId), purpose: 'plan' },
        last_payment_error:
          type === 'payment_intent.payment_failed' ? { type: 'card_error', code: 'card_declined' } : null,
      },
    },
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = (event: { payload: string; header: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api2/payments/webhook/stripe',
    headers: { host: 'localhost', 'content-type': 'application/json', 'stripe-signature': event.header },
    payload: event.payload,
  });

describe('subscribing with Stripe', () => {
  it('makes a Customer, attaches the card for off-session use, and charges it under the payment’s key', async () => {
    const team = await buildBillingTeam(t);
    const response = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900, method()),
    );
    expect(response.status).toBe(200);
    const { paymentId } = response.body.data.payment;
    const customer = fake.customers.at(-1);
    expect(fake.attached.get('pm_card_visa')).toBe(customer);
    expect(fake.intents.at(-1)).toMatchObject({
      amount: 900,
      currency: 'usd',
      customer,
      offSession: false,
      setupFutureUsage: 'off_session',
      idempotencyKey: `masthead-payment-${paymentId}`,
      metadata: {
        paymentId: String(paymentId),
        purpose: 'plan',
        magazineUserId: String(team.magazineUserId),
      },
    });
    expect(await reads.plan(team.magazineUserId)).toMatchObject({
      planGroup: 2,
      provider: 'stripe',
      customerRef: customer,
      paymentMethodRef: 'pm_card_visa',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/cus_|pm_card|sk_test/);
  });

  it('declines a card that fails Stripe’s check, or its first charge, changing nothing', async () => {
    const team = await buildBillingTeam(t);
    const intents = fake.intents.length;
    const refused = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900, method('pm_card_chargeDeclined')),
    );
    expect(refused.status).toBe(402);
    expect(refused.body.errorData).toEqual({ reason: 'card_declined' });
    expect(fake.intents.length).toBe(intents);
    const failing = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900, method('pm_card_chargeCustomerFail')),
    );
    expect(failing.status).toBe(402);
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ planGroup: 1, paymentMethodRef: null });
    expect(await reads.revenueFrom(team.magazineUserId)).toBe(0);
  });
});

describe('Stripe webhooks for plan payments', () => {
  it('applies a payment the bank confirmed later (3-D Secure) exactly once, however often it is sent', async () => {
    const team = await buildBillingTeam(t);
    const response = await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 3, 2900, method('pm_card_threeDSecure2Required')),
    );
    expect(response.status).toBe(200);
    const { payment, plan } = response.body.data;
    expect(payment).toMatchObject({ status: 'pending', clientSecret: expect.stringContaining('_secret_') });
    expect(plan).toMatchObject({ group: 1, billing: { paymentInProgress: true } });
    const intent = { id: fake.intents.at(-1)?.id ?? '', amount: 2900, paymentId: payment.paymentId };

    const forged = signedEvent('payment_intent.succeeded', intent, 'whsec_someone_else');
    expect((await deliver(forged)).statusCode).toBe(400);
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ planGroup: 1 });

    const succeeded = signedEvent('payment_intent.succeeded', intent);
    for (let i = 0; i < 3; i++) expect((await deliver(succeeded)).statusCode).toBe(200);
    // Late and out of order: a failure after the success changes nothing.
    expect((await deliver(signedEvent('payment_intent.payment_failed', intent))).statusCode).toBe(200);
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ planGroup: 3, status: 'active' });
    expect(await entriesOf(payment.paymentId)).toBe(1);
    expect(await reads.revenueFrom(team.magazineUserId)).toBe(2900);
    expect((await reads.planEvents(team.magazineUserId)).map((event) => event.data.change)).toEqual([
      'subscribe',
    ]);
    expect(await reads.mailTo(team.owner.email ?? '')).toHaveLength(1);
  });
});

describe('renewing with Stripe', () => {
  async function paidTeam() {
    const team = await buildBillingTeam(t);
    await team.owner.client.post(
      '/api2/magazine/plan/subscribe',
      subscribeBody(team.magazineUserId, 2, 900, method()),
    );
    const row = await reads.plan(team.magazineUserId);
    return { ...team, row: row! };
  }
  const passTo = (when: Date) => t.advance(Math.max(0, when.getTime() - t.now().getTime()) + 60_000);

  it('charges the saved card off-session with its Customer', async () => {
    const team = await paidTeam();
    passTo(team.row.periodEnd!);
    await renew();
    const renewal = fake.intents.find(
      (intent) => intent.metadata.magazineUserId === String(team.magazineUserId) && intent.offSession,
    );
    expect(renewal).toMatchObject({ amount: 900, customer: team.row.customerRef, setupFutureUsage: null });
    expect((await reads.plan(team.magazineUserId))?.periodStart).toEqual(team.row.periodEnd);
  });

  it('moves to past due when the off-session charge is declined', async () => {
    const team = await paidTeam();
    fake.attached.set('pm_card_chargeCustomerFail', team.row.customerRef ?? '');
    await t.database.db
      .update(magazinePlans)
      .set({ paymentMethodRef: 'pm_card_chargeCustomerFail' })
      .where(eq(magazinePlans.magazineUserId, team.magazineUserId));
    passTo(team.row.periodEnd!);
    await renew();
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ status: 'past_due', renewalAttempts: 1 });
  });

  it('takes the same payment again after Stripe did not answer, charging once', async () => {
    const team = await paidTeam();
    passTo(team.row.periodEnd!);
    quickStripeRetries();
    fake.holdMs = 2_000;
    // Only this team's charge goes unanswered: the plans earlier tests left due renew meanwhile, and
    // would each wait out the timeouts too (issue 16).
    fake.holdOnly = (form) => form.get('metadata[magazineUserId]') === String(team.magazineUserId);
    await renew();
    const [pending] = await reads.renewalKeys(team.magazineUserId);
    expect(pending?.status).toBe('pending');
    const intents = fake.intents.filter((intent) =>
      intent.idempotencyKey?.startsWith('masthead-payment-'),
    ).length;
    fake.holdMs = 0;
    // The claim's lease (10 minutes) passes; the next run takes the same payment and key.
    t.advance(11 * 60_000);
    await renew();
    expect(await reads.renewalKeys(team.magazineUserId)).toEqual([
      { key: pending?.key, status: 'succeeded' },
    ]);
    expect(
      fake.intents.filter((intent) => intent.idempotencyKey?.startsWith('masthead-payment-')).length,
    ).toBe(intents);
    expect(await reads.plan(team.magazineUserId)).toMatchObject({ status: 'active', renewalAttempts: 0 });
  });
});
