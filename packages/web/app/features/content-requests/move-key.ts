import { newCheckoutKey } from '../payments/checkout-rules';

/** A fresh idempotency key for one move: a retried or double-clicked move is the same move. */
export const newMoveKey = newCheckoutKey;
