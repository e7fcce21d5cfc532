import type { Queryable } from '../platform/db';
import { chargedPaymentOf, insertPayment, movePayment, openPaymentOf } from './ledger';
import { CASHIER_MSG } from './messages';

/**
 * What the cashier does for a delivery order's own moves (expiry, cancellation, refund, re-pricing,
 * the back office's payments): the commerce asks through its port (OrderPayments), which the
 * composition root (wiring.ts) connects to these. Each writes its ledger entry in the caller's
 * transaction, moving the payment only along the state machine's arrows (ledger.ts).
 */

export async function openPaymentState(tx: Queryable, orderPk: number): Promise<'awaiting' | 'processing' | undefined> {
  const open = await openPaymentOf(tx, orderPk);
  return open ? (open.state as 'awaiting' | 'processing') : undefined;
}

export async function isProcessing(tx: Queryable, orderPk: number): Promise<boolean> {
  return (await tx.query(`SELECT 1 FROM cashier_payments WHERE delivery_order_id = $1 AND state = 'processing'`, [orderPk])).length > 0;
}

/** An awaiting payment of the order can no longer be paid: closed, with why (recorded in the ledger). */
export async function closeAwaiting(tx: Queryable, orderPk: number, actor: string, now: Date, reason: string): Promise<void> {
  const open = await openPaymentOf(tx, orderPk);
  if (open?.state === 'awaiting') await movePayment(tx, open.payment_id, 'awaiting', 'closed', actor, now, { reason });
}

/** The order was re-priced: an awaiting payment of another amount is closed, so the next 立即支付 asks for the new sum. */
export async function amountChanged(tx: Queryable, orderPk: number, sumFen: number, now: Date): Promise<void> {
  const open = await openPaymentOf(tx, orderPk);
  if (open?.state === 'awaiting' && open.amount_fen !== sumFen)
    await movePayment(tx, open.payment_id, 'awaiting', 'closed', 'system', now, { reason: CASHIER_MSG.amountChanged });
}

/** The order's charge goes back (its ledger refund): what it had taken, or undefined when nothing was charged. */
export async function refundCharge(tx: Queryable, orderPk: number, actor: string, now: Date, reason: string): Promise<number | undefined> {
  const charged = await chargedPaymentOf(tx, orderPk);
  if (!charged) return undefined;
  await movePayment(tx, charged.payment_id, 'succeeded', 'refunded', actor, now, { reason });
  return charged.amount_fen;
}

/** A payment made (succeeded) or refused (failed) outside the cashier, recorded by the back office. */
export async function recordBackOffice(
  tx: Queryable,
  p: { orderPk: number; userId: number; amountFen: number; state: 'succeeded' | 'failed'; reason?: string },
  actor: string,
  now: Date,
): Promise<void> {
  await insertPayment(tx, { ...p, channel: 'back_office' }, actor, now);
}

/**
 * SQL: the payment of order `o` the provider is processing (one at most: the unique index of open
 * payments), as a one-row table of its result's due time and whether that result pays the order:
 * succeeded, for the order's amount (settle.ts refuses any other).
 */
export const processingSql = (o: string) =>
  `(SELECT cp.settle_at, cp.outcome = 'succeeded' AND cp.amount_fen = ${o}.sum_price_fen AS pays
      FROM cashier_payments cp WHERE cp.delivery_order_id = ${o}.delivery_order_id AND cp.state = 'processing')`;
