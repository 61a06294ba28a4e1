import {
  type CardSummary,
  cardBrandName,
  type DeclineReason,
  fromMinorUnits,
  isCurrency,
  type PlanGroupId,
  planKeyOf,
  translate,
  type UiLanguage,
} from '@masthead/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { mailLanguage } from '../accounts/account-rows.ts';
import { users } from '../accounts/tables.ts';
import type { MailService } from '../mail/service.ts';
import { transactionalMail } from '../mail/templates.ts';

/**
 * Plan billing mail to the owner who pays (DESIGN §4: receipts): a receipt for every paid plan payment,
 * and a notice when a renewal fails or the plan expires. Written to the outbox in the settlement's
 * transaction, in the payer's interface language.
 */

export type PlanMailDeps = ServiceDeps & { mail: MailService };

type Magazine = { username: string; displayName: string };

/** SPEC §4 date format (YYYY-MM-DD), in UTC like every date in mail. */
const day = (date: Date) => date.toISOString().slice(0, 10);

const money = (minor: number, currency: string) =>
  isCurrency(currency) ? `${currency} ${fromMinorUnits(minor, currency)}` : `${currency} ${minor}`;

const planName = (lang: UiLanguage, group: PlanGroupId) =>
  translate(lang, `magazines.plan.${planKeyOf(group) ?? 'free'}`);

function cardText(lang: UiLanguage, card: CardSummary | null) {
  if (!card) return translate(lang, 'plans.card.saved');
  const brand = cardBrandName(card.brand) ?? translate(lang, 'plans.card.generic');
  return translate(lang, 'plans.card.label', { brand, last4: card.last4 });
}

async function recipient(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ email: users.email, displayName: users.displayName, uiLang: users.uiLang })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email ? { ...row, email: row.email } : null;
}

const planLink = (deps: PlanMailDeps, magazine: Magazine) =>
  `${deps.config.publicUrl}/dashboard/@${encodeURIComponent(magazine.username)}/plan`;

/** The receipt of a paid plan payment. */
export async function mailPlanReceipt(
  deps: PlanMailDeps,
  tx: Tx,
  input: {
    payerId: number;
    magazine: Magazine;
    group: PlanGroupId;
    amountMinor: number;
    currency: string;
    periodEnd: Date;
    card: CardSummary | null;
  },
) {
  const to = await recipient(tx, input.payerId);
  if (!to) return;
  const lang = mailLanguage(to, 'en');
  const values = {
    plan: planName(lang, input.group),
    magazine: input.magazine.displayName || input.magazine.username,
    amount: money(input.amountMinor, input.currency),
    card: cardText(lang, input.card),
    date: day(input.periodEnd),
  };
  await deps.mail.enqueue(tx, {
    to: to.email,
    ...transactionalMail(lang, {
      name: to.displayName,
      subjectKey: 'plans.mail.receipt.subject',
      bodyKeys: ['plans.mail.receipt.body', 'plans.mail.receipt.period'],
      values,
      action: { labelKey: 'plans.mail.action', url: planLink(deps, input.magazine) },
    }),
  });
}

/** A failed renewal: when it is tried again, or that the plan has expired. */
export async function mailRenewalFailed(
  deps: PlanMailDeps,
  tx: Tx,
  input: {
    payerId: number;
    magazine: Magazine;
    group: PlanGroupId;
    amountMinor: number;
    currency: string;
    declineReason: DeclineReason;
    /** Null: that was the last attempt and the plan has expired. */
    nextAttemptAt: Date | null;
  },
) {
  const to = await recipient(tx, input.payerId);
  if (!to) return;
  const lang = mailLanguage(to, 'en');
  const values = {
    plan: planName(lang, input.group),
    magazine: input.magazine.displayName || input.magazine.username,
    amount: money(input.amountMinor, input.currency),
    reason: translate(lang, `payments.decline.${input.declineReason}`),
    date: input.nextAttemptAt ? day(input.nextAttemptAt) : '',
  };
  const expired = input.nextAttemptAt === null;
  await deps.mail.enqueue(tx, {
    to: to.email,
    ...transactionalMail(lang, {
      name: to.displayName,
      subjectKey: expired ? 'plans.mail.expired.subject' : 'plans.mail.failed.subject',
      bodyKeys: expired
        ? ['plans.mail.expired.body', 'plans.mail.failed.reason', 'plans.mail.expired.again']
        : ['plans.mail.failed.body', 'plans.mail.failed.reason', 'plans.mail.failed.retry'],
      values,
      action: { labelKey: 'plans.mail.action', url: planLink(deps, input.magazine) },
    }),
  });
}
