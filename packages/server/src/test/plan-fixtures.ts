import { MAGAZINE_ROLE, OWNER_TYPE } from '@masthead/core';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import { magazineMembers } from '../features/accounts/tables.ts';
import { auditLog } from '../features/audit/tables.ts';
import { planCharges } from '../features/magazines/plan-tables.ts';
import { magazinePlans } from '../features/magazines/tables.ts';
import { mailOutbox } from '../features/mail/tables.ts';
import { ownerBalance } from '../features/payments/ledger.ts';
import { ledgerAccounts, ledgerEntries, ledgerLines, payments } from '../features/payments/tables.ts';
import type { createClient, TestApp } from './app.ts';
import { assertPlanInvariants } from './invariants.ts';
import { card, key } from './payments-fixtures.ts';
import { insertMagazine, signedInPerson } from './reading-fixtures.ts';

/** Plan billing tests: a magazine with one member per seat, its plan, and what billing left behind. */

export const SEATS = {
  primaryOwner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
  secretAdmin: { role: MAGAZINE_ROLE.secretAdmin, ownerType: 0 },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: 0 },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: 0 },
  seniorWriter: { role: MAGAZINE_ROLE.seniorWriter, ownerType: 0 },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: 0 },
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: 0 },
} as const;
export type Seat = keyof typeof SEATS;

type Person = Awaited<ReturnType<typeof signedInPerson>>;

/** A magazine on the free plan (or `plan: null`, none) with one signed-in member per seat and two others. */
export async function buildBillingTeam(t: TestApp, options: { plan?: 'free' | null } = {}) {
  const db = t.database.db;
  const magazine = await insertMagazine(db);
  if (options.plan !== null)
    await db.insert(magazinePlans).values({ magazineUserId: magazine.id, planGroup: 1 });
  const people = {} as Record<Seat, Person>;
  for (const seat of Object.keys(SEATS) as Seat[]) {
    people[seat] = await signedInPerson(t);
    await db
      .insert(magazineMembers)
      .values({ magazineUserId: magazine.id, userId: people[seat].id, ...SEATS[seat] });
  }
  const outsider = await signedInPerson(t);
  const masterAdmin = await signedInPerson(t, { masterAdmin: true });
  return { magazineUserId: magazine.id, magazine, people, owner: people.primaryOwner, outsider, masterAdmin };
}

export type BillingTeam = Awaited<ReturnType<typeof buildBillingTeam>>;

/** GET /api2/magazine/plan as a browser asks it. */
export const getPlan = (
  client: Pick<ReturnType<typeof createClient>, 'get'>,
  magazineUserId: number | string,
) => client.get(`/api2/magazine/plan?magazineUserId=${magazineUserId}`);

/** The body of POST /api2/magazine/plan/subscribe. */
export const subscribeBody = (
  magazineUserId: number,
  planGroup: number,
  expectedAmountMinor: number,
  paymentMethod: unknown = card(),
  idempotencyKey = key(),
) => ({ magazineUserId, planGroup, expectedAmountMinor, paymentMethod, idempotencyKey });

export function planReads(t: () => TestApp) {
  const db = () => t().database.db;
  return {
    plan: async (magazineUserId: number) => {
      const [row] = await db()
        .select()
        .from(magazinePlans)
        .where(eq(magazinePlans.magazineUserId, magazineUserId));
      return row ?? null;
    },
    planPayments: (magazineUserId: number) =>
      db()
        .select({ payment: payments, charge: planCharges })
        .from(payments)
        .innerJoin(planCharges, eq(planCharges.paymentId, payments.id))
        .where(eq(payments.magazineUserId, magazineUserId))
        .orderBy(asc(payments.id)),
    planEvents: (magazineUserId: number) =>
      db()
        .select({ actorUserId: auditLog.actorUserId, data: auditLog.data })
        .from(auditLog)
        .where(and(eq(auditLog.magazineUserId, magazineUserId), eq(auditLog.action, 'magazine.plan')))
        .orderBy(asc(auditLog.id)),
    mailTo: (address: string) =>
      db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.id)),
    /** What the platform has earned from plans: the ledger's revenue account. */
    revenue: () => ownerBalance(db(), { kind: 'platform_revenue', currency: 'USD' }),
    /** What the ledger credited the platform for one magazine's plan payments (their settlement entries). */
    revenueFrom: async (magazineUserId: number) => {
      const result = await db().execute(sql`
        select coalesce(sum(l.amount_minor), 0)::text as total
        from ${payments} p
        join ${ledgerEntries} e on e.idempotency_key = 'payment:' || p.id || ':settled'
        join ${ledgerLines} l on l.entry_id = e.id
        join ${ledgerAccounts} a on a.id = l.account_id and a.kind = 'platform_revenue'
        where p.magazine_user_id = ${magazineUserId}`);
      const rows =
        (result as unknown as { rows?: { total: string }[] }).rows ??
        (result as unknown as { total: string }[]);
      return Number(rows[0]?.total ?? 0);
    },
    planPaymentCount: async () => {
      const [row] = await db().select({ n: count() }).from(payments).where(eq(payments.purpose, 'plan'));
      return row?.n ?? 0;
    },
    renewalKeys: (magazineUserId: number) =>
      db()
        .select({ key: payments.idempotencyKey, status: payments.status })
        .from(payments)
        .where(
          and(eq(payments.magazineUserId, magazineUserId), like(payments.idempotencyKey, 'plan-renewal-%')),
        )
        .orderBy(asc(payments.id)),
    /** The ledger balances and the plan invariants hold (test/invariants.ts). */
    invariantsHold: () => assertPlanInvariants(db()),
  };
}
