import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';

/**
 * The life of a consultation's payment order (migration 005's `payments`), in ONE table:
 *
 *   (created) pending ──pay (the payer confirms; the public account at once)──→ paid
 *                     ├─fail (the payer's side refused)──→ failed
 *                     └─close (re-priced, the visit paid through another order, or cancelled)──→ closed
 *   (created) paid    (the public account, a free visit: paid when made)
 *
 * Every move is an UPDATE that names the state it leaves, so two racing moves cannot both happen;
 * a move the table does not have is refused with a Chinese message and changes nothing.
 */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'closed';
export type PaymentEvent = 'pay' | 'fail' | 'close';

export const PAYMENT_TRANSITIONS: Record<PaymentEvent, Partial<Record<PaymentState, PaymentState>>> = {
  pay: { pending: 'paid' },
  fail: { pending: 'failed' },
  close: { pending: 'closed' },
};

const STATE_TEXT: Record<PaymentState, string> = { pending: '待支付', paid: '已支付', failed: '支付失败', closed: '已关闭' };
const VERB: Record<PaymentEvent, string> = { pay: '支付', fail: '记为支付失败', close: '关闭' };

export const paymentRefusal = (state: PaymentState, event: PaymentEvent) => `该支付订单${STATE_TEXT[state]}，不能${VERB[event]}`;

/** The state after `event`, or the refusal. */
export function nextPaymentState(state: PaymentState, event: PaymentEvent): PaymentState {
  return PAYMENT_TRANSITIONS[event][state] ?? fail(paymentRefusal(state, event));
}

/** Moves one payment order by `event` in the caller's transaction; refused (and unchanged) unless still in `from`. */
export async function applyPaymentEvent(tx: Queryable, paymentId: number, from: PaymentState, event: PaymentEvent, now: Date): Promise<PaymentState> {
  const to = nextPaymentState(from, event);
  const rows = await tx.query(
    `UPDATE payments SET state = $3, ended_at = $4, paid_at = CASE WHEN $3 = 'paid' THEN $4 ELSE paid_at END
      WHERE payment_id = $1 AND state = $2 RETURNING payment_id`,
    [paymentId, from, to, now],
  );
  if (rows.length === 0) fail(paymentRefusal(from, event));
  return to;
}

/** Closes every pending order of a visit (it can no longer be paid through them); answers how many. */
export async function closePendingPayments(tx: Queryable, visitRecordId: number, now: Date): Promise<number> {
  const rows = await tx.query(
    `UPDATE payments SET state = '${nextPaymentState('pending', 'close')}', ended_at = $2 WHERE visit_record_id = $1 AND state = 'pending' RETURNING payment_id`,
    [visitRecordId, now],
  );
  return rows.length;
}
