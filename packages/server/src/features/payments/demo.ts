import { CTYPE, type Currency, isCurrency, ZDonateExtra } from '@masthead/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { contents } from '../content/tables.ts';
import { createPaymentsService } from './service.ts';
import { payments } from './tables.ts';

/** Who gave what to each demo fundraiser, in its currency's minor units, in the order they gave. */
const DONORS: Record<Currency, [username: string, amountMinor: number][]> = {
  USD: [
    ['sam', 50_000],
    ['wen', 25_000],
    ['mei', 100_000],
    ['budi', 11_500],
  ],
  TWD: [
    ['ada', 5_000_000],
    ['sam', 3_000_000],
    ['wen', 4_750_000],
  ],
  IDR: [
    ['ada', 10_000_000],
    ['mei', 5_000_000],
    ['sam', 4_800_000],
  ],
  EUR: [],
  CNY: [],
};

/**
 * Demo donations to the demo fundraisers, so their raised totals are ledger balances like any other:
 * each is a succeeded payment settled through the service's own settlement (status, balanced entry).
 * No provider is called (nothing is charged), so this also runs where the sandbox may not.
 */
export async function seedDemoPayments(db: Db, config: AppConfig) {
  const service = createPaymentsService({ db, config, clock: () => new Date() });
  const people = await db.select({ id: users.id, username: users.username }).from(users);
  const idOf = (username: string) => people.find((person) => person.username === username)?.id;
  const fundraisers = await db
    .select({ id: contents.id, authorId: contents.authorId, extra: contents.extra })
    .from(contents)
    .where(and(eq(contents.ctype, CTYPE.donate), inArray(contents.status, ['published'])))
    .orderBy(asc(contents.id));
  for (const fundraiser of fundraisers) {
    const extra = ZDonateExtra.safeParse(fundraiser.extra);
    if (!extra.success || !isCurrency(extra.data.currency)) continue;
    const currency = extra.data.currency;
    for (const [index, [username, amountMinor]] of DONORS[currency].entries()) {
      const payerId = idOf(username);
      if (!payerId || payerId === fundraiser.authorId) continue;
      const [payment] = await db
        .insert(payments)
        .values({
          payerId,
          contentId: fundraiser.id,
          purpose: 'donation',
          amountMinor,
          currency,
          provider: 'sandbox',
          idempotencyKey: `demo-donation-${fundraiser.id}-${index}`,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (payment)
        await service.settle(payment.id, { status: 'succeeded', providerRef: `sbx_demo_${payment.id}` });
    }
  }
}
