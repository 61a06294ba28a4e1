import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { card, key } from '../../test/payments-fixtures.ts';
import { insertPerson, insertStory, signedInClient, signedInPerson } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { assertLedgerBalanced, ownerBalance } from './ledger.ts';
import { payouts } from './payout-tables.ts';
import type { SandboxProvider } from './providers/sandbox.ts';

/**
 * Payouts (DESIGN §4): a writer's earnings (here, premium unlocks) sent out through the sandbox: the
 * whole balance of a currency, once per key, never twice from two requests at once, the holder's first
 * and last name required (SPEC §8), and the ledger balanced after every test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await assertLedgerBalanced(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const sandbox = () => t.app.services.payments.provider() as SandboxProvider;
const PAYOUT = '/api2/payments/payout';
const holder = { firstName: 'Mei', lastName: 'Lin' };
const wallet = (userId: number, currency: 'USD' | 'EUR' = 'USD') =>
  ownerBalance(db(), { kind: 'user_wallet', ownerUserId: userId, currency });

/** A writer whose premium story one reader unlocked at `priceMinor`. */
async function writerWithEarnings(priceMinor = 500) {
  const writer = await signedInPerson(t);
  const story = await insertStory(db(), writer.id, { title: 'Paid words' });
  await db()
    .update(contents)
    .set({ premium: true, priceMinor, currency: 'USD' })
    .where(eq(contents.id, story.id));
  const reader = await signedInClient(t, (await insertPerson(db())).id);
  const paid = await reader.post('/api2/payments/unlock', {
    cgroupId: story.id,
    paymentMethod: card(),
    idempotencyKey: key(),
  });
  expect(paid.status).toBe(200);
  return writer;
}

describe('earnings and payouts', () => {
  it('shows the balance, pays it all out once, and lists the payout', async () => {
    const writer = await writerWithEarnings(500);
    const earned = await wallet(writer.id);
    expect(earned).toBeGreaterThan(0);
    const before = await writer.client.get('/api2/payments/earnings');
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      balances: [{ currency: 'USD', amountMinor: earned }],
      payouts: [],
      needsAccountRef: false,
    });

    const body = { currency: 'USD', ...holder, idempotencyKey: key() };
    const paid = await writer.client.post(PAYOUT, body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.payout).toMatchObject({
      amountMinor: earned,
      currency: 'USD',
      status: 'paid',
      holderName: 'Mei Lin',
    });
    expect(paid.body.data.earnings.balances).toEqual([]);
    expect(await wallet(writer.id)).toBe(0);
    expect(
      sandbox()
        .payouts()
        .filter((p) => p.amountMinor === earned && p.holderName === 'Mei Lin'),
    ).toHaveLength(1);

    // The same request again (a double click, a retry) is the same payout; a new one finds nothing.
    const again = await writer.client.post(PAYOUT, body);
    expect(again.body.data.payout.id).toBe(paid.body.data.payout.id);
    const empty = await writer.client.post(PAYOUT, { ...body, idempotencyKey: key() });
    expect(empty.status).toBe(409);
    expect(empty.body.errorMsgKey).toBe('error.payout.nothing');
    expect(await db().select().from(payouts).where(eq(payouts.userId, writer.id))).toHaveLength(1);
    const after = await writer.client.get('/api2/payments/earnings');
    expect(after.body.data.payouts).toHaveLength(1);
  });

  it('sends one payout when two requests race for the same balance', async () => {
    for (let round = 0; round < 5; round++) {
      const writer = await writerWithEarnings(300);
      const answers = await Promise.all(
        [key(), key()].map((idempotencyKey) =>
          writer.client.post(PAYOUT, { currency: 'USD', ...holder, idempotencyKey }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await db().select().from(payouts).where(eq(payouts.userId, writer.id))).toHaveLength(1);
      expect(await wallet(writer.id)).toBe(0);
    }
  });

  it("asks for the holder's first and last name (SPEC §8), and refuses hostile or malformed bodies", async () => {
    const writer = await writerWithEarnings(200);
    const earned = await wallet(writer.id);
    for (const names of [
      { firstName: '', lastName: 'Lin' },
      { firstName: 'Mei', lastName: '   ' },
      { firstName: 'Mei' },
      {},
    ]) {
      const answer = await writer.client.post(PAYOUT, { currency: 'USD', ...names, idempotencyKey: key() });
      expect(answer.status, JSON.stringify(names)).toBe(400);
      expect(JSON.stringify(answer.body.errors.fields)).toContain(
        'Please enter your First name and Last name.',
      );
    }
    for (const bad of [
      { currency: 'XXX', ...holder, idempotencyKey: key() },
      { currency: 'USD', ...holder, idempotencyKey: 'short' },
      { currency: 'USD', ...holder, idempotencyKey: key(), amountMinor: 1 },
      { currency: 'USD', ...holder, idempotencyKey: key(), accountRef: 'acct_<script>' },
      { currency: 'USD', firstName: 'x'.repeat(61), lastName: 'Lin', idempotencyKey: key() },
      { currency: 'USD', ...holder, idempotencyKey: key(), userId: 1 },
    ]) {
      const answer = await writer.client.post(PAYOUT, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await wallet(writer.id)).toBe(earned);
    expect(await db().select().from(payouts).where(eq(payouts.userId, writer.id))).toHaveLength(0);
  });

  it('keeps guests out, and never pays out someone else’s balance', async () => {
    const writer = await writerWithEarnings(200);
    const earned = await wallet(writer.id);
    const guest = createClient(t.app);
    expect((await guest.get('/api2/payments/earnings')).status).toBe(401);
    expect((await guest.post(PAYOUT, { currency: 'USD', ...holder, idempotencyKey: key() })).status).toBe(
      401,
    );
    const other = await signedInPerson(t);
    const theirs = await other.client.post(PAYOUT, { currency: 'USD', ...holder, idempotencyKey: key() });
    expect(theirs.status).toBe(409);
    expect((await other.client.get('/api2/payments/earnings')).body.data.balances).toEqual([]);
    expect(await wallet(writer.id)).toBe(earned);
  });
});
