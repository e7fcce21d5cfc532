import { assertPaymentMove as assertMove, paymentKind, type PaymentFrom, type PaymentState } from '../platform/payments';

export type { PaymentState };

/**
 * A delivery order's payment (the cashier's, and the back office's), in the portal's one payment
 * vocabulary (platform/payments.ts):
 *
 *   (new) ─open─→ awaiting ──take (SMS code confirmed, the payer's answer)──→ processing
 *                  │                                                          ├─pay (settled)→ succeeded ─refund→ refunded
 *                  └─close (expired, cancelled, replaced, re-priced, paid elsewhere)  └─fail (settled)→ failed
 *   (new) ─pay | fail─→ succeeded | failed   (the back office records a payment made or refused elsewhere)
 *
 * Nothing is paid or refused at once here: the provider's result always comes later (settle.ts).
 * ledger.ts moves a payment only along these arrows.
 */
export const ORDER_PAYMENTS = paymentKind({
  open: ['new'],
  take: ['awaiting'],
  pay: ['new', 'processing'],
  fail: ['new', 'processing'],
  close: ['awaiting'],
  refund: ['succeeded'],
});

/** Refuses a move a delivery order's payment does not take (该支付已关闭，不能改为支付成功). */
export const assertPaymentMove = (from: PaymentFrom, to: PaymentState) => assertMove(ORDER_PAYMENTS, from, to);
