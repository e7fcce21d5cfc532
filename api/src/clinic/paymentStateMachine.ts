import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { nextPaymentState, paymentKind, paymentRefusal, type PaymentEvent, type PaymentState } from '../platform/payments';

export type { PaymentState };

/**
 * A consultation's payment order (migration 005's `payments`), in the portal's one payment
 * vocabulary (platform/payments.ts):
 *
 *   (new) ─open─→ awaiting ──pay (the payer confirms; the public account at once)──→ succeeded
 *                  ├─fail (the payer's side refused)──→ failed
 *                  └─close (re-priced, the visit paid through another order, or cancelled)──→ closed
 *   (new) ─pay─→ succeeded   (a free visit: paid when made)
 *
 * The WeChat page and the public account answer at once: nothing is left processing. Every move is
 * an UPDATE that names the state it leaves, so two racing moves cannot both happen; a move this
 * kind does not take is refused with a Chinese message and changes nothing.
 */
export const VISIT_PAYMENTS = paymentKind({
  open: ['new'],
  pay: ['new', 'awaiting'],
  fail: ['awaiting'],
  close: ['awaiting'],
});

/** Moves one payment order by `event` in the caller's transaction; refused (and unchanged) unless still in `from`. */
export async function applyPaymentEvent(tx: Queryable, paymentId: number, from: PaymentState, event: PaymentEvent, now: Date): Promise<PaymentState> {
  const to = nextPaymentState(VISIT_PAYMENTS, from, event);
  const rows = await tx.query(
    `UPDATE payments SET state = $3, ended_at = $4, paid_at = CASE WHEN $3 = 'succeeded' THEN $4 ELSE paid_at END
      WHERE payment_id = $1 AND state = $2 RETURNING payment_id`,
    [paymentId, from, to, now],
  );
  if (rows.length === 0) fail(paymentRefusal(from, event));
  return to;
}

/** Closes every awaiting order of a visit (it can no longer be paid through them); answers how many. */
export async function closeAwaitingPayments(tx: Queryable, visitRecordId: number, now: Date): Promise<number> {
  const rows = await tx.query(
    `UPDATE payments SET state = '${nextPaymentState(VISIT_PAYMENTS, 'awaiting', 'close')}', ended_at = $2 WHERE visit_record_id = $1 AND state = 'awaiting' RETURNING payment_id`,
    [visitRecordId, now],
  );
  return rows.length;
}
