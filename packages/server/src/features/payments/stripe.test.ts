import { randomUUID } from 'node:crypto';
import { CTYPE } from '@masthead/core';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInClient } from '../../test/reading-fixtures.ts';
import { type FakeStripe, startFakeStripe } from '../../test/stripe-server.ts';
import { contents } from '../content/tables.ts';
import { assertLedgerBalanced, ownerBalance } from './ledger.ts';
import { ledgerEntries, payments } from './tables.ts';

/**
 * DESIGN §4 / TESTING §7 'payments': the Stripe adapter against a loopback server speaking Stripe's
 * REST shape, and webhooks signed locally with the package's own test header.
 */
const WEBHOOK_SECRET = 'whsec_masthead_test_secret';

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
  await assertLedgerBalanced(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.database.db;
const key = () => randomUUID();
const method = (paymentMethodId = 'pm_card_visa') => ({ type: 'stripe', paymentMethodId });

async function fundraiser() {
  const author = await insertPerson(db());
  return insertStory(db(), author.id, {
    ctype: CTYPE.donate,
    extra: { goalMinor: 100_000, currency: 'USD' },
  });
}

async function reader() {
  const person = await insertPerson(db());
  return signedInClient(t, person.id);
}

const raised = (contentId: number) =>
  ownerBalance(db(), { kind: 'content_donations', ownerContentId: contentId, currency: 'USD' });

async function entriesOf(paymentId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, `payment:${paymentId}:settled`));
  return row?.n ?? 0;
}

async function paymentRow(paymentId: number) {
  const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** A Stripe event as Stripe would send it, signed with the endpoint's secret. */
function signedEvent(
  type: string,
  intent: { id: string; amount: number; paymentId?: number; currency?: string },
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
        currency: intent.currency ?? 'usd',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: intent.paymentId ? { paymentId: String(intent.paymentId) } : {},
        last_payment_error:
          type === 'payment_intent.payment_failed'
            ? { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }
            : null,
      },
    },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}

function deliver(event: { payload: string; header: string | null }) {
  return t.app.inject({
    method: 'POST',
    url: '/api2/payments/webhook/stripe',
    headers: {
      host: 'localhost',
      'content-type': 'application/json; charset=utf-8',
      ...(event.header ? { 'stripe-signature': event.header } : {}),
    },
    payload: event.payload,
  });
}

describe('the Stripe adapter', () => {
  it('says the provider is Stripe, with no test cards', async () => {
    const response = await createClient(t.app).get('/api2/payments/config');
    expect(response.body.data).toEqual({
      provider: 'stripe',
      enabled: true,
      testCards: null,
      stripePublishableKey: 'pk_test_masthead',
    });
    expect(JSON.stringify(response.body)).not.toContain('sk_test_masthead');
  });

  it('creates and confirms a PaymentIntent under the payment’s idempotency key', async () => {
    const story = await fundraiser();
    const client = await reader();
    const response = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 1_500,
      currency: 'USD',
      paymentMethod: method(),
      idempotencyKey: key(),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'succeeded', charged: true });
    const paymentId = response.body.data.paymentId;
    const intent = fake.intents.at(-1);
    expect(intent).toMatchObject({
      amount: 1_500,
      currency: 'usd',
      idempotencyKey: `masthead-payment-${paymentId}`,
      metadata: { paymentId: String(paymentId), purpose: 'donation' },
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', providerRef: intent?.id });
    expect(await raised(story.id)).toBe(1_500);
  });

  it('counts rupiah in Stripe’s hundredths, and reads them back from webhooks', async () => {
    const author = await insertPerson(db());
    const story = await insertStory(db(), author.id, {
      ctype: CTYPE.donate,
      extra: { goalMinor: 45_000_000, currency: 'IDR' },
    });
    const client = await reader();
    const response = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 50_000,
      currency: 'IDR',
      paymentMethod: method('pm_card_threeDSecure2Required'),
      idempotencyKey: key(),
    });
    expect(response.body.data.status).toBe('pending');
    // 3-D Secure: the payer's browser gets the intent's client secret for stripe.handleNextAction.
    expect(response.body.data.clientSecret).toMatch(/^pi_\w+_secret_test$/);
    expect(fake.intents.at(-1)).toMatchObject({ amount: 5_000_000, currency: 'idr' });
    const paymentId = response.body.data.paymentId;
    const intentId = (await paymentRow(paymentId))!.providerRef!;
    await deliver(
      signedEvent('payment_intent.succeeded', {
        id: intentId,
        amount: 5_000_000,
        currency: 'idr',
        paymentId,
      }),
    );
    expect(
      await ownerBalance(db(), { kind: 'content_donations', ownerContentId: story.id, currency: 'IDR' }),
    ).toBe(50_000);
  });

  it('turns a card error into a 402 with the decline reason and moves nothing', async () => {
    const story = await fundraiser();
    const client = await reader();
    for (const [pm, reason] of [
      ['pm_card_chargeDeclined', 'card_declined'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ] as const) {
      const response = await client.post('/api2/payments/donate', {
        cgroupId: story.id,
        amountMinor: 1_500,
        currency: 'USD',
        paymentMethod: method(pm),
        idempotencyKey: key(),
      });
      expect(response.status).toBe(402);
      expect(response.body.errorData.reason).toBe(reason);
    }
    expect(await raised(story.id)).toBe(0);
  });

  it('refuses sandbox cards when Stripe takes payments', async () => {
    const story = await fundraiser();
    const client = await reader();
    const response = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 1_500,
      currency: 'USD',
      paymentMethod: { type: 'card', number: '4242424242424242', expMonth: 1, expYear: 2040, cvc: '123' },
      idempotencyKey: key(),
    });
    expect(response.status).toBe(400);
  });

  it('a provider timing out after charging: 503, then the retry with the key completes it once', async () => {
    const story = await fundraiser();
    const client = await reader();
    const body = {
      cgroupId: story.id,
      amountMinor: 2_000,
      currency: 'USD',
      paymentMethod: method(),
      idempotencyKey: key(),
    };
    const created = fake.intents.length;
    fake.holdMs = 5_000;
    const first = await client.post('/api2/payments/donate', body);
    expect(first.status).toBe(503);
    // Stripe charged (the intent exists) but we never heard back: pending, nothing in the ledger.
    expect(fake.intents.length).toBe(created + 1);
    const [pending] = await db()
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, body.idempotencyKey));
    expect(pending?.status).toBe('pending');
    expect(await raised(story.id)).toBe(0);

    fake.holdMs = 0;
    const retry = await client.post('/api2/payments/donate', body);
    expect(retry.status).toBe(200);
    expect(retry.body.data.paymentId).toBe(pending?.id);
    expect(fake.intents.length).toBe(created + 1);
    expect(await entriesOf(pending!.id)).toBe(1);
    expect(await raised(story.id)).toBe(2_000);
  });
});

describe('Stripe webhooks', () => {
  /** A donation waiting for 3-D Secure: pending until Stripe's webhook says how it ended. */
  async function pendingDonation(amountMinor = 3_000) {
    const story = await fundraiser();
    const client = await reader();
    const response = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor,
      currency: 'USD',
      paymentMethod: method('pm_card_threeDSecure2Required'),
      idempotencyKey: key(),
    });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('pending');
    const paymentId = response.body.data.paymentId as number;
    const payment = await paymentRow(paymentId);
    expect(payment?.status).toBe('pending');
    return { story, paymentId, intentId: payment!.providerRef!, amountMinor };
  }

  it('settles a payment on payment_intent.succeeded', async () => {
    const { story, paymentId, intentId, amountMinor } = await pendingDonation();
    const response = await deliver(
      signedEvent('payment_intent.succeeded', { id: intentId, amount: amountMinor, paymentId }),
    );
    expect(response.statusCode).toBe(200);
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
    expect(await raised(story.id)).toBe(amountMinor);
  });

  it('refuses a bad, missing or foreign signature with a 400 and changes nothing', async () => {
    const { story, paymentId, intentId, amountMinor } = await pendingDonation();
    const good = signedEvent('payment_intent.succeeded', { id: intentId, amount: amountMinor, paymentId });
    const forged = signedEvent(
      'payment_intent.succeeded',
      { id: intentId, amount: amountMinor, paymentId },
      'whsec_other',
    );
    const cases = [
      { payload: good.payload, header: forged.header },
      { payload: good.payload, header: null },
      { payload: good.payload, header: 'garbage' },
      { payload: good.payload.replace(String(amountMinor), '1'), header: good.header },
    ];
    for (const item of cases) {
      const response = await deliver(item);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).success).toBe(false);
    }
    const textBody = await t.app.inject({
      method: 'POST',
      url: '/api2/payments/webhook/stripe',
      headers: { host: 'localhost', 'content-type': 'text/plain', 'stripe-signature': good.header },
      payload: good.payload,
    });
    expect(textBody.statusCode).toBe(415);
    expect((await paymentRow(paymentId))?.status).toBe('pending');
    expect(await raised(story.id)).toBe(0);
  });

  it('delivered three times: one transition, one ledger movement', async () => {
    const { story, paymentId, intentId, amountMinor } = await pendingDonation();
    const event = signedEvent('payment_intent.succeeded', { id: intentId, amount: amountMinor, paymentId });
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await entriesOf(paymentId)).toBe(1);
    expect(await raised(story.id)).toBe(amountMinor);
  });

  it('out of order: a failure after the success changes nothing', async () => {
    const { story, paymentId, intentId, amountMinor } = await pendingDonation();
    await deliver(signedEvent('payment_intent.succeeded', { id: intentId, amount: amountMinor, paymentId }));
    await deliver(
      signedEvent('payment_intent.payment_failed', { id: intentId, amount: amountMinor, paymentId }),
    );
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
    expect(await entriesOf(paymentId)).toBe(1);
    expect(await raised(story.id)).toBe(amountMinor);
  });

  it('out of order: a success after a failure is recorded once (the money was taken)', async () => {
    const { story, paymentId, intentId, amountMinor } = await pendingDonation();
    await deliver(
      signedEvent('payment_intent.payment_failed', { id: intentId, amount: amountMinor, paymentId }),
    );
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_funds',
    });
    expect(await raised(story.id)).toBe(0);
    const success = signedEvent('payment_intent.succeeded', { id: intentId, amount: amountMinor, paymentId });
    await deliver(success);
    await deliver(success);
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
    expect(await entriesOf(paymentId)).toBe(1);
    expect(await raised(story.id)).toBe(amountMinor);
  });

  it('finds the payment by the intent id too, and never settles an event that does not match it', async () => {
    const { story, paymentId, intentId, amountMinor } = await pendingDonation();
    const wrongAmount = await deliver(
      signedEvent('payment_intent.succeeded', { id: intentId, amount: 1, paymentId }),
    );
    expect(wrongAmount.statusCode).toBe(200);
    const wrongIntent = await deliver(
      signedEvent('payment_intent.succeeded', { id: 'pi_someone_else', amount: amountMinor, paymentId }),
    );
    expect(wrongIntent.statusCode).toBe(200);
    const unknown = await deliver(signedEvent('payment_intent.succeeded', { id: 'pi_unknown', amount: 5 }));
    expect(unknown.statusCode).toBe(200);
    const other = await deliver(signedEvent('charge.refunded', { id: intentId, amount: amountMinor }));
    expect(other.statusCode).toBe(200);
    expect((await paymentRow(paymentId))?.status).toBe('pending');
    const byIntent = await deliver(
      signedEvent('payment_intent.succeeded', { id: intentId, amount: amountMinor }),
    );
    expect(byIntent.statusCode).toBe(200);
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
    expect(await raised(story.id)).toBe(amountMinor);
  });

  it('a premium purchase settled by webhook unlocks the body', async () => {
    const author = await insertPerson(db());
    const story = await insertStory(db(), author.id, { body: '<p>Paid words.</p>' });
    await db()
      .update(contents)
      .set({ premium: true, priceMinor: 500, currency: 'USD' })
      .where(eq(contents.id, story.id));
    const client = await reader();
    const response = await client.post('/api2/payments/unlock', {
      cgroupId: story.id,
      paymentMethod: method('pm_card_threeDSecure2Required'),
      idempotencyKey: key(),
    });
    expect(response.body.data.status).toBe('pending');
    const paymentId = response.body.data.paymentId;
    expect((await client.get(`/api2/content/page?cgroupId=${story.id}`)).body.data.body).toBe('');
    const intentId = (await paymentRow(paymentId))!.providerRef!;
    await deliver(signedEvent('payment_intent.succeeded', { id: intentId, amount: 500, paymentId }));
    expect((await client.get(`/api2/content/page?cgroupId=${story.id}`)).body.data.body).toContain(
      'Paid words.',
    );
  });
});
