import type { Currency, LedgerAccountKind } from '@masthead/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerLines } from './tables.ts';

/**
 * DESIGN §4 double-entry ledger. Money moves only by entries whose lines sum to zero, each under an
 * idempotency key so that it happens at most once; a balance is always the sum of an account's lines.
 */

export type AccountOwner = {
  kind: LedgerAccountKind;
  currency: Currency;
  ownerUserId?: number | null;
  ownerContentId?: number | null;
};

const ownerCondition = (owner: AccountOwner) =>
  and(
    eq(ledgerAccounts.kind, owner.kind),
    eq(ledgerAccounts.currency, owner.currency),
    owner.ownerUserId
      ? eq(ledgerAccounts.ownerUserId, owner.ownerUserId)
      : isNull(ledgerAccounts.ownerUserId),
    owner.ownerContentId
      ? eq(ledgerAccounts.ownerContentId, owner.ownerContentId)
      : isNull(ledgerAccounts.ownerContentId),
  );

/** The account of an owner, made on first use (one per kind, owner and currency, by a unique constraint). */
export async function ledgerAccountId(tx: DbOrTx, owner: AccountOwner): Promise<number> {
  const [made] = await tx
    .insert(ledgerAccounts)
    .values({
      kind: owner.kind,
      currency: owner.currency,
      ownerUserId: owner.ownerUserId ?? null,
      ownerContentId: owner.ownerContentId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (made) return made.id;
  const [existing] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(ownerCondition(owner));
  if (!existing) throw new Error(`ledger account ${owner.kind} could not be made`);
  return existing.id;
}

export type EntryInput = {
  idempotencyKey: string;
  kind: string;
  memo?: string;
  lines: { accountId: number; amountMinor: number }[];
};

export class UnbalancedEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnbalancedEntryError';
  }
}

/**
 * Posts one balanced entry in the caller's transaction. Refuses (throws, so the transaction rolls back)
 * an entry with fewer than two lines, a zero or unsafe amount, lines that do not sum to zero, or accounts
 * in different currencies; checks the stored sum again after writing. Answers created: false, writing
 * nothing, when an entry with the same key exists already.
 */
export async function postEntry(
  tx: DbOrTx,
  input: EntryInput,
): Promise<{ entryId: number; created: boolean }> {
  if (input.lines.length < 2) throw new UnbalancedEntryError('an entry needs two lines or more');
  let sum = 0n;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0)
      throw new UnbalancedEntryError('every line moves a whole, non-zero number of minor units');
    sum += BigInt(line.amountMinor);
  }
  if (sum !== 0n) throw new UnbalancedEntryError(`lines sum to ${sum}, not 0`);
  const accountIds = [...new Set(input.lines.map((line) => line.accountId))];
  const currencies = await tx
    .selectDistinct({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds));
  if (currencies.length !== 1) throw new UnbalancedEntryError('an entry moves money in one currency');

  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ idempotencyKey: input.idempotencyKey, kind: input.kind, memo: input.memo ?? '' })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  if (!entry) {
    const [existing] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, input.idempotencyKey));
    if (!existing) throw new Error('ledger entry vanished');
    return { entryId: existing.id, created: false };
  }
  await tx.insert(ledgerLines).values(input.lines.map((line) => ({ entryId: entry.id, ...line })));
  const [stored] = await tx
    .select({
      sum: sql<string>`coalesce(sum(${ledgerLines.amountMinor}), 0)::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.entryId, entry.id));
  if (stored?.sum !== '0' || stored.n !== input.lines.length)
    throw new UnbalancedEntryError(`entry ${entry.id} stored unbalanced`);
  return { entryId: entry.id, created: true };
}

/** An account's balance: the sum of its lines (ledger_lines_account_idx). */
export async function accountBalance(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerLines.amountMinor}), 0)::text` })
    .from(ledgerLines)
    .where(eq(ledgerLines.accountId, accountId));
  return Number(row?.sum ?? 0);
}

/** An owner's balance, 0 when the account was never made. */
export async function ownerBalance(db: DbOrTx, owner: AccountOwner): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerLines.amountMinor}), 0)::text` })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(ownerCondition(owner));
  return Number(row?.sum ?? 0);
}

/**
 * TESTING §7 invariant: debits equal credits. Every entry has two lines or more summing to zero, in one
 * currency; so every currency's lines sum to zero too. Throws with what is wrong.
 */
export async function assertLedgerBalanced(db: DbOrTx): Promise<void> {
  const result = await db.execute(sql`
    select e.id, count(l.id)::int as lines, coalesce(sum(l.amount_minor), 0)::text as total,
      count(distinct a.currency)::int as currencies
    from ${ledgerEntries} e
    left join ${ledgerLines} l on l.entry_id = e.id
    left join ${ledgerAccounts} a on a.id = l.account_id
    group by e.id
    having count(l.id) < 2 or coalesce(sum(l.amount_minor), 0) <> 0 or count(distinct a.currency) > 1
    limit 10`);
  const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
  if (rows.length > 0) throw new Error(`unbalanced ledger entries: ${JSON.stringify(rows)}`);
}
