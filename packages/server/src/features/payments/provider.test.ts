import { CTYPE } from '@masthead/core';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { card, key, year } from '../../test/payments-fixtures.ts';
import { insertPerson, insertStory, signedInClient } from '../../test/reading-fixtures.ts';
import { assertLedgerBalanced } from './ledger.ts';
import { createSandboxProvider } from './providers/sandbox.ts';
import { stripePublishableKeyOf } from './service.ts';
import { payments } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// TESTING §7: debits equal credits after every test.
afterEach(async () => {
  await assertLedgerBalanced(t.database.db);
});
afterAll(() => t?.close());

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
