import {
  CTYPE,
  type Currency,
  type DeclineReason,
  isCurrency,
  MY_PAYMENTS_LIMIT,
  type PaymentOutcome,
  type PaymentPurpose,
  type PaymentReceipt,
  type PaymentsConfig,
  SANDBOX_TEST_CARDS,
  storyPath,
  type TDonate,
  type TPaymentMethod,
  type TUnlock,
  ZDonateExtra,
} from '@masthead/core';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { contents } from '../content/tables.ts';
import { ledgerAccountId, postEntry } from './ledger.ts';
import { createSandboxProvider } from './providers/sandbox.ts';
import { createStripeProvider } from './providers/stripe.ts';
import {
  type PaymentProvider,
  type ProviderEvent,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './providers/types.ts';
import { hasUnlocked } from './queries.ts';
import { contentUnlocks, payments } from './tables.ts';

type PaymentRow = typeof payments.$inferSelect;

type PayRequest = {
  payerId: number;
  contentId: number;
  purpose: PaymentPurpose;
  amountMinor: number;
  currency: Currency;
  paymentMethod: TPaymentMethod;
  idempotencyKey: string;
  description: string;
};

/** What a settlement moves the payment to. */
type Settlement =
  | { status: 'succeeded'; providerRef: string | null }
  | { status: 'declined'; providerRef: string | null; declineReason: DeclineReason };

const declined = (reason: DeclineReason | null) =>
  new AppError('payment.declined', { data: { reason: reason ?? 'card_declined' } });

/** The publishable key the browser may see: only with the Stripe provider and when it is set. */
export const stripePublishableKeyOf = (settings: AppConfig['payments']) =>
  settings.provider === 'stripe' ? settings.stripePublishableKey : null;

/** The key the provider sees for a payment: one payment, one charge, however often it is retried. */
const providerKey = (paymentId: number) => `masthead-payment-${paymentId}`;

/** The ledger entry of a payment's success: at most one per payment. */
const settleKey = (paymentId: number) => `payment:${paymentId}:settled`;

const isUniqueViolation = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The double-entry ledger, payment providers, donations and premium unlocks (DESIGN §2, §4). A payment
 * row is made first (pending, under the client's idempotency key), the provider is charged outside any
 * transaction under a key derived from that row, and the outcome is settled in one transaction: the
 * status, the balanced ledger entry and, for premium, the unlock. Retries, parallel requests and
 * webhooks all meet in `settle`, which moves a payment once.
 */
export function createPaymentsService(deps: ServiceDeps) {
  const { db, config, clock } = deps;
  let provider: PaymentProvider | null = null;
  let webhookVerifier: PaymentProvider | null = null;

  /** The configured provider, made on first use; a sandbox in production is refused (503). */
  function currentProvider(): PaymentProvider {
    if (provider) return provider;
    const settings = config.payments;
    try {
      if (settings.provider === 'stripe') {
        if (!settings.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
        provider = createStripeProvider({
          secretKey: settings.stripeSecretKey,
          webhookSecret: settings.stripeWebhookSecret,
          apiUrl: settings.stripeApiUrl,
          timeoutMs: config.outbound.timeoutMs,
        });
      } else {
        provider = createSandboxProvider({ production: config.production, clock });
      }
    } catch (error) {
      console.error('[payments] no payment provider:', (error as Error).message);
      throw new AppError('service.unavailable');
    }
    return provider;
  }

  /** Whether payments can be taken here (false for the sandbox in production, or Stripe without a key). */
  function enabled() {
    const settings = config.payments;
    return settings.provider === 'stripe' ? settings.stripeSecretKey !== null : !config.production;
  }

  function publicConfig(): PaymentsConfig {
    const sandbox = config.payments.provider === 'sandbox';
    return {
      provider: config.payments.provider,
      enabled: enabled(),
      testCards: sandbox && enabled() ? SANDBOX_TEST_CARDS.map((card) => ({ ...card })) : null,
      stripePublishableKey: stripePublishableKeyOf(config.payments),
    };
  }

  /** The sandbox takes test cards, Stripe takes a Stripe.js PaymentMethod: anything else is refused. */
  function checkMethod(method: TPaymentMethod) {
    const wanted = config.payments.provider === 'stripe' ? 'stripe' : 'card';
    if (method.type !== wanted)
      throw new AppError('validation.failed', { fields: { paymentMethod: 'validation.payments.method' } });
  }

  async function findPayment(payerId: number, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.payerId, payerId), eq(payments.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The payment of this checkout: made now, or the one already made under the same key (which must be
   * for the same thing), or, for premium, the reader's purchase already on its way.
   */
  async function openPayment(request: PayRequest): Promise<PaymentRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = clock();
      const [made] = await db
        .insert(payments)
        .values({
          payerId: request.payerId,
          contentId: request.contentId,
          purpose: request.purpose,
          amountMinor: request.amountMinor,
          currency: request.currency,
          provider: currentProvider().name,
          idempotencyKey: request.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (made) return made;
      const same = await findPayment(request.payerId, request.idempotencyKey);
      if (same) {
        const fits =
          same.contentId === request.contentId &&
          same.purpose === request.purpose &&
          same.amountMinor === request.amountMinor &&
          same.currency === request.currency;
        if (!fits)
          throw new AppError('validation.failed', {
            fields: { idempotencyKey: 'validation.payments.keyReused' },
          });
        return same;
      }
      if (request.purpose === 'premium') {
        const [active] = await db
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.payerId, request.payerId),
              eq(payments.contentId, request.contentId),
              eq(payments.purpose, 'premium'),
              inArray(payments.status, ['pending', 'succeeded']),
            ),
          )
          .limit(1);
        if (active) return active;
      }
      // The conflicting row changed status between the two statements: try again.
    }
    throw new AppError('service.unavailable');
  }

  /**
   * Moves a payment to its outcome, once, in one transaction with the money: on success the status, a
   * balanced ledger entry (the provider's clearing account pays the fundraiser's donations account or
   * the author's wallet) and, for premium, the unlock. A payment already succeeded stays as it is; a
   * decline never follows a success; a success after a decline is recorded (the money was taken).
   */
  async function settle(paymentId: number, outcome: Settlement): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) throw new AppError('not_found');
      const now = clock();
      if (outcome.status === 'declined') {
        if (payment.status !== 'pending') return payment;
        const [updated] = await tx
          .update(payments)
          .set({
            status: 'declined',
            declineReason: outcome.declineReason,
            providerRef: payment.providerRef ?? outcome.providerRef,
            updatedAt: now,
          })
          .where(eq(payments.id, paymentId))
          .returning();
        return updated ?? payment;
      }
      if (payment.status === 'succeeded' || payment.status === 'refunded') return payment;
      const [updated] = await tx
        .update(payments)
        .set({
          status: 'succeeded',
          declineReason: null,
          providerRef: payment.providerRef ?? outcome.providerRef,
          updatedAt: now,
        })
        .where(eq(payments.id, paymentId))
        .returning();
      const currency = payment.currency;
      const clearing = await ledgerAccountId(tx, { kind: 'provider_clearing', currency });
      let credit: number;
      if (payment.purpose === 'donation') {
        credit = await ledgerAccountId(tx, {
          kind: 'content_donations',
          ownerContentId: payment.contentId,
          currency,
        });
      } else {
        const [content] = await tx
          .select({ authorId: contents.authorId })
          .from(contents)
          .where(eq(contents.id, payment.contentId));
        if (!content) throw new AppError('not_found');
        credit = await ledgerAccountId(tx, { kind: 'user_wallet', ownerUserId: content.authorId, currency });
      }
      await postEntry(tx, {
        idempotencyKey: settleKey(payment.id),
        kind: payment.purpose === 'donation' ? 'donation' : 'premium_unlock',
        memo: `${payment.provider} payment ${payment.id} for content ${payment.contentId}`,
        lines: [
          { accountId: clearing, amountMinor: -payment.amountMinor },
          { accountId: credit, amountMinor: payment.amountMinor },
        ],
      });
      if (payment.purpose === 'premium') {
        await tx
          .insert(contentUnlocks)
          .values({
            contentId: payment.contentId,
            userId: payment.payerId,
            paymentId: payment.id,
            createdAt: now,
          })
          .onConflictDoNothing();
      }
      return updated ?? payment;
    });
  }

  /** Charges the provider for a pending payment (again, safely: the provider key is the payment's). */
  async function pay(request: PayRequest): Promise<PaymentOutcome> {
    const payment = await openPayment(request);
    if (payment.status === 'succeeded') return { paymentId: payment.id, status: 'succeeded', charged: true };
    if (payment.status === 'declined') throw declined(payment.declineReason);
    if (payment.status === 'refunded')
      throw new AppError('validation.failed', {
        fields: { idempotencyKey: 'validation.payments.keyReused' },
      });

    let result: Awaited<ReturnType<PaymentProvider['charge']>>;
    try {
      result = await currentProvider().charge({
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        paymentMethod: request.paymentMethod,
        idempotencyKey: providerKey(payment.id),
        description: request.description,
        metadata: {
          paymentId: String(payment.id),
          contentId: String(payment.contentId),
          purpose: payment.purpose,
        },
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        // Whether money was taken is unknown: the payment stays pending, a retry with the key is safe.
        console.warn(`[payments] payment ${payment.id}: ${error.message}`);
        throw new AppError('service.unavailable');
      }
      throw error;
    }

    if (result.status === 'declined') {
      const settled = await settle(payment.id, result);
      // A success recorded meanwhile (a webhook) wins over this answer.
      if (settled.status === 'succeeded')
        return { paymentId: payment.id, status: 'succeeded', charged: true };
      throw declined(settled.declineReason ?? result.declineReason);
    }
    if (result.status === 'succeeded') {
      await settle(payment.id, result);
      return { paymentId: payment.id, status: 'succeeded', charged: true };
    }
    if (result.providerRef) {
      await db
        .update(payments)
        .set({ providerRef: result.providerRef, updatedAt: clock() })
        .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)));
    }
    return {
      paymentId: payment.id,
      status: 'pending',
      charged: true,
      ...(result.clientSecret ? { clientSecret: result.clientSecret } : {}),
    };
  }

  /** A published, visible content by id, with what payments need of it. */
  async function payableContent(cgroupId: number) {
    const [row] = await db
      .select({
        id: contents.id,
        ctype: contents.ctype,
        title: contents.title,
        authorId: contents.authorId,
        publisherId: contents.publisherId,
        extra: contents.extra,
        premium: contents.premium,
        priceMinor: contents.priceMinor,
        currency: contents.currency,
      })
      .from(contents)
      .where(and(eq(contents.id, cgroupId), eq(contents.status, 'published'), isNull(contents.deletedAt)))
      .limit(1);
    return row ?? null;
  }

  /** POST /api2/payments/donate: a reader gives to a published fundraiser, in its currency. */
  async function donate(payerId: number, input: TDonate): Promise<PaymentOutcome> {
    checkMethod(input.paymentMethod);
    const content = await payableContent(input.cgroupId);
    if (!content || content.ctype !== CTYPE.donate) throw new AppError('not_found');
    const extra = ZDonateExtra.safeParse(content.extra);
    if (!extra.success || !isCurrency(extra.data.currency)) throw new AppError('not_found');
    if (extra.data.currency !== input.currency)
      throw new AppError('validation.failed', { fields: { currency: 'validation.payments.currency' } });
    return pay({
      payerId,
      contentId: content.id,
      purpose: 'donation',
      amountMinor: input.amountMinor,
      currency: extra.data.currency,
      paymentMethod: input.paymentMethod,
      idempotencyKey: input.idempotencyKey,
      description: `Donation: ${content.title}`.slice(0, 200),
    });
  }

  /**
   * POST /api2/payments/unlock: a reader buys a premium story at the price stored on it (never the
   * client's). Its author, and a reader who has it already, are charged nothing.
   */
  async function unlock(payerId: number, input: TUnlock): Promise<PaymentOutcome> {
    checkMethod(input.paymentMethod);
    const content = await payableContent(input.cgroupId);
    if (!content?.premium || !content.priceMinor || content.priceMinor <= 0) throw new AppError('not_found');
    if (!content.currency || !isCurrency(content.currency)) throw new AppError('not_found');
    if (payerId === content.authorId || payerId === content.publisherId)
      return { paymentId: null, status: 'succeeded', charged: false };
    const previous = await findPayment(payerId, input.idempotencyKey);
    if (!previous && (await hasUnlocked(db, content.id, payerId)))
      return { paymentId: null, status: 'succeeded', charged: false };
    return pay({
      payerId,
      contentId: content.id,
      purpose: 'premium',
      amountMinor: content.priceMinor,
      currency: content.currency,
      paymentMethod: input.paymentMethod,
      idempotencyKey: input.idempotencyKey,
      description: `Premium: ${content.title}`.slice(0, 200),
    });
  }

  /** The Stripe adapter that checks webhook signatures (also when the sandbox takes payments). */
  function stripeWebhookVerifier(): PaymentProvider {
    const settings = config.payments;
    if (!settings.stripeWebhookSecret) throw new AppError('not_found');
    webhookVerifier ??= createStripeProvider({
      secretKey: settings.stripeSecretKey ?? 'sk_unset',
      webhookSecret: settings.stripeWebhookSecret,
      apiUrl: settings.stripeApiUrl,
      timeoutMs: config.outbound.timeoutMs,
    });
    return webhookVerifier;
  }

  /** The payment a provider event is about: by our id in its metadata, else by the provider's id. */
  async function paymentOfEvent(event: Extract<ProviderEvent, { providerRef: string }>) {
    const condition = event.paymentId
      ? eq(payments.id, event.paymentId)
      : eq(payments.providerRef, event.providerRef);
    const [row] = await db
      .select()
      .from(payments)
      .where(and(condition, eq(payments.provider, 'stripe')))
      .limit(1);
    return row ?? null;
  }

  /**
   * POST /api2/payments/webhook/stripe: a signed event from Stripe. A bad signature is a 400 and
   * changes nothing; replays and events out of order meet `settle`, which moves a payment once.
   */
  async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
    let event: ProviderEvent;
    try {
      event = stripeWebhookVerifier().parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw new AppError('validation.failed', { fields: { signature: 'validation.payments.signature' } });
      throw error;
    }
    if (event.type === 'ignored') return { received: true };
    const payment = await paymentOfEvent(event);
    if (!payment) {
      console.warn(`[payments] webhook ${event.eventId}: no payment for ${event.providerRef}`);
      return { received: true };
    }
    const matches =
      payment.amountMinor === event.amountMinor &&
      payment.currency === event.currency &&
      (payment.providerRef === null || payment.providerRef === event.providerRef);
    if (!matches) {
      console.error(`[payments] webhook ${event.eventId} does not match payment ${payment.id}; not settled`);
      return { received: true };
    }
    try {
      await settle(
        payment.id,
        event.type === 'succeeded'
          ? { status: 'succeeded', providerRef: event.providerRef }
          : {
              status: 'declined',
              providerRef: event.providerRef,
              declineReason: event.declineReason ?? 'card_declined',
            },
      );
    } catch (error) {
      // A late success of a declined premium purchase while another one is active: left for a person.
      if (!isUniqueViolation(error)) throw error;
      console.error(`[payments] webhook ${event.eventId}: payment ${payment.id} needs review`);
    }
    return { received: true };
  }

  /** The reader's receipts, newest first (payments_payer_idx). */
  async function myPayments(payerId: number): Promise<PaymentReceipt[]> {
    const rows = await db
      .select({
        payment: payments,
        content: { id: contents.id, title: contents.title, deletedAt: contents.deletedAt },
      })
      .from(payments)
      .leftJoin(contents, eq(contents.id, payments.contentId))
      .where(eq(payments.payerId, payerId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(MY_PAYMENTS_LIMIT);
    return rows.map(({ payment, content }) => ({
      paymentId: payment.id,
      purpose: payment.purpose,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      declineReason: payment.declineReason,
      createdAt: payment.createdAt.toISOString(),
      content:
        content?.id && !content.deletedAt
          ? {
              cgroupId: content.id,
              title: content.title,
              url: storyPath({ cgroupId: content.id, title: content.title }),
            }
          : null,
    }));
  }

  return {
    publicConfig,
    donate,
    unlock,
    settle,
    handleStripeWebhook,
    myPayments,
    /** The provider in use (tests count the sandbox's charges through it). */
    provider: currentProvider,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
