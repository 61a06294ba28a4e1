import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { insertPerson, insertStory, signedInClient } from '../../test/reading-fixtures.ts';
import { type FakeStripe, quickStripeRetries, startFakeStripe } from '../../test/stripe-server.ts';
import { contents } from '../content/tables.ts';
import { assertLedgerBalanced, ownerBalance } from './ledger.ts';
import { payoutAccounts, payouts } from './payout-tables.ts';

/**
 * DESIGN §4 payouts with Stripe: writers set up an Express Connect account on Stripe's onboarding pages
 * (one account per person, however often they ask), the status is read again from Stripe when they
 * come back or when Stripe says the account changed, and payouts go to the stored ready account only.
 * Against the loopback server speaking Stripe's REST shape.
 */
const WEBHOOK_SECRET = 'whsec_masthead_test_secret';
const CONNECT_WEBHOOK_SECRET = 'whsec_masthead_connect_secret';
const ACCOUNT = '/api2/payments/payout-account';
const PAYOUT = '/api2/payments/payout';

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
      // The platform's endpoint and a Connect endpoint of the same address, each with its secret.
      stripeWebhookSecret: `${WEBHOOK_SECRET},${CONNECT_WEBHOOK_SECRET}`,
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
const holder = { currency: 'USD', firstName: 'Ada', lastName: 'Byron' };
const wallet = (userId: number) =>
  ownerBalance(db(), { kind: 'user_wallet', ownerUserId: userId, currency: 'USD' });
const accountsOf = (userId: number) =>
  [...fake.accounts.values()].filter((account) => account.metadata.userId === String(userId));
const storedAccount = async (userId: number) =>
  (await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)))[0];

async function writer() {
  const person = await insertPerson(db());
  return { ...person, client: await signedInClient(t, person.id) };
}

/** A writer whose premium story a reader bought (Stripe's test card), so their wallet has money. */
async function writerWithEarnings() {
  const author = await writer();
  const story = await insertStory(db(), author.id);
  await db()
    .update(contents)
    .set({ premium: true, priceMinor: 800, currency: 'USD' })
    .where(eq(contents.id, story.id));
  const reader = await signedInClient(t, (await insertPerson(db())).id);
  const paid = await reader.post('/api2/payments/unlock', {
    cgroupId: story.id,
    paymentMethod: { type: 'stripe', paymentMethodId: 'pm_card_visa' },
    idempotencyKey: key(),
  });
  expect(paid.body.data.status).toBe('succeeded');
  return author;
}

/** A writer whose Connect account is made and onboarded. */
async function onboarded(author: Awaited<ReturnType<typeof writer>>) {
  expect((await author.client.post(ACCOUNT, {})).body.data.status).toBe('incomplete');
  const [account] = accountsOf(author.id);
  fake.finishOnboarding(account!.id);
  expect((await author.client.get(ACCOUNT)).body.data).toEqual({ status: 'ready' });
  return account!.id;
}

function accountEvent(accountId: string, ready: boolean, secret = CONNECT_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-01-01',
    type: 'account.updated',
    account: accountId,
    data: {
      object: {
        id: accountId,
        object: 'account',
        type: 'express',
        details_submitted: ready,
        payouts_enabled: ready,
        capabilities: { transfers: ready ? 'active' : 'inactive' },
      },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api2/payments/webhook/stripe',
    headers: {
      host: 'localhost',
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

describe('setting up a Stripe payout account', () => {
  it('makes one Express account per person, even on a double click, and sends them to onboarding', async () => {
    const author = await writer();
    expect((await author.client.get(ACCOUNT)).body.data).toEqual({ status: 'none' });
    expect((await author.client.get('/api2/payments/earnings')).body.data.payoutAccount).toBe('none');

    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => author.client.post(ACCOUNT, {})));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({
        status: 'incomplete',
        url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\//),
      });
    }
    const made = accountsOf(author.id);
    expect(made).toEqual([
      expect.objectContaining({ email: author.email, detailsSubmitted: false, payoutsEnabled: false }),
    ]);
    const accountId = made[0]!.id;
    expect(await storedAccount(author.id)).toMatchObject({
      provider: 'stripe',
      accountRef: accountId,
      status: 'incomplete',
    });
    // Each answer is a fresh onboarding link of that one account, coming back to My payments.
    const links = fake.accountLinks.filter((link) => link.account === accountId);
    expect(links).toHaveLength(5);
    const origin = t.app.services.config.publicUrl;
    expect(links[0]).toMatchObject({
      returnUrl: `${origin}/my_payments.html?payouts=return`,
      refreshUrl: `${origin}/my_payments.html?payouts=refresh`,
    });

    // Later (a link expired, they come back): the same account, a new link.
    const again = await author.client.post(ACCOUNT, {});
    expect(again.body.data.status).toBe('incomplete');
    expect(accountsOf(author.id)).toHaveLength(1);
    expect(fake.accountLinks.filter((link) => link.account === accountId)).toHaveLength(6);
    expect((await author.client.get('/api2/payments/earnings')).body.data.payoutAccount).toBe('incomplete');
  });

  it('reads the status again from Stripe when the writer is back: incomplete, then ready', async () => {
    const author = await writer();
    await author.client.post(ACCOUNT, {});
    const [account] = accountsOf(author.id);
    expect((await author.client.get(ACCOUNT)).body.data).toEqual({ status: 'incomplete' });
    fake.finishOnboarding(account!.id);
    expect((await author.client.get(ACCOUNT)).body.data).toEqual({ status: 'ready' });
    expect((await storedAccount(author.id))?.status).toBe('ready');
    expect((await author.client.get('/api2/payments/earnings')).body.data.payoutAccount).toBe('ready');
    // Ready: nothing left to do on Stripe's pages, and no new link.
    const links = fake.accountLinks.length;
    expect((await author.client.post(ACCOUNT, {})).body.data).toEqual({ status: 'ready', url: null });
    expect(fake.accountLinks).toHaveLength(links);
    expect(accountsOf(author.id)).toHaveLength(1);
  });

  it('takes the country of a new account, and refuses malformed requests', async () => {
    const author = await writer();
    for (const bad of [{ country: 'de' }, { country: 'DEU' }, { accountRef: 'acct_1Masthead' }, []]) {
      const answer = await author.client.post(ACCOUNT, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(accountsOf(author.id)).toHaveLength(0);
    // A country Stripe does not serve: said as a field error, and nothing is stored.
    const unserved = await author.client.post(ACCOUNT, { country: 'ZZ' });
    expect(unserved.status).toBe(400);
    expect(unserved.body.errors.fields).toEqual({ country: expect.any(String) });
    expect(await storedAccount(author.id)).toBeUndefined();
    expect((await author.client.post(ACCOUNT, { country: 'DE' })).status).toBe(200);
    expect(accountsOf(author.id)).toEqual([expect.objectContaining({ country: 'DE' })]);
  });

  it('answers 503 while Stripe does not answer, and the retry finds the account made meanwhile', async () => {
    const author = await writer();
    quickStripeRetries();
    fake.holdMs = 2_000;
    const held = await author.client.post(ACCOUNT, {});
    expect(held.status).toBe(503);
    expect(held.body.errorMsgKey).toBe('error.service.unavailable');
    expect(await storedAccount(author.id)).toBeUndefined();
    fake.holdMs = 0;
    const retried = await author.client.post(ACCOUNT, {});
    expect(retried.status).toBe(200);
    expect(retried.body.data.status).toBe('incomplete');
    // Stripe made the account during the held call; the same key gave it back, so still one.
    expect(accountsOf(author.id)).toHaveLength(1);
    expect((await storedAccount(author.id))?.accountRef).toBe(accountsOf(author.id)[0]!.id);
    // Asking how it stands while Stripe is away: the stored state, not an error.
    fake.holdMs = 2_000;
    expect((await author.client.get(ACCOUNT)).body.data).toEqual({ status: 'incomplete' });
  });

  it("keeps each person's account their own", async () => {
    const owner = await writer();
    const ownerAccount = await onboarded(owner);
    const other = await writerWithEarnings();
    expect((await other.client.get(ACCOUNT)).body.data).toEqual({ status: 'none' });
    const refused = await other.client.post(PAYOUT, { ...holder, idempotencyKey: key() });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMsgKey).toBe('error.payout.account.required');
    // Naming the owner's account in the request does nothing: the field is not taken.
    const named = await other.client.post(PAYOUT, {
      ...holder,
      accountRef: ownerAccount,
      idempotencyKey: key(),
    });
    expect(named.status).toBe(400);
    expect((await other.client.post(ACCOUNT, {})).body.data.status).toBe('incomplete');
    expect(accountsOf(other.id).map((account) => account.id)).not.toContain(ownerAccount);
    expect(fake.transfers.filter((transfer) => transfer.destination === ownerAccount)).toHaveLength(0);
    const guest = createClient(t.app);
    expect((await guest.post(ACCOUNT, {})).status).toBe(401);
    expect((await guest.get(ACCOUNT)).status).toBe(401);
  });
});

describe("Stripe's account.updated webhook", () => {
  it('stores the status Stripe gives when asked again, whatever order the events come in', async () => {
    const author = await writer();
    await author.client.post(ACCOUNT, {});
    const [account] = accountsOf(author.id);
    fake.finishOnboarding(account!.id);
    expect((await accountEvent(account!.id, true)).statusCode).toBe(200);
    expect((await storedAccount(author.id))?.status).toBe('ready');
    // An older event arriving late says incomplete: Stripe, asked again, says ready.
    expect((await accountEvent(account!.id, false, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await storedAccount(author.id))?.status).toBe('ready');
    // Stripe restricts the account: the next event makes it incomplete.
    Object.assign(fake.accounts.get(account!.id)!, { payoutsEnabled: false, transfers: 'inactive' });
    expect((await accountEvent(account!.id, false)).statusCode).toBe(200);
    expect((await storedAccount(author.id))?.status).toBe('incomplete');
  });

  it('refuses a bad signature and ignores accounts that are nobody’s here', async () => {
    const author = await writer();
    await author.client.post(ACCOUNT, {});
    const [account] = accountsOf(author.id);
    fake.finishOnboarding(account!.id);
    const forged = await accountEvent(account!.id, true, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect((await storedAccount(author.id))?.status).toBe('incomplete');
    expect((await accountEvent('acct_nobodyhere', true)).statusCode).toBe(200);
  });
});

describe('payouts to the stored Connect account', () => {
  it('refuses a payout without a ready account and moves nothing', async () => {
    const author = await writerWithEarnings();
    const earned = await wallet(author.id);
    const none = await author.client.post(PAYOUT, { ...holder, idempotencyKey: key() });
    expect(none.status).toBe(409);
    expect(none.body.errorMsgKey).toBe('error.payout.account.required');
    await author.client.post(ACCOUNT, {});
    const incomplete = await author.client.post(PAYOUT, { ...holder, idempotencyKey: key() });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.errorMsgKey).toBe('error.payout.account.required');
    expect(await wallet(author.id)).toBe(earned);
    expect(await db().select().from(payouts).where(eq(payouts.userId, author.id))).toHaveLength(0);
  });

  it('transfers the balance to the onboarded account once', async () => {
    const author = await writerWithEarnings();
    const earned = await wallet(author.id);
    const accountId = await onboarded(author);
    const body = { ...holder, idempotencyKey: key() };
    const sent = await author.client.post(PAYOUT, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.payout).toMatchObject({ status: 'paid', amountMinor: earned });
    expect(fake.transfers.filter((transfer) => transfer.destination === accountId)).toEqual([
      expect.objectContaining({ amount: earned, currency: 'usd', idempotencyKey: expect.any(String) }),
    ]);
    expect((await author.client.post(PAYOUT, body)).body.data.payout.id).toBe(sent.body.data.payout.id);
    expect(fake.transfers.filter((transfer) => transfer.destination === accountId)).toHaveLength(1);
    const [row] = await db().select().from(payouts).where(eq(payouts.userId, author.id));
    expect(row!.accountRef).toBe(accountId);
    expect(await wallet(author.id)).toBe(0);
  });

  it('gives a refused transfer back and finds the account no longer ready', async () => {
    const author = await writerWithEarnings();
    const earned = await wallet(author.id);
    const accountId = await onboarded(author);
    // Stripe restricted the account and no webhook said so yet: the transfer is refused.
    Object.assign(fake.accounts.get(accountId)!, { payoutsEnabled: false, transfers: 'inactive' });
    const refused = await author.client.post(PAYOUT, { ...holder, idempotencyKey: key() });
    expect(refused.status).toBe(402);
    expect(refused.body.errorMsgKey).toBe('error.payout.refused');
    expect(await wallet(author.id)).toBe(earned);
    expect((await author.client.get('/api2/payments/earnings')).body.data.payoutAccount).toBe('incomplete');
  });

  it('keeps a payout pending while Stripe does not answer, and the hourly job sends it once', async () => {
    const author = await writerWithEarnings();
    const earned = await wallet(author.id);
    const accountId = await onboarded(author);
    quickStripeRetries();
    fake.holdMs = 2_000;
    const pending = await author.client.post(PAYOUT, { ...holder, idempotencyKey: key() });
    expect(pending.status).toBe(200);
    expect(pending.body.data.payout.status).toBe('pending');
    expect(await wallet(author.id)).toBe(0);
    fake.holdMs = 0;
    await t.app.services.payments.sendPendingPayouts();
    const after = await author.client.get('/api2/payments/earnings');
    expect(after.body.data.payouts[0]).toMatchObject({ status: 'paid', amountMinor: earned });
    expect(fake.transfers.filter((transfer) => transfer.destination === accountId)).toHaveLength(1);
  });
});
