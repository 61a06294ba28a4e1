import { ZDonate, ZPaymentsNoQuery, ZPayoutAccountStart, ZPayoutRequest, ZUnlock } from '@masthead/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { defineRoute, routeRegistry } from '../../http/route.ts';

const viewerId = (request: FastifyRequest) => {
  if (!request.viewer) throw new AppError('auth.fail.no.login');
  return request.viewer.userId;
};

/** A webhook's body is read as bytes: its signature covers exactly what was sent. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** A Buffer to the handler; the contract (core, which knows no Buffer) calls it the bytes sent. */
const ZWebhookBody: z.ZodType<Buffer, Uint8Array> = z.instanceof(Buffer, { error: 'validation.invalid' });

/** The double-entry ledger, payment providers, donations and premium unlocks (DESIGN §4). */
export function registerPaymentsRoutes(app: FastifyInstance) {
  const service = () => app.services.payments;

  defineRoute(app, {
    route: 'GET /api2/payments/config',
    access: 'public',
    summary: 'Which provider takes payments, whether it is on, and in the sandbox the test cards to show.',
    tags: ['payments'],
    query: ZPaymentsNoQuery,
    handler: () => service().publicConfig(),
  });

  defineRoute(app, {
    route: 'POST /api2/payments/donate',
    access: 'signed-in',
    summary:
      'Gives to a published fundraiser ({cgroupId, amountMinor, currency (the fundraiser’s), paymentMethod, idempotencyKey}). A decline is a 402 payment.declined with errorData.reason.',
    tags: ['payments'],
    body: ZDonate,
    handler: ({ body, request }) => service().donate(viewerId(request), body),
  });

  defineRoute(app, {
    route: 'POST /api2/payments/unlock',
    access: 'signed-in',
    summary:
      'Buys a premium story at its stored price ({cgroupId, paymentMethod, idempotencyKey}); its author and readers who have it pay nothing.',
    tags: ['payments'],
    body: ZUnlock,
    handler: ({ body, request }) => service().unlock(viewerId(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/payments/mine',
    access: 'signed-in',
    summary: "The viewer's payments (receipts), newest first.",
    tags: ['payments'],
    query: ZPaymentsNoQuery,
    handler: async ({ request }) => ({ payments: await service().myPayments(viewerId(request)) }),
  });

  defineRoute(app, {
    route: 'GET /api2/payments/earnings',
    access: 'signed-in',
    summary:
      "The viewer's earnings: their wallet's balance in each currency (premium unlocks, paid content requests, after fees), their latest payouts, and their payout account's state as stored (payoutAccount: none, incomplete or ready).",
    tags: ['payments'],
    query: ZPaymentsNoQuery,
    handler: ({ request }) => service().earnings(viewerId(request)),
  });

  defineRoute(app, {
    route: 'POST /api2/payments/payout',
    access: 'signed-in',
    summary:
      "Sends the viewer's whole balance in one currency to their ready payout account (a Stripe Connect transfer, or recorded by the sandbox), with the holder's first and last name. The same idempotencyKey is the same payout. 409 payout.account.required when the payout account is not set up or not ready, 409 payout.nothing when the balance is empty, 402 payout.refused when the provider refused it (the money is back in the balance).",
    tags: ['payments'],
    body: ZPayoutRequest,
    handler: ({ body, request }) => service().requestPayout(viewerId(request), body),
  });

  defineRoute(app, {
    route: 'GET /api2/payments/payout-account',
    access: 'signed-in',
    summary:
      "The viewer's payout account: none, incomplete or ready. While incomplete the provider is asked again (Stripe: the Connect account is retrieved) and the answer stored; when it does not answer, the stored state.",
    tags: ['payments'],
    query: ZPaymentsNoQuery,
    handler: ({ request }) => service().payoutAccount(viewerId(request)),
  });

  defineRoute(app, {
    route: 'POST /api2/payments/payout-account',
    access: 'signed-in',
    summary:
      "Starts or continues setting up the viewer's payout account ({country?}: ISO 3166-1 alpha-2, for a new Stripe account). The account is made once per person, whatever the number of calls. Answers {status, url}: with Stripe, incomplete and the onboarding page to send the browser to (it comes back to /my_payments.html); ready and url null once nothing is left to do, as at once with the sandbox. 400 with errors.fields.country for a country the provider does not serve; 503 service.unavailable when the provider did not answer.",
    tags: ['payments'],
    body: ZPayoutAccountStart,
    handler: ({ body, request }) => service().startPayoutAccount(viewerId(request), body),
  });

  // Stripe's webhook reads its body raw (only in this scope): the signature is checked over those bytes.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    defineRoute(scope, {
      route: 'POST /api2/payments/webhook/stripe',
      access: 'public',
      summary:
        "Stripe events (payment_intent.succeeded, payment_intent.payment_failed, and account.updated for writers' payout accounts), verified by the Stripe-Signature header; a bad signature is a 400 and changes nothing.",
      tags: ['payments'],
      body: ZWebhookBody,
      handler: ({ body, request }) => {
        const signature = request.headers['stripe-signature'];
        return service().handleStripeWebhook(body, typeof signature === 'string' ? signature : undefined);
      },
    });
    const rootRoutes = routeRegistry.get(app) ?? [];
    routeRegistry.set(app, rootRoutes);
    rootRoutes.push(...(routeRegistry.get(scope) ?? []));
  });
}
