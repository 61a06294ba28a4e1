import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Tests only: a loopback server speaking Stripe's REST shape for POST /v1/payment_intents, as the real
 * API behaves for its test PaymentMethods (pm_card_visa succeeds, pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds decline, pm_card_threeDSecure2Required waits for the customer),
 * with Stripe's idempotency: a key seen before gets the stored answer again without a new charge.
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
  }[];
  /** Requests received (retries included). */
  requests: number;
  /** While set, every answer is held back this long (the charge is made first): a provider timing out. */
  holdMs: number;
  close(): Promise<void>;
};

type Stored = { status: number; body: unknown };

export async function startFakeStripe(): Promise<FakeStripe> {
  const answers = new Map<string, Stored>();
  const sockets = new Set<Socket>();
  const state: Omit<FakeStripe, 'url' | 'close'> = { intents: [], requests: 0, holdMs: 0 };

  function create(form: URLSearchParams, idempotencyKey: string | null): Stored {
    const id = `pi_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(\w+)\]$/.exec(name);
      if (match?.[1]) metadata[match[1]] = value;
    }
    state.intents.push({ id, amount, currency, idempotencyKey, metadata });
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
    const method = form.get('payment_method');
    if (method === 'pm_card_chargeDeclined' || method === 'pm_card_chargeDeclinedInsufficientFunds') {
      const decline = method === 'pm_card_chargeDeclined' ? 'generic_decline' : 'insufficient_funds';
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message: 'Your card was declined.',
      };
      return {
        status: 402,
        body: { error: { ...error, payment_intent: intent('requires_payment_method', error) } },
      };
    }
    if (method === 'pm_card_threeDSecure2Required') return { status: 200, body: intent('requires_action') };
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
      if (request.method !== 'POST' || request.url !== '/v1/payment_intents') {
        answer = {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
        };
      } else if (request.headers.authorization !== 'Bearer sk_test_masthead') {
        answer = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else {
        const key =
          typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
        const stored = key ? answers.get(key) : undefined;
        answer = stored ?? create(new URLSearchParams(Buffer.concat(chunks).toString('utf8')), key);
        if (key && !stored) answers.set(key, answer);
      }
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': `req_${randomUUID()}`,
        });
        response.end(JSON.stringify(answer.body));
      };
      if (state.holdMs > 0) setTimeout(send, state.holdMs).unref();
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
