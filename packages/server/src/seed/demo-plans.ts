import { PLAN_CURRENCY, PLAN_GROUP, PLAN_MONTHLY_PRICE_MINOR, PLAN_PERIOD_DAYS } from '@masthead/core';
import { inArray } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../features/accounts/tables.ts';
import { planCharges } from '../features/magazines/plan-tables.ts';
import { payments } from '../features/payments/tables.ts';
import { createServices } from '../services.ts';
import { TEAMS } from './demo-data/teams.ts';

const DAY = 86_400_000;
/** The sandbox's saved form of the test card 4242 4242 4242 4242 (providers/sandbox.ts), valid for years. */
const savedTestCard = (expYear: number, magazine: string) => ({
  paymentMethodRef: `sbxpm.succeeded.visa.4242.12.${expYear}.demo${magazine.slice(0, 20)}`,
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear },
});

/**
 * The demo teams' paid plans, bought by their primary owner with the sandbox test card some days ago:
 * a plan payment and its plan charge, settled through the payments feature's own settlement, whose plan
 * hook applies the period, saves the card for the renewal, writes the 'magazine.plan' event, the ledger
 * entry and the receipt, as a real checkout leaves them. No provider is called (like
 * features/payments/demo.ts), so this also runs where the sandbox may not.
 */
export async function seedDemoPlans(db: Db, config: AppConfig, now = new Date()) {
  const paid = TEAMS.flatMap((team) => (team.plan.key === 'free' ? [] : [{ team, plan: team.plan }]));
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(users.username, [
        ...paid.map(({ team }) => team.username),
        ...paid.map(({ team }) => team.members[0]!.username),
      ]),
    );
  const idOf = (username: string) => {
    const row = rows.find((candidate) => candidate.username === username);
    if (!row) throw new Error(`demo seed: ${username} is missing`);
    return row.id;
  };
  for (const { team, plan } of paid) {
    const boughtAt = new Date(now.getTime() - plan.daysIntoPeriod * DAY);
    const magazineUserId = idOf(team.username);
    const payerId = idOf(team.members[0]!.username);
    const [payment] = await db
      .insert(payments)
      .values({
        payerId,
        magazineUserId,
        purpose: 'plan',
        amountMinor: PLAN_MONTHLY_PRICE_MINOR[plan.key],
        currency: PLAN_CURRENCY,
        provider: 'sandbox',
        idempotencyKey: `demo-plan-${team.username}`,
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })
      .returning({ id: payments.id });
    await db.insert(planCharges).values({
      paymentId: payment!.id,
      magazineUserId,
      kind: 'subscribe',
      planGroup: PLAN_GROUP[plan.key],
      fromGroup: PLAN_GROUP.free,
      periodStart: boughtAt,
      periodEnd: new Date(boughtAt.getTime() + PLAN_PERIOD_DAYS * DAY),
      ...savedTestCard(boughtAt.getUTCFullYear() + 4, team.username),
      createdAt: boughtAt,
    });
    // The settlement's clock is the day it was bought, so the event and the receipt carry that date.
    const services = createServices({ db, config, clock: () => boughtAt });
    await services.payments.settle(payment!.id, {
      status: 'succeeded',
      providerRef: `sbx_demo_plan_${payment!.id}`,
    });
  }
}
