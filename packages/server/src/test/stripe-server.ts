import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';
import { vi } from 'vitest';

/**
 * Tests only: a loopback server speaking Stripe's REST shape for POST /v1/payment_intents, as the real
 * API behaves for its test PaymentMethods (pm_card_visa succeeds, pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds decline, pm_card_threeDSecure2Required waits for the customer),
 * with Stripe's idempotency: a key seen before gets the stored answer again without a new charge.
 * For saved cards (plan billing) also POST /v1/customers and POST /v1/payment_methods/{id}/attach:
 * declining cards fail the attach's card check, pm_card_chargeCustomerFail attaches and then declines
 * every charge, and a charge naming a Customer must use a PaymentMethod attached to it.
 * For payouts, POST /v1/transfers to a Connect account: acct_missing is no account, and an account made
 * here takes transfers only once its onboarding is finished. Connect onboarding: POST /v1/accounts
 * (Express accounts, made with nothing submitted), POST /v1/account_links (an onboarding link of a known
 * account) and GET /v1/accounts/{id}; `finishOnboarding(id)` plays the writer completing Stripe's pages.
 */
export type FakeStripe = {
  url: string;
  /** PaymentIntents really created (charges), in order. */
  intents: {
    id: string;
    amount: number;
    currency: string;
    idempotencyKey: string | null;
    metadata: Record<string, string>;
    customer: string | null;
    offSession: boolean;
    setupFutureUsage: string | null;
  }[];
  /** Customers created, and which PaymentMethod is attached to which Customer. */
  customers: string[];
  attached: Map<string, string>;
  /** Connect transfers really made (payouts), in order. */
  transfers: {
    id: string;
    amount: number;
    currency: string;
    destination: string;
    idempotencyKey: string | null;
  }[];
  /** Connect accounts made (POST /v1/accounts), by id. */
  accounts: Map<string, FakeAccount>;
  /** Onboarding links given, in order. */
  accountLinks: { account: string; url: string; returnUrl: string; refreshUrl: string }[];
  /** The writer finished Stripe's onboarding: details submitted, payouts and transfers enabled. */
  finishOnboarding(accountId: string): void;
  /** Requests received (retries included). */
  requests: number;
  /** While set, every answer is held back this long (the charge is made first): a provider timing out. */
  holdMs: number;
  /** When set, only the requests whose form it accepts are held; the others answer at once. */
  holdOnly: ((form: URLSearchParams) => boolean) | null;
  close(): Promise<void>;
};

type Stored = { status: number; body: unknown };

export type FakeAccount = {
  id: string;
  email: string | null;
  country: string;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  transfers: 'active' | 'inactive' | 'pending';
};

/** The form's metadata[…] fields. */
function metadataOf(form: URLSearchParams) {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = /^metadata\[(\w+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/** An account as Stripe's API shows it. */
const accountBody = (account: FakeAccount) => ({
  id: account.id,
  object: 'account',
  type: 'express',
  email: account.email,
  country: account.country,
  metadata: account.metadata,
  details_submitted: account.detailsSubmitted,
  payouts_enabled: account.payoutsEnabled,
  charges_enabled: false,
  capabilities: { transfers: account.transfers },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const answers = new Map<string, Stored>();
  const sockets = new Set<Socket>();
  const state: Omit<FakeStripe, 'url' | 'close'> = {
    intents: [],
    customers: [],
    attached: new Map(),
    transfers: [],
    accounts: new Map(),
    accountLinks: [],
    finishOnboarding(accountId) {
      const account = state.accounts.get(accountId);
      if (!account) throw new Error(`no fake Connect account ${accountId}`);
      Object.assign(account, { detailsSubmitted: true, payoutsEnabled: true, transfers: 'active' });
    },
    requests: 0,
    holdMs: 0,
    holdOnly: null,
  };

  const cardError = (decline: string, message = 'Your card was declined.') => ({
    type: 'card_error',
    code: 'card_declined',
    decline_code: decline,
    message,
  });
  const invalid = (message: string): Stored => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
  });

  function createTransfer(form: URLSearchParams, idempotencyKey: string | null): Stored {
    const destination = form.get('destination') ?? '';
    if (!/^acct_[A-Za-z0-9]+$/.test(destination) || destination === 'acct_missing')
      return invalid(`No such destination: '${destination}'`);
    const account = state.accounts.get(destination);
    if (account && account.transfers !== 'active')
      return invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers',
      );
    const transfer = {
      id: `tr_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      destination,
      idempotencyKey,
    };
    state.transfers.push(transfer);
    return { status: 200, body: { object: 'transfer', ...transfer } };
  }

  function createAccount(form: URLSearchParams, idempotencyKey: string | null): Stored {
    if (form.get('type') !== 'express') return invalid('This fake makes Express accounts only.');
    if (form.get('capabilities[transfers][requested]') !== 'true')
      return invalid('Express accounts must request the transfers capability.');
    const country = form.get('country') ?? 'US';
    // Like Stripe for a country it serves no Connect accounts in (ZZ here), naming the parameter.
    if (!/^[A-Z]{2}$/.test(country) || country === 'ZZ')
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            param: 'country',
            message: `Country '${country}' is unknown or not supported.`,
          },
        },
      };
    const account: FakeAccount = {
      id: `acct_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      email: form.get('email'),
      country,
      metadata: metadataOf(form),
      idempotencyKey,
      detailsSubmitted: false,
      payoutsEnabled: false,
      transfers: 'inactive',
    };
    state.accounts.set(account.id, account);
    return { status: 200, body: accountBody(account) };
  }

  function createAccountLink(form: URLSearchParams): Stored {
    const id = form.get('account') ?? '';
    const returnUrl = form.get('return_url') ?? '';
    const refreshUrl = form.get('refresh_url') ?? '';
    if (!state.accounts.has(id)) return invalid(`No such account: '${id}'`);
    if (form.get('type') !== 'account_onboarding') return invalid('Invalid type.');
    if (!/^https?:\/\//.test(returnUrl) || !/^https?:\/\//.test(refreshUrl))
      return invalid('return_url and refresh_url must be URLs.');
    const url = `https://connect.stripe.test/setup/e/${id}/${randomUUID()}`;
    state.accountLinks.push({ account: id, url, returnUrl, refreshUrl });
    const now = Math.floor(Date.now() / 1000);
    return { status: 200, body: { object: 'account_link', url, created: now, expires_at: now + 300 } };
  }

  function retrieveAccount(id: string): Stored {
    const account = state.accounts.get(id);
    if (!account)
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such account: '${id}'`,
          },
        },
      };
    return { status: 200, body: accountBody(account) };
  }

  function createCustomer(form: URLSearchParams): Stored {
    const id = `cus_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    state.customers.push(id);
    return { status: 200, body: { id, object: 'customer', description: form.get('description') } };
  }

  /** Attaching runs Stripe's card check: declining test cards fail it; the others attach. */
  function attach(method: string, form: URLSearchParams): Stored {
    const customer = form.get('customer') ?? '';
    if (!state.customers.includes(customer)) return invalid(`No such customer: '${customer}'`);
    if (method === 'pm_card_chargeDeclined' || method === 'pm_card_chargeDeclinedInsufficientFunds') {
      const decline = method === 'pm_card_chargeDeclined' ? 'generic_decline' : 'insufficient_funds';
      return { status: 402, body: { error: cardError(decline) } };
    }
    if (!method.startsWith('pm_card_')) return invalid(`No such PaymentMethod: '${method}'`);
    state.attached.set(method, customer);
    const last4 = method === 'pm_card_chargeCustomerFail' ? '0341' : '4242';
    return {
      status: 200,
      body: {
        id: method,
        object: 'payment_method',
        type: 'card',
        customer,
        card: { brand: 'visa', last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
      },
    };
  }

  function create(form: URLSearchParams, idempotencyKey: string | null): Stored {
    const customer = form.get('customer');
    const method = form.get('payment_method');
    if (customer && (!method || state.attached.get(method) !== customer))
      return invalid('The PaymentMethod is not attached to this Customer.');
    const id = `pi_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    const metadata = metadataOf(form);
    const offSession = form.get('off_session') === 'true';
    state.intents.push({
      id,
      amount,
      currency,
      idempotencyKey,
      metadata,
      customer,
      offSession,
      setupFutureUsage: form.get('setup_future_usage'),
    });
    const intent = (status: string, lastError: unknown = null) => ({
      id,
      object: 'payment_intent',
      amount,
      currency,
      metadata,
      status,
      last_payment_error: lastError,
      description: form.get('description'),
      payment_method: form.get('payment_method'),
      client_secret: `${id}_secret_test`,
    });
    const declining: Record<string, string> = {
      pm_card_chargeDeclined: 'generic_decline',
      pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds',
      pm_card_chargeCustomerFail: 'generic_decline',
    };
    const decline = method ? declining[method] : undefined;
    if (decline) {
      const error = cardError(decline);
      return {
        status: 402,
        body: { error: { ...error, payment_intent: intent('requires_payment_method', error) } },
      };
    }
    if (method === 'pm_card_threeDSecure2Required') {
      // Off-session nobody can answer the bank's check: Stripe declines with authentication_required.
      if (!offSession) return { status: 200, body: intent('requires_action') };
      const error = { ...cardError('authentication_required'), code: 'authentication_required' };
      return {
        status: 402,
        body: { error: { ...error, payment_intent: intent('requires_payment_method', error) } },
      };
    }
    if (method?.startsWith('pm_card_')) return { status: 200, body: intent('succeeded') };
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such PaymentMethod: '${method}'`,
        },
      },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests++;
      let answer: Stored;
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const attachPath = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)\/attach$/.exec(path);
      const accountPath = /^\/v1\/accounts\/([A-Za-z0-9_]+)$/.exec(path);
      const known =
        path === '/v1/payment_intents' ||
        path === '/v1/customers' ||
        path === '/v1/transfers' ||
        path === '/v1/accounts' ||
        path === '/v1/account_links' ||
        attachPath;
      const reading = request.method === 'GET' && accountPath;
      if (!reading && (request.method !== 'POST' || !known)) {
        answer = {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
        };
      } else if (request.headers.authorization !== 'Bearer sk_test_masthead') {
        answer = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else if (reading) {
        answer = retrieveAccount(accountPath[1] ?? '');
      } else {
        const key =
          typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
        const stored = key ? answers.get(key) : undefined;
        answer =
          stored ??
          (attachPath?.[1]
            ? attach(attachPath[1], form)
            : path === '/v1/customers'
              ? createCustomer(form)
              : path === '/v1/transfers'
                ? createTransfer(form, key)
                : path === '/v1/accounts'
                  ? createAccount(form, key)
                  : path === '/v1/account_links'
                    ? createAccountLink(form)
                    : create(form, key));
        // Stripe keeps no answer for a request its parameters' checks refused: the key can be used again.
        const refusedParams = path === '/v1/accounts' && answer.status === 400;
        if (key && !stored && !refusedParams) answers.set(key, answer);
      }
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': `req_${randomUUID()}`,
        });
        response.end(JSON.stringify(answer.body));
      };
      if (state.holdMs > 0 && (state.holdOnly?.(form) ?? true)) setTimeout(send, state.holdMs).unref();
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeStripe;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * Stripe's client sleeps 0.5–1 s before each retry of a request that timed out. A test of a provider that
 * does not answer keeps the retries (three attempts under one idempotency key), not the sleeps (issue 16).
 */
export const quickStripeRetries = () =>
  vi.spyOn(Stripe.prototype, 'getInitialNetworkRetryDelay').mockReturnValue(0.01);
