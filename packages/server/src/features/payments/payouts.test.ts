import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { card, key } from '../../test/payments-fixtures.ts';
import { insertPerson, insertStory, signedInClient, signedInPerson } from '../../test/reading-fixtures.ts';
import { contents } from '../content/tables.ts';
import { assertLedgerBalanced, ownerBalance } from './ledger.ts';
import { payoutAccounts, payouts } from './payout-tables.ts';
import type { SandboxProvider } from './providers/sandbox.ts';

/**
 * Payouts (DESIGN §4): a writer's earnings (here, premium unlocks) sent out through the sandbox to their
 * payout account, set up in one click first: the whole balance of a currency, once per key, never twice
 * from two requests at once, the holder's first and last name required (SPEC §8), and the ledger
 * balanced after every test.
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
const ACCOUNT = '/api2/payments/payout-account';
const holder = { firstName: 'Mei', lastName: 'Lin' };
const wallet = (userId: number, currency: 'USD' | 'EUR' = 'USD') =>
  ownerBalance(db(), { kind: 'user_wallet', ownerUserId: userId, currency });

/** A writer whose premium story one reader unlocked at `priceMinor`, with a sandbox payout account. */
async function writerWithEarnings(priceMinor = 500, { account = true } = {}) {
  const writer = await signedInPerson(t);
  if (account)
    expect((await writer.client.post(ACCOUNT, {})).body.data).toEqual({ status: 'ready', url: null });
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
      payoutAccount: 'ready',
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
    const [account] = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, writer.id));
    expect(account).toMatchObject({ provider: 'sandbox', status: 'ready' });
    expect(
      sandbox()
        .payouts()
        .filter((p) => p.amountMinor === earned && p.holderName === 'Mei Lin'),
    ).toEqual([expect.objectContaining({ accountRef: account!.accountRef })]);
    const [row] = await db().select().from(payouts).where(eq(payouts.userId, writer.id));
    expect(row!.accountRef).toBe(account!.accountRef);

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
      // Where the money goes is the stored payout account, never something the request names.
      { currency: 'USD', ...holder, idempotencyKey: key(), accountRef: 'acct_1Masthead' },
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

describe('sandbox payout accounts', () => {
  it('sets up in one click, ready at once, one account however often it is asked', async () => {
    const writer = await signedInPerson(t);
    expect((await writer.client.get(ACCOUNT)).body.data).toEqual({ status: 'none' });
    expect((await writer.client.get('/api2/payments/earnings')).body.data.payoutAccount).toBe('none');
    const before = sandbox().payoutAccounts().length;
    // A double click and a second tab: five requests at once make one account.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => writer.client.post(ACCOUNT, {})));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({ status: 'ready', url: null });
    }
    expect(sandbox().payoutAccounts()).toHaveLength(before + 1);
    const rows = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, writer.id));
    expect(rows).toEqual([expect.objectContaining({ provider: 'sandbox', status: 'ready' })]);
    expect(rows[0]!.accountRef).toMatch(/^sandbox_acct_[a-z0-9]+$/);
    expect((await writer.client.post(ACCOUNT, {})).body.data).toEqual({ status: 'ready', url: null });
    expect((await writer.client.get(ACCOUNT)).body.data).toEqual({ status: 'ready' });
    expect((await writer.client.get('/api2/payments/earnings')).body.data.payoutAccount).toBe('ready');
    expect(sandbox().payoutAccounts()).toHaveLength(before + 1);
  });

  it('refuses a payout before the account is set up, and moves nothing', async () => {
    const writer = await writerWithEarnings(400, { account: false });
    const earned = await wallet(writer.id);
    const refused = await writer.client.post(PAYOUT, { currency: 'USD', ...holder, idempotencyKey: key() });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsgKey).toBe('error.payout.account.required');
    expect(await wallet(writer.id)).toBe(earned);
    expect(await db().select().from(payouts).where(eq(payouts.userId, writer.id))).toHaveLength(0);
    // Set up: the same person's payout now goes.
    expect((await writer.client.post(ACCOUNT, {})).status).toBe(200);
    const paid = await writer.client.post(PAYOUT, { currency: 'USD', ...holder, idempotencyKey: key() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.payout.amountMinor).toBe(earned);
  });

  it("is each person's own: another's account neither shows nor pays them", async () => {
    const owner = await signedInPerson(t);
    expect((await owner.client.post(ACCOUNT, {})).status).toBe(200);
    const other = await writerWithEarnings(300, { account: false });
    expect((await other.client.get(ACCOUNT)).body.data).toEqual({ status: 'none' });
    expect((await other.client.get('/api2/payments/earnings')).body.data.payoutAccount).toBe('none');
    const refused = await other.client.post(PAYOUT, { currency: 'USD', ...holder, idempotencyKey: key() });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsgKey).toBe('error.payout.account.required');
    const guest = createClient(t.app);
    expect((await guest.get(ACCOUNT)).status).toBe(401);
    expect((await guest.post(ACCOUNT, {})).status).toBe(401);
  });

  it('refuses malformed set-up requests', async () => {
    const writer = await signedInPerson(t);
    for (const bad of [
      { country: 'usa' },
      { country: 'U1' },
      { country: 42 },
      { accountRef: 'sandbox_acct_0123456789abcdef' },
      { userId: 1 },
    ]) {
      const answer = await writer.client.post(ACCOUNT, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await writer.client.get(`${ACCOUNT}?userId=1`)).status).toBe(400);
    expect(await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, writer.id))).toHaveLength(
      0,
    );
  });
});
