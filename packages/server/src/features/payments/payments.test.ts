import { randomUUID } from 'node:crypto';
import { CTYPE } from '@masthead/core';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInClient } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import {
  assertLedgerBalanced,
  ledgerAccountId,
  ownerBalance,
  postEntry,
  UnbalancedEntryError,
} from './ledger.ts';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox.ts';
import { stripePublishableKeyOf } from './service.ts';
import { contentUnlocks, ledgerEntries, ledgerLines, payments } from './tables.ts';

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
const sandbox = () => t.app.services.payments.provider() as SandboxProvider;
const year = new Date().getUTCFullYear() + 3;
const card = (number = '4242 4242 4242 4242', overrides: Record<string, unknown> = {}) => ({
  type: 'card',
  number,
  expMonth: 12,
  expYear: year,
  cvc: '123',
  ...overrides,
});
const key = () => randomUUID();
const SECRET = 'The secret ending only payers may read.';

async function fundraiser(authorId: number, currency = 'USD', goalMinor = 500_000) {
  return insertStory(db(), authorId, {
    ctype: CTYPE.donate,
    title: 'Help the hawkers',
    description: 'Every donation pays a cook.',
    extra: { goalMinor, currency },
  });
}

async function premiumStory(authorId: number, priceMinor = 300, currency = 'USD') {
  const story = await insertStory(db(), authorId, {
    title: 'A premium story',
    description: 'The free teaser.',
    body: `<p>${SECRET}</p>`,
  });
  await db().update(contents).set({ premium: true, priceMinor, currency }).where(eq(contents.id, story.id));
  return story;
}

async function paymentCount() {
  const [row] = await db().select({ n: count() }).from(payments);
  return row?.n ?? 0;
}

async function entryCount() {
  const [row] = await db().select({ n: count() }).from(ledgerEntries);
  return row?.n ?? 0;
}

const donations = (contentId: number, currency: 'USD' | 'TWD' = 'USD') =>
  ownerBalance(db(), { kind: 'content_donations', ownerContentId: contentId, currency });

async function reader() {
  const person = await insertPerson(db());
  return { ...person, client: await signedInClient(t, person.id) };
}

describe('GET /api2/payments/config', () => {
  it('names the sandbox and its test cards', async () => {
    const response = await createClient(t.app).get('/api2/payments/config');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ provider: 'sandbox', enabled: true });
    expect(response.body.data.testCards.map((c: { outcome: string }) => c.outcome)).toEqual([
      'succeeded',
      'card_declined',
      'insufficient_funds',
    ]);
  });
  it('hands out a publishable key only with the Stripe provider, never the secret', () => {
    const settings = {
      stripeSecretKey: 'sk_test_x',
      stripeWebhookSecret: 'whsec_x',
      stripeApiUrl: null,
      stripePublishableKey: 'pk_test_x',
    };
    expect(stripePublishableKeyOf({ ...settings, provider: 'stripe' })).toBe('pk_test_x');
    expect(stripePublishableKeyOf({ ...settings, provider: 'sandbox' })).toBeNull();
    expect(
      stripePublishableKeyOf({ ...settings, provider: 'stripe', stripePublishableKey: null }),
    ).toBeNull();
  });

  it('answers no publishable key in the sandbox', async () => {
    const response = await createClient(t.app).get('/api2/payments/config');
    expect(response.body.data.stripePublishableKey).toBeNull();
  });
});

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

describe('premium content', () => {
  it('never gives the body to guests or other readers, and gives it to the author', async () => {
    const author = await insertPerson(db());
    const story = await premiumStory(author.id, 300);
    const guest = await createClient(t.app).get(`/api2/content/page?cgroupId=${story.id}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({
      body: '',
      description: 'The free teaser.',
      paywall: { priceMinor: 300, currency: 'USD', unlocked: false },
    });
    expect(JSON.stringify(guest.body)).not.toContain(SECRET);
    const { client } = await reader();
    const other = await client.get(`/api2/content/page?cgroupId=${story.id}`);
    expect(JSON.stringify(other.body)).not.toContain(SECRET);
    // Feeds, search and profile lists carry cards only.
    for (const url of [
      `/api2/profile/content?userId=${author.id}`,
      '/api2/search?q=premium&tab=stories',
      '/api2/feed/top',
    ]) {
      const list = await client.get(url);
      expect(JSON.stringify(list.body), url).not.toContain(SECRET);
    }
    const own = await signedInClient(t, author.id);
    const mine = await own.get(`/api2/content/page?cgroupId=${story.id}`);
    expect(mine.body.data.body).toContain(SECRET);
    expect(mine.body.data.paywall).toEqual({ priceMinor: 300, currency: 'USD', unlocked: true });
  });

  it('hides a locked premium list’s items too, and shows them once paid', async () => {
    const author = await insertPerson(db());
    const list = await insertStory(db(), author.id, {
      ctype: CTYPE.list,
      extra: { items: [{ title: 'The secret first pick' }] },
    });
    await db()
      .update(contents)
      .set({ premium: true, priceMinor: 250, currency: 'EUR' })
      .where(eq(contents.id, list.id));
    const { client } = await reader();
    const locked = await client.get(`/api2/content/page?cgroupId=${list.id}`);
    expect(locked.body.data.extra).toEqual({ kind: 'none' });
    expect(JSON.stringify(locked.body)).not.toContain('secret first pick');
    await client.post('/api2/payments/unlock', {
      cgroupId: list.id,
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    const open = await client.get(`/api2/content/page?cgroupId=${list.id}`);
    expect(open.body.data.extra).toMatchObject({ kind: 'list', items: [{ title: 'The secret first pick' }] });
  });

  it('unlocks at the stored price for a payer, who then reads the body', async () => {
    const author = await insertPerson(db());
    const story = await premiumStory(author.id, 450, 'USD');
    const payer = await reader();
    const response = await payer.client.post('/api2/payments/unlock', {
      cgroupId: story.id,
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'succeeded', charged: true });
    const [row] = await db().select().from(payments).where(eq(payments.id, response.body.data.paymentId));
    expect(row).toMatchObject({ amountMinor: 450, currency: 'USD', purpose: 'premium', status: 'succeeded' });
    expect(await ownerBalance(db(), { kind: 'user_wallet', ownerUserId: author.id, currency: 'USD' })).toBe(
      450,
    );
    const page = await payer.client.get(`/api2/content/page?cgroupId=${story.id}`);
    expect(page.body.data.body).toContain(SECRET);
    expect(page.body.data.paywall.unlocked).toBe(true);

    // Already unlocked: a new checkout charges nothing.
    const charges = sandbox().charges().length;
    const again = await payer.client.post('/api2/payments/unlock', {
      cgroupId: story.id,
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(again.body.data).toEqual({ paymentId: null, status: 'succeeded', charged: false });
    expect(sandbox().charges().length).toBe(charges);
  });

  it('takes no price from the client', async () => {
    const author = await insertPerson(db());
    const story = await premiumStory(author.id, 450);
    const { client } = await reader();
    const before = await paymentCount();
    for (const extra of [{ amountMinor: 1 }, { priceMinor: 1 }, { currency: 'EUR' }]) {
      const response = await client.post('/api2/payments/unlock', {
        cgroupId: story.id,
        paymentMethod: card(),
        idempotencyKey: key(),
        ...extra,
      });
      expect(response.status).toBe(400);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('charges its author nothing, and refuses free content', async () => {
    const author = await insertPerson(db());
    const story = await premiumStory(author.id);
    const free = await insertStory(db(), author.id);
    const own = await signedInClient(t, author.id);
    const before = await paymentCount();
    const response = await own.post('/api2/payments/unlock', {
      cgroupId: story.id,
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(response.body.data).toEqual({ paymentId: null, status: 'succeeded', charged: false });
    const { client } = await reader();
    const refused = await client.post('/api2/payments/unlock', {
      cgroupId: free.id,
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(refused.status).toBe(404);
    expect(await paymentCount()).toBe(before);
  });

  it('a declined card leaves the story locked', async () => {
    const author = await insertPerson(db());
    const story = await premiumStory(author.id);
    const { client, id } = await reader();
    const response = await client.post('/api2/payments/unlock', {
      cgroupId: story.id,
      paymentMethod: card('4000 0000 0000 9995'),
      idempotencyKey: key(),
    });
    expect(response.status).toBe(402);
    expect(response.body.errorData.reason).toBe('insufficient_funds');
    const unlocks = await db()
      .select()
      .from(contentUnlocks)
      .where(and(eq(contentUnlocks.contentId, story.id), eq(contentUnlocks.userId, id)));
    expect(unlocks).toEqual([]);
    const page = await client.get(`/api2/content/page?cgroupId=${story.id}`);
    expect(page.body.data.body).toBe('');
    // Then a good card works (a new checkout).
    const retry = await client.post('/api2/payments/unlock', {
      cgroupId: story.id,
      paymentMethod: card(),
      idempotencyKey: key(),
    });
    expect(retry.body.data.status).toBe('succeeded');
  });

  it('50 readers unlocking at once each pay once and each read it', async () => {
    const author = await insertPerson(db());
    const story = await premiumStory(author.id, 200);
    const readers = await Promise.all(Array.from({ length: 50 }, () => reader()));
    const answers = await Promise.all(
      readers.map((r) =>
        r.client.post('/api2/payments/unlock', {
          cgroupId: story.id,
          paymentMethod: card(),
          idempotencyKey: key(),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const [unlocks] = await db()
      .select({ n: count() })
      .from(contentUnlocks)
      .where(eq(contentUnlocks.contentId, story.id));
    expect(unlocks?.n).toBe(50);
    expect(await ownerBalance(db(), { kind: 'user_wallet', ownerUserId: author.id, currency: 'USD' })).toBe(
      50 * 200,
    );
  });

  it('one reader in two tabs (two keys at once) is charged once', async () => {
    const author = await insertPerson(db());
    const story = await premiumStory(author.id, 200);
    const { client, id } = await reader();
    const charges = sandbox().charges().length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api2/payments/unlock', {
          cgroupId: story.id,
          paymentMethod: card(),
          idempotencyKey: key(),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.payerId, id), eq(payments.contentId, story.id)));
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect(sandbox().charges().length).toBe(charges + 1);
  });
});

describe('ledger', () => {
  it('refuses unbalanced entries, mixed currencies and zero lines, and posts a key once', async () => {
    const usd = await ledgerAccountId(db(), { kind: 'platform_revenue', currency: 'USD' });
    const clearing = await ledgerAccountId(db(), { kind: 'provider_clearing', currency: 'USD' });
    const eur = await ledgerAccountId(db(), { kind: 'platform_revenue', currency: 'EUR' });
    expect(await ledgerAccountId(db(), { kind: 'platform_revenue', currency: 'USD' })).toBe(usd);
    const post = (lines: { accountId: number; amountMinor: number }[], idempotencyKey = key()) =>
      db().transaction((tx) => postEntry(tx, { idempotencyKey, kind: 'test', lines }));
    await expect(
      post([
        { accountId: usd, amountMinor: 5 },
        { accountId: clearing, amountMinor: -4 },
      ]),
    ).rejects.toThrow(UnbalancedEntryError);
    await expect(post([{ accountId: usd, amountMinor: 5 }])).rejects.toThrow(UnbalancedEntryError);
    await expect(
      post([
        { accountId: usd, amountMinor: 0 },
        { accountId: clearing, amountMinor: 0 },
      ]),
    ).rejects.toThrow(UnbalancedEntryError);
    await expect(
      post([
        { accountId: usd, amountMinor: 1.5 },
        { accountId: clearing, amountMinor: -1.5 },
      ]),
    ).rejects.toThrow(UnbalancedEntryError);
    await expect(
      post([
        { accountId: usd, amountMinor: 5 },
        { accountId: eur, amountMinor: -5 },
      ]),
    ).rejects.toThrow(UnbalancedEntryError);
    const idempotencyKey = key();
    const lines = [
      { accountId: usd, amountMinor: 5 },
      { accountId: clearing, amountMinor: -5 },
    ];
    expect((await post(lines, idempotencyKey)).created).toBe(true);
    expect((await post(lines, idempotencyKey)).created).toBe(false);
    const [stored] = await db()
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
    expect(stored?.n).toBe(1);
  });

  it('assertLedgerBalanced finds an entry that does not balance', async () => {
    const account = await ledgerAccountId(db(), { kind: 'platform_revenue', currency: 'CNY' });
    const [entry] = await db()
      .insert(ledgerEntries)
      .values({ idempotencyKey: key(), kind: 'broken' })
      .returning({ id: ledgerEntries.id });
    await db()
      .insert(ledgerLines)
      .values([
        { entryId: entry!.id, accountId: account, amountMinor: 5 },
        { entryId: entry!.id, accountId: account, amountMinor: -4 },
      ]);
    await expect(assertLedgerBalanced(db())).rejects.toThrow(/unbalanced/);
    await db().delete(ledgerLines).where(eq(ledgerLines.entryId, entry!.id));
    await db().delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
    await assertLedgerBalanced(db());
  });

  it('every currency’s lines sum to zero', async () => {
    const result = await db().execute(sql`
      select a.currency, sum(l.amount_minor)::text as total from ledger_lines l
      join ledger_accounts a on a.id = l.account_id group by a.currency`);
    for (const row of (result as unknown as { rows: { total: string }[] }).rows) expect(row.total).toBe('0');
  });
});

describe('sandbox provider', () => {
  const request = (number: string, idempotencyKey = key()) => ({
    amountMinor: 500,
    currency: 'USD' as const,
    paymentMethod: { type: 'card' as const, number, expMonth: 1, expYear: year, cvc: '123' },
    idempotencyKey,
    description: 'test',
    metadata: {},
  });

  it('refuses to run in production mode', () => {
    expect(() => createSandboxProvider({ production: true, clock: () => new Date() })).toThrow(/production/);
  });

  it('behaves like a card processor with test cards', async () => {
    const provider = createSandboxProvider({ production: false, clock: () => new Date() });
    expect((await provider.charge(request('4242424242424242'))).status).toBe('succeeded');
    expect(await provider.charge(request('4000000000000002'))).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
    });
    expect(await provider.charge(request('4000000000009995'))).toMatchObject({
      declineReason: 'insufficient_funds',
    });
    expect(await provider.charge(request('4242424242424241'))).toMatchObject({
      declineReason: 'incorrect_number',
    });
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      provider.charge(request('4242424242424242', idempotencyKey)),
      provider.charge(request('4000000000000002', idempotencyKey)),
    ]);
    expect(b).toEqual(a);
    expect(provider.charges().filter((c) => c.idempotencyKey === idempotencyKey)).toHaveLength(1);
    expect(() => provider.parseWebhook(Buffer.from('{}'), 't=1,v1=x')).toThrow();
  });
});

describe('payments in production without a real provider', () => {
  it('refuses charges with a 503 and says payments are off', async () => {
    const production = await createTestApp((config) => ({ ...config, production: true }));
    try {
      const author = await insertPerson(production.database.db);
      const story = await insertStory(production.database.db, author.id, {
        ctype: CTYPE.donate,
        extra: { goalMinor: 1000, currency: 'USD' },
      });
      const client = await signedInClient(production, (await insertPerson(production.database.db)).id);
      const config = await client.get('/api2/payments/config');
      expect(config.body.data).toMatchObject({ provider: 'sandbox', enabled: false, testCards: null });
      const response = await client.post('/api2/payments/donate', {
        cgroupId: story.id,
        amountMinor: 500,
        currency: 'USD',
        paymentMethod: card(),
        idempotencyKey: key(),
      });
      expect(response.status).toBe(503);
      const [row] = await production.database.db.select({ n: count() }).from(payments);
      expect(row?.n).toBe(0);
    } finally {
      await production.close();
    }
  });
});
