import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { key } from '../../test/payments-fixtures.ts';
import { assertLedgerBalanced, ledgerAccountId, postEntry, UnbalancedEntryError } from './ledger.ts';
import { ledgerEntries, ledgerLines } from './tables.ts';

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
