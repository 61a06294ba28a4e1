import { CTYPE } from '@masthead/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { card, key, paymentHelpers } from '../../test/payments-fixtures.ts';
import { insertPerson, insertStory } from '../../test/reading-fixtures.ts';
import { assertLedgerBalanced, ownerBalance } from './ledger.ts';
import { ledgerEntries, payments } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// TESTING §7: debits equal credits after every test.
afterEach(async () => {
  await assertLedgerBalanced(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const { sandbox, paymentCount, reader } = paymentHelpers(() => t);

async function fundraiser(authorId: number, currency = 'USD', goalMinor = 500_000) {
  return insertStory(db(), authorId, {
    ctype: CTYPE.donate,
    title: 'Help the hawkers',
    description: 'Every donation pays a cook.',
    extra: { goalMinor, currency },
  });
}

async function entryCount() {
  const [row] = await db().select({ n: count() }).from(ledgerEntries);
  return row?.n ?? 0;
}

const donations = (contentId: number, currency: 'USD' | 'TWD' = 'USD') =>
  ownerBalance(db(), { kind: 'content_donations', ownerContentId: contentId, currency });

describe('donations', () => {
  it('asks guests to sign in and stores nothing', async () => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id);
    const before = await paymentCount();
    const response = await createClient(t.app).post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 500,
      currency: 'USD',
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(response.status).toBe(401);
    expect(response.body.errors.system).toBe('auth.fail.no.login');
    expect(await paymentCount()).toBe(before);
  });

  it('takes a donation with the success card: the raised total and supporters come from the ledger', async () => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id);
    const { client } = await reader();
    const response = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 2_500,
      currency: 'USD',
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'succeeded', charged: true });
    expect(await donations(story.id)).toBe(2_500);

    const page = await createClient(t.app).get(`/api2/content/page?cgroupId=${story.id}`);
    expect(page.body.data.fundraiser).toEqual({ raisedMinor: 2_500, supporters: 1 });
    expect(page.body.data.extra).toMatchObject({ kind: 'donate', raisedMinor: 2_500, goalMinor: 500_000 });

    const second = await reader();
    await second.client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 1_000,
      currency: 'USD',
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    const after = await createClient(t.app).get(`/api2/content/page?cgroupId=${story.id}`);
    expect(after.body.data.fundraiser).toEqual({ raisedMinor: 3_500, supporters: 2 });
  });

  it.each([
    ['4000 0000 0000 0002', {}, 'card_declined'],
    ['4000000000009995', {}, 'insufficient_funds'],
    ['4242 4242 4242 4242', { expYear: 2020 }, 'expired_card'],
    ['5105 1051 0510 5100', {}, 'card_declined'],
  ])('declines %s (%o) with %s and moves nothing', async (number, overrides, reason) => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id);
    const { client } = await reader();
    const entries = await entryCount();
    const idempotencyKey = key();
    const response = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 500,
      currency: 'USD',
      paymentMethod: card(number, overrides),
      idempotencyKey,
    });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({
      success: false,
      errorMsgKey: 'error.payment.declined',
      errorData: { reason },
    });
    expect(response.body.errorMsg).toMatch(/declined/i);
    expect(await entryCount()).toBe(entries);
    expect(await donations(story.id)).toBe(0);
    const [row] = await db().select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
    expect(row).toMatchObject({ status: 'declined', declineReason: reason });

    // The same checkout sent again answers the same decline without charging again.
    const charges = sandbox().charges().length;
    const again = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 500,
      currency: 'USD',
      paymentMethod: card(number, overrides),
      idempotencyKey,
    });
    expect(again.status).toBe(402);
    expect(sandbox().charges().length).toBe(charges);
  });

  it('answers the same key with the same payment: one charge, one ledger entry', async () => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id);
    const { client } = await reader();
    const body = {
      cgroupId: story.id,
      amountMinor: 700,
      currency: 'USD',
      paymentMethod: card(),
      idempotencyKey: key(),
    };
    const charges = sandbox().charges().length;
    const entries = await entryCount();
    const first = await client.post('/api2/payments/donate', body);
    const second = await client.post('/api2/payments/donate', body);
    expect(first.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(sandbox().charges().length).toBe(charges + 1);
    expect(await entryCount()).toBe(entries + 1);
    expect(await donations(story.id)).toBe(700);

    // The key belongs to that checkout: another amount under it is refused.
    const reused = await client.post('/api2/payments/donate', { ...body, amountMinor: 900 });
    expect(reused.status).toBe(400);
    expect(reused.body.errors.fields.idempotencyKey).toBeDefined();
    expect(await donations(story.id)).toBe(700);
  });

  it('50 parallel requests with one key make exactly one charge and one ledger entry', async () => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id);
    const { client } = await reader();
    const body = {
      cgroupId: story.id,
      amountMinor: 1_200,
      currency: 'USD',
      paymentMethod: card(),
      idempotencyKey: key(),
    };
    const charges = sandbox().charges().length;
    const entries = await entryCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api2/payments/donate', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.body.data.paymentId)).size).toBe(1);
    expect(sandbox().charges().length).toBe(charges + 1);
    expect(await entryCount()).toBe(entries + 1);
    expect(await donations(story.id)).toBe(1_200);
  });

  it.each([
    ['zero', { amountMinor: 0 }],
    ['negative', { amountMinor: -1 }],
    ['fractional minor units', { amountMinor: 1.5 }],
    ['10^12', { amountMinor: 1e12 }],
    ['a string', { amountMinor: '700' }],
    ['"7"', { amountMinor: '7' }],
    ['null', { amountMinor: null }],
    ['under the minimum', { amountMinor: 99 }],
    ['over the maximum', { amountMinor: 1_000_001 }],
    ['2^53', { amountMinor: 2 ** 53 }],
    ['a wrong currency', { currency: 'EUR' }],
    ['an unknown currency', { currency: 'XYZ' }],
    ['a lower-case currency', { currency: 'usd' }],
    ['a card failing the Luhn check', { paymentMethod: card('4242 4242 4242 4241') }],
    ['a month 13', { paymentMethod: card(undefined, { expMonth: 13 }) }],
    ['a CVC of letters', { paymentMethod: card(undefined, { cvc: 'abc' }) }],
    [
      'a Stripe method in the sandbox',
      { paymentMethod: { type: 'stripe', paymentMethodId: 'pm_card_visa' } },
    ],
    ['an unknown method', { paymentMethod: { type: 'paypal' } }],
    ['a short key', { idempotencyKey: 'abc' }],
    ['a key with spaces', { idempotencyKey: 'a b c d e f g h i j k l m n' }],
    ['an unknown field', { raisedMinor: 5 }],
    ['a payer id', { userId: 1 }],
  ])('refuses %s with a 400 and stores nothing', async (_label, change) => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id);
    const { client } = await reader();
    const before = await paymentCount();
    const entries = await entryCount();
    const charges = sandbox().charges().length;
    const response = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 500,
      currency: 'USD',
      paymentMethod: card(),
      idempotencyKey: key(),
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(await paymentCount()).toBe(before);
    expect(await entryCount()).toBe(entries);
    expect(sandbox().charges().length).toBe(charges);
  });

  it('checks amounts in the fundraiser’s own currency', async () => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id, 'TWD', 30_000_000);
    const { client } = await reader();
    const small = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 500,
      currency: 'TWD',
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(small.status).toBe(400);
    const fine = await client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 30_000,
      currency: 'TWD',
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(fine.status).toBe(200);
    expect(await donations(story.id, 'TWD')).toBe(30_000);
  });

  it('finds no fundraiser in other content, drafts, deleted or unknown ids', async () => {
    const author = await insertPerson(db());
    const post = await insertStory(db(), author.id);
    const draft = await insertStory(db(), author.id, {
      ctype: CTYPE.donate,
      status: 'draft',
      extra: { goalMinor: 1000, currency: 'USD' },
    });
    const gone = await insertStory(db(), author.id, {
      ctype: CTYPE.donate,
      deleted: true,
      extra: { goalMinor: 1000, currency: 'USD' },
    });
    const { client } = await reader();
    const before = await paymentCount();
    for (const cgroupId of [post.id, draft.id, gone.id, 999_999_999]) {
      const response = await client.post('/api2/payments/donate', {
        cgroupId,
        amountMinor: 500,
        currency: 'USD',
        paymentMethod: card(),
        idempotencyKey: key(),
      });
      expect(response.status, String(cgroupId)).toBe(404);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('lists the reader’s receipts, and only theirs', async () => {
    const author = await insertPerson(db());
    const story = await fundraiser(author.id);
    const payer = await reader();
    await payer.client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 500,
      currency: 'USD',
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    await payer.client.post('/api2/payments/donate', {
      cgroupId: story.id,
      amountMinor: 600,
      currency: 'USD',
      paymentMethod: card('4000 0000 0000 0002'),
      idempotencyKey: key(),
    });
    const mine = await payer.client.get('/api2/payments/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data.payments).toMatchObject([
      { status: 'declined', amountMinor: 600, declineReason: 'card_declined', purpose: 'donation' },
      { status: 'succeeded', amountMinor: 500, currency: 'USD', content: { cgroupId: story.id } },
    ]);
    const other = await reader();
    expect((await other.client.get('/api2/payments/mine')).body.data.payments).toEqual([]);
    expect((await createClient(t.app).get('/api2/payments/mine')).status).toBe(401);
  });
});
