import type {
  PaymentProviderName,
  PayoutAccountStarted,
  PayoutAccountState,
  PayoutAccountStatus,
  PayoutAccountView,
  TPayoutAccountStart,
} from '@masthead/core';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { users } from '../accounts/tables.ts';
import { payoutAccounts } from './payout-tables.ts';
import type { PaymentsContext } from './provider-setup.ts';
import { type PayoutAccount, PayoutCountryError, ProviderUnavailableError } from './providers/types.ts';

/**
 * Payout accounts (DESIGN §4 payouts): where a writer's payouts go. Setting one up makes the account
 * at the provider once per person (the provider's idempotency key is the person's, so a double click
 * or two tabs make one account, and the stored row is only ever the first), then sends the browser to
 * the provider's onboarding until the provider says the account is ready. The sandbox's account is
 * ready at once. The stored status is read again when the writer comes back, while it is incomplete,
 * and on Stripe's account.updated webhook.
 */

type AccountRow = typeof payoutAccounts.$inferSelect;

/** Where the provider sends the writer back: the page with their earnings. */
const returnUrls = (ctx: PaymentsContext) => ({
  returnUrl: `${ctx.config.publicUrl}/my_payments.html?payouts=return`,
  refreshUrl: `${ctx.config.publicUrl}/my_payments.html?payouts=refresh`,
});

/** The person's payout account at the provider in use (one at another provider counts as none). */
export async function payoutAccountOf(ctx: PaymentsContext, userId: number): Promise<AccountRow | null> {
  const [row] = await ctx.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, ctx.config.payments.provider)));
  return row ?? null;
}

/** As stored: none, incomplete or ready (the earnings answer; no call to the provider). */
export async function payoutAccountState(ctx: PaymentsContext, userId: number): Promise<PayoutAccountState> {
  return (await payoutAccountOf(ctx, userId))?.status ?? 'none';
}

/**
 * Keeps the account the provider made: the person's first one stays (a concurrent request's insert
 * finds it and changes nothing); only an account of another provider is replaced.
 */
async function keep(
  ctx: PaymentsContext,
  userId: number,
  provider: PaymentProviderName,
  account: PayoutAccount,
): Promise<AccountRow> {
  const now = ctx.clock();
  const fresh = { provider, accountRef: account.accountRef, status: account.status, updatedAt: now };
  await ctx.db
    .insert(payoutAccounts)
    .values({ userId, ...fresh, createdAt: now })
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: { ...fresh, createdAt: now },
      setWhere: ne(payoutAccounts.provider, provider),
    });
  const [row] = await ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row!;
}

/** Stores what the provider now says of an account (only that account: a replaced one is left alone). */
async function record(ctx: PaymentsContext, row: AccountRow, status: PayoutAccountStatus) {
  if (row.status === status) return row;
  const [updated] = await ctx.db
    .update(payoutAccounts)
    .set({ status, updatedAt: ctx.clock() })
    .where(
      and(
        eq(payoutAccounts.userId, row.userId),
        eq(payoutAccounts.provider, row.provider),
        eq(payoutAccounts.accountRef, row.accountRef),
      ),
    )
    .returning();
  return updated ?? { ...row, status };
}

const unavailable = (error: unknown) => {
  if (error instanceof PayoutCountryError)
    return new AppError('validation.failed', { fields: { country: 'validation.invalid' } });
  if (!(error instanceof ProviderUnavailableError)) throw error;
  console.warn(`[payments] payout account: ${error.message}`);
  return new AppError('service.unavailable');
};

/**
 * POST /api2/payments/payout-account: makes the person's account once (or finds it), and answers
 * where to go on: ready (nothing to do), or incomplete with the provider's onboarding link.
 */
export async function startPayoutAccount(
  ctx: PaymentsContext,
  userId: number,
  input: TPayoutAccountStart,
): Promise<PayoutAccountStarted> {
  const provider = ctx.providers.currentProvider();
  try {
    let row = await payoutAccountOf(ctx, userId);
    if (!row) {
      const [person] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const made = await provider.createPayoutAccount({
        userId,
        email: person?.email ?? null,
        ...(input.country ? { country: input.country } : {}),
        // The person's key (with the country, which a retry under the same key could not change).
        idempotencyKey: `masthead-payout-account-${userId}-${input.country ?? 'default'}`,
      });
      row = await keep(ctx, userId, provider.name, made);
    } else if (row.status !== 'ready') {
      row = await record(ctx, row, await provider.payoutAccountStatus(row.accountRef));
    }
    if (row.status === 'ready') return { status: 'ready', url: null };
    const url = await provider.onboardingLink({ accountRef: row.accountRef, ...returnUrls(ctx) });
    return { status: 'incomplete', url };
  } catch (error) {
    throw unavailable(error);
  }
}

/**
 * GET /api2/payments/payout-account: the state, asked of the provider again while it is incomplete
 * (the writer is back from onboarding); the stored state when the provider does not answer.
 */
export async function refreshPayoutAccount(ctx: PaymentsContext, userId: number): Promise<PayoutAccountView> {
  const row = await payoutAccountOf(ctx, userId);
  if (!row) return { status: 'none' };
  if (row.status === 'ready') return { status: 'ready' };
  try {
    const status = await ctx.providers.currentProvider().payoutAccountStatus(row.accountRef);
    return { status: (await record(ctx, row, status)).status };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    console.warn(`[payments] payout account of ${userId}: ${error.message}`);
    return { status: row.status };
  }
}

/**
 * Stripe's account.updated webhook: the account's status as Stripe now says it (asked again, as
 * events come in any order; the event's own word when Stripe does not answer or is not in use).
 */
export async function payoutAccountUpdated(
  ctx: PaymentsContext,
  accountRef: string,
  said: PayoutAccountStatus,
) {
  const [row] = await ctx.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, 'stripe'), eq(payoutAccounts.accountRef, accountRef)));
  if (!row) return;
  let status = said;
  if (ctx.config.payments.provider === 'stripe') {
    try {
      status = await ctx.providers.currentProvider().payoutAccountStatus(accountRef);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
    }
  }
  await record(ctx, row, status);
}

/** A payout refused by the provider: the account may have stopped taking them (best effort). */
export async function recheckPayoutAccount(ctx: PaymentsContext, userId: number) {
  const row = await payoutAccountOf(ctx, userId);
  if (!row) return;
  try {
    await record(ctx, row, await ctx.providers.currentProvider().payoutAccountStatus(row.accountRef));
  } catch (error) {
    console.warn(`[payments] payout account of ${userId} not checked again: ${(error as Error).message}`);
  }
}

/** The person's ready account at the provider in use: where a payout goes (read in its transaction). */
export const readyAccountOf = (userId: number, provider: PaymentProviderName) =>
  and(
    eq(payoutAccounts.userId, userId),
    eq(payoutAccounts.provider, provider),
    eq(payoutAccounts.status, 'ready'),
  );
