import { fail } from '../platform/http/errors';

/**
 * The life of a delivery order's payment (the cashier's, and the back office's), in ONE table:
 *
 *   (created) ─→ awaiting ──take (SMS code confirmed, the payer's answer)──→ processing
 *                  │                                                          ├─settle→ succeeded ─refund→ refunded
 *                  └─close (expired, cancelled, replaced, re-priced, paid elsewhere)  └─settle→ failed
 *   (created) ─→ succeeded | failed   (the back office records a payment made or refused elsewhere)
 *
 * ledger.ts moves a payment only along these arrows, in an UPDATE that names the state it leaves
 * (two racing moves cannot both happen); any other move is refused with a Chinese message and
 * changes nothing.
 */
export type PaymentState = 'awaiting' | 'processing' | 'succeeded' | 'failed' | 'closed' | 'refunded';

export const PAYMENT_TRANSITIONS: Record<PaymentState | 'new', readonly PaymentState[]> = {
  new: ['awaiting', 'succeeded', 'failed'],
  awaiting: ['processing', 'closed'],
  processing: ['succeeded', 'failed'],
  succeeded: ['refunded'],
  failed: [],
  closed: [],
  refunded: [],
};

export const PAYMENT_STATE_TEXT: Record<PaymentState, string> = {
  awaiting: '等待支付',
  processing: '支付处理中',
  succeeded: '支付成功',
  failed: '支付失败',
  closed: '已关闭',
  refunded: '已退款',
};

export const canMovePayment = (from: PaymentState | 'new', to: PaymentState) => PAYMENT_TRANSITIONS[from].includes(to);

/** Refuses a move the table does not have: 该支付已关闭，不能改为支付成功. */
export function assertPaymentMove(from: PaymentState | 'new', to: PaymentState): void {
  if (!canMovePayment(from, to)) fail(from === 'new' ? `不能新建${PAYMENT_STATE_TEXT[to]}的支付` : `该支付${PAYMENT_STATE_TEXT[from]}，不能改为${PAYMENT_STATE_TEXT[to]}`);
}
