import type { Input } from '../http/endpoints.ts';
import type { MyPaymentsResult, PaymentOutcome, PaymentsConfig, WebhookReceipt } from './page-api.ts';
import type {
  Earnings,
  PayoutAccountStarted,
  PayoutAccountView,
  PayoutView,
  ZPayoutAccountStart,
  ZPayoutRequest,
} from './payouts.ts';
import type { ZDonate, ZPaymentsNoQuery, ZUnlock } from './schemas.ts';

/** Donations, premium unlocks, receipts and the payment provider's webhook (DESIGN §4). */
export interface PaymentsEndpoints {
  'GET /api2/payments/config': { query: Input<typeof ZPaymentsNoQuery>; answer: PaymentsConfig };
  'POST /api2/payments/donate': { body: Input<typeof ZDonate>; answer: PaymentOutcome };
  'POST /api2/payments/unlock': { body: Input<typeof ZUnlock>; answer: PaymentOutcome };
  'GET /api2/payments/mine': { query: Input<typeof ZPaymentsNoQuery>; answer: MyPaymentsResult };
  'GET /api2/payments/earnings': { query: Input<typeof ZPaymentsNoQuery>; answer: Earnings };
  'POST /api2/payments/payout': {
    body: Input<typeof ZPayoutRequest>;
    answer: { payout: PayoutView; earnings: Earnings };
  };
  'GET /api2/payments/payout-account': {
    query: Input<typeof ZPaymentsNoQuery>;
    answer: PayoutAccountView;
  };
  'POST /api2/payments/payout-account': {
    body: Input<typeof ZPayoutAccountStart>;
    answer: PayoutAccountStarted;
  };
  /** Called by Stripe, never by a page: the raw bytes its signature covers. */
  'POST /api2/payments/webhook/stripe': { body: Uint8Array; answer: WebhookReceipt };
}
