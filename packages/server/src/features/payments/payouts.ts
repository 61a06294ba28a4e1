import {
  CURRENCIES,
  type Currency,
  type Earnings,
  PAYOUT_HISTORY_MAX,
  type PayoutView,
  type TPayoutRequest,
} from '@masthead/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { ledgerAccountId, ownerBalance, postEntry } from './ledger.ts';
import { payoutAccountState, readyAccountOf, recheckPayoutAccount } from './payout-accounts.ts';
import { payoutAccounts, payouts } from './payout-tables.ts';
import type { PaymentsContext } from './provider-setup.ts';
import { type PayoutResult, ProviderUnavailableError } from './providers/types.ts';
import { ledgerAccounts, ledgerLines } from './tables.ts';

/**
 * Payouts (DESIGN §4): a writer's whole wallet in one currency goes out through the provider, to their
 * payout account (payout-accounts.ts), which must be ready: without one the request is refused
 * (409 payout.account.required) and nothing moves. Asking
 * moves the money from the wallet to the provider's clearing in one transaction with the payout row,
 * the wallet locked, so two requests at once cannot both send it; the provider is then asked under the
 * payout's own key, and a refusal moves the money back. A provider that does not answer leaves the
 * payout pending: the same request again, or the hourly job, asks again with the same key.
 */

type PayoutRow = typeof payouts.$inferSelect;

const viewOf = (row: PayoutRow): PayoutView => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  status: row.status,
  holderName: `${row.firstName} ${row.lastName}`,
  createdAt: row.createdAt.toISOString(),
});

const walletOf = (userId: number, currency: Currency) =>
  ({ kind: 'user_wallet', ownerUserId: userId, currency }) as const;

/** The viewer's balances (each currency with money in it, in CURRENCIES' order) and latest payouts. */
export async function earningsOf(ctx: PaymentsContext, userId: number): Promise<Earnings> {
  const sums = await ctx.db
    .select({
      currency: ledgerAccounts.currency,
      sum: sql<string>`coalesce(sum(${ledgerLines.amountMinor}), 0)::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerLines, eq(ledgerLines.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.ownerUserId, userId)))
    .groupBy(ledgerAccounts.currency);
  const balances = CURRENCIES.flatMap((currency) => {
    const amountMinor = Number(sums.find((row) => row.currency === currency)?.sum ?? 0);
    return amountMinor > 0 ? [{ currency, amountMinor }] : [];
  });
  const rows = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(PAYOUT_HISTORY_MAX);
  return {
    balances,
    payouts: rows.map(viewOf),
    payoutAccount: await payoutAccountState(ctx, userId),
  };
}

const findByKey = async (tx: Tx, userId: number, key: string) =>
  (
    await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, key)))
  )[0];

/** The payout of this request: made now with the wallet's whole balance, or the one made under its key. */
async function reserve(ctx: PaymentsContext, userId: number, input: TPayoutRequest): Promise<PayoutRow> {
  return ctx.db.transaction(async (tx) => {
    const wallet = await ledgerAccountId(tx, walletOf(userId, input.currency));
    // Two requests at once queue here: the second sees the first's payout (same key) or an empty wallet.
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, wallet))
      .for('update');
    const same = await findByKey(tx, userId, input.idempotencyKey);
    if (same) return same;
    const provider = ctx.providers.currentProvider().name;
    const [account] = await tx
      .select({ accountRef: payoutAccounts.accountRef })
      .from(payoutAccounts)
      .where(readyAccountOf(userId, provider));
    if (!account) throw new AppError('payout.account.required');
    const amountMinor = await ownerBalance(tx, walletOf(userId, input.currency));
    if (amountMinor <= 0) throw new AppError('payout.nothing');
    const now = ctx.clock();
    const [row] = await tx
      .insert(payouts)
      .values({
        userId,
        amountMinor,
        currency: input.currency,
        provider,
        firstName: input.firstName,
        lastName: input.lastName,
        accountRef: account.accountRef,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const clearing = await ledgerAccountId(tx, { kind: 'provider_clearing', currency: input.currency });
    await postEntry(tx, {
      idempotencyKey: `payout:${row!.id}`,
      kind: 'payout',
      memo: `payout ${row!.id} to ${userId}`,
      lines: [
        { accountId: wallet, amountMinor: -amountMinor },
        { accountId: clearing, amountMinor },
      ],
    });
    return row!;
  });
}

/** A refused payout: failed, and its money back in the wallet (once, whoever records it first). */
async function giveBack(ctx: PaymentsContext, row: PayoutRow): Promise<PayoutRow> {
  return ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payouts)
      .set({ status: 'failed', updatedAt: ctx.clock() })
      .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending')))
      .returning();
    if (!failed) return (await tx.select().from(payouts).where(eq(payouts.id, row.id)))[0]!;
    const wallet = await ledgerAccountId(tx, walletOf(row.userId, row.currency));
    const clearing = await ledgerAccountId(tx, { kind: 'provider_clearing', currency: row.currency });
    await postEntry(tx, {
      idempotencyKey: `payout:${row.id}:returned`,
      kind: 'payout_returned',
      memo: `payout ${row.id} refused by the provider`,
      lines: [
        { accountId: clearing, amountMinor: -row.amountMinor },
        { accountId: wallet, amountMinor: row.amountMinor },
      ],
    });
    return failed;
  });
}

/** Asks the provider for a pending payout; answers the row as it now stands. */
async function send(ctx: PaymentsContext, row: PayoutRow): Promise<PayoutRow> {
  if (row.status !== 'pending') return row;
  let result: PayoutResult;
  try {
    result = await ctx.providers.currentProvider().payout({
      amountMinor: row.amountMinor,
      currency: row.currency,
      holder: { firstName: row.firstName, lastName: row.lastName },
      accountRef: row.accountRef,
      idempotencyKey: `masthead-payout-${row.id}`,
      metadata: { payoutId: String(row.id), userId: String(row.userId) },
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    console.warn(`[payments] payout ${row.id}: ${error.message}`);
    return row;
  }
  if (result.status === 'refused') {
    console.warn(`[payments] payout ${row.id} refused: ${result.reason}`);
    return giveBack(ctx, row);
  }
  const [paid] = await ctx.db
    .update(payouts)
    .set({ status: 'paid', providerRef: result.payoutRef, updatedAt: ctx.clock() })
    .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending')))
    .returning();
  return paid ?? (await ctx.db.select().from(payouts).where(eq(payouts.id, row.id)))[0]!;
}

/** POST /api2/payments/payout: the payout and the earnings after it; 402 when the provider refused it. */
export async function requestPayout(ctx: PaymentsContext, userId: number, input: TPayoutRequest) {
  const reserved = await reserve(ctx, userId, input);
  const row = await send(ctx, reserved);
  if (row.status === 'failed') {
    // Refused: perhaps the account stopped taking payouts; the page then shows what is left to do.
    await recheckPayoutAccount(ctx, userId);
    throw new AppError('payout.refused');
  }
  return { payout: viewOf(row), earnings: await earningsOf(ctx, userId) };
}

/** The hourly job: pending payouts asked for again, oldest first. */
export async function sendPendingPayouts(ctx: PaymentsContext) {
  const pending = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.status, 'pending'))
    .orderBy(asc(payouts.createdAt))
    .limit(100);
  for (const row of pending) await send(ctx, row);
}
