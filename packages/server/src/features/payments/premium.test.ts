import { CTYPE } from '@masthead/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { card, key, paymentHelpers } from '../../test/payments-fixtures.ts';
import { insertPerson, insertStory, signedInClient } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { assertLedgerBalanced, ownerBalance } from './ledger.ts';
import { contentUnlocks, payments } from './tables.ts';

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

const SECRET = 'The secret ending only payers may read.';

async function premiumStory(authorId: number, priceMinor = 300, currency = 'USD') {
  const story = await insertStory(db(), authorId, {
    title: 'A premium story',
    description: 'The free teaser.',
    body: `<p>${SECRET}</p>`,
  });
  await db().update(contents).set({ premium: true, priceMinor, currency }).where(eq(contents.id, story.id));
  return story;
}

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
