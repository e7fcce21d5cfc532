import { isPayable, isPaid } from '@tcm/shared/commerce';
import { CANCEL_REASON } from '@tcm/shared/codes';
import type { CashierCtx } from './context';
import { one, type Queryable, type Tx } from '../platform/db';
import { addMs } from '../platform/lib/time';
import { movePayment, type Actor, type OrderPaymentRow } from './ledger';
import { CASHIER_MSG } from './messages';
import { orders, type PayableOrder } from './ports';
import type { ProviderAnswer } from './provider';

/**
 * A payment's way through the provider, with the money rules in one place:
 *
 *   awaiting ──take (SMS code confirmed / payer's answer on the provider page)──→ processing
 *   processing ──settle (the provider's result, due settleDelayMs later)──→ succeeded | failed
 *
 * Both steps lock the order row, then the payment row (always in that order), and re-check the
 * payment's state inside the UPDATE: a second confirm, a replayed result or a parallel request
 * finds the payment moved on and changes nothing. The order moves only through the delivery state
 * machine (pay 0/99 → 1, payFail 0/99 → 99), in the same transaction as the payment and its
 * ledger entry, so the money and the order never disagree. Nothing is charged for an order that
 * stopped being payable; an order past its deadline is refused when the payment is taken.
 */

export const providerActor = (ctx: Pick<CashierCtx, 'adapay'>): Actor => `provider:${ctx.adapay.name}`;

export const lockOrder = (tx: Queryable, orderPk: number) => orders().lock(tx, orderPk);

export const lockPayment = async (tx: Queryable, paymentId: string) =>
  one<OrderPaymentRow>(tx, 'SELECT * FROM cashier_payments WHERE payment_id = $1 FOR UPDATE', [paymentId]);

/** Why an order in `status` takes no payment (the page's words for the usual cases). */
export function notPayableReason(status: number): string {
  if (status === -1) return orders().words.payTimedOut;
  // -3 refunded by the user; -4 to -6 cancelled after payment, and refunded (with why).
  if (status === -3) return CASHIER_MSG.refunded;
  if (status <= -4 && status >= -6) return `${CASHIER_MSG.refunded}（${CANCEL_REASON[status as -4 | -5 | -6]}）`;
  if (isPaid(status)) return CASHIER_MSG.alreadyPaid;
  return orders().refusal(status, 'pay');
}

export type Taken = { taken: true; payment: OrderPaymentRow } | { taken: false; reason: string; payment?: OrderPaymentRow };

/**
 * The provider takes an awaiting payment, inside the caller's transaction with the order and the
 * payment locked. Past the deadline the order expires and the payment is closed; an order no
 * longer payable closes it too; either way nothing is charged and the reason is answered.
 */
export async function takePayment(
  tx: Tx,
  ctx: CashierCtx,
  order: PayableOrder,
  p: OrderPaymentRow,
  answer: ProviderAnswer,
  actor: Actor,
  now: Date,
): Promise<Taken> {
  if (p.state !== 'awaiting') return { taken: false, reason: '', payment: p };
  let reason: string | undefined;
  if (isPayable(order.status) && now.getTime() >= new Date(order.pay_deadline).getTime()) {
    await orders().move(tx, order, 'expire', now);
    reason = orders().words.payTimedOut;
  } else if (!isPayable(order.status)) reason = notPayableReason(order.status);
  else if (p.amount_fen !== order.sum_price_fen) reason = CASHIER_MSG.amountChanged;
  if (reason) {
    const closed = await movePayment(tx, p.payment_id, 'awaiting', 'closed', actor, now, { reason });
    return { taken: false, reason, payment: closed };
  }
  const moved = await movePayment(tx, p.payment_id, 'awaiting', 'processing', actor, now, {
    outcome: answer.outcome,
    reason: answer.outcome === 'failed' ? answer.reason : '',
    settleAt: addMs(now, ctx.adapay.settleDelayMs),
    confirmed: true,
  });
  return moved ? { taken: true, payment: moved } : { taken: false, reason: '' };
}

/**
 * The provider's result for one payment (Adapay's asynchronous notification), applied once: a
 * payment not processing any more (a replay) or not due yet is answered as it is.
 */
export async function settlePayment(ctx: CashierCtx, paymentId: string): Promise<OrderPaymentRow | undefined> {
  const now = ctx.now();
  const found = await one<OrderPaymentRow>(ctx.db, 'SELECT * FROM cashier_payments WHERE payment_id = $1', [paymentId]);
  if (!found || found.state !== 'processing' || now.getTime() < new Date(found.settle_at!).getTime()) return found;
  return ctx.db.transaction((tx) => settleInTx(tx, ctx, found, now));
}

/** settlePayment inside the caller's transaction (the sweeper's batches): locks the order, then the payment. */
export async function settleInTx(
  tx: Queryable,
  ctx: Pick<CashierCtx, 'adapay'>,
  found: Pick<OrderPaymentRow, 'payment_id' | 'delivery_order_id'>,
  now: Date,
): Promise<OrderPaymentRow | undefined> {
  const order = await lockOrder(tx, found.delivery_order_id);
  const p = (await lockPayment(tx, found.payment_id))!;
  if (p.state !== 'processing' || now.getTime() < new Date(p.settle_at!).getTime()) return p;
  const actor = providerActor(ctx);
  if (p.outcome === 'failed') {
    if (isPayable(order.status)) await orders().move(tx, order, 'payFail', now);
    return movePayment(tx, p.payment_id, 'processing', 'failed', actor, now);
  }
  // Taken in time (takePayment refuses later), so the deadline does not count here; the order
  // must still be payable: paid meanwhile by the back office, or cancelled, nothing is charged.
  const reason = !isPayable(order.status) ? notPayableReason(order.status) : p.amount_fen !== order.sum_price_fen ? CASHIER_MSG.amountChanged : undefined;
  if (reason) return movePayment(tx, p.payment_id, 'processing', 'failed', actor, now, { reason });
  // Paid when the provider's result was due, as the reads showed it before this was recorded.
  await orders().move(tx, order, 'pay', new Date(p.settle_at!));
  return movePayment(tx, p.payment_id, 'processing', 'succeeded', actor, now);
}

/** Applies every result that has become due (of one payment, one order or one user's payments). */
export async function settleDue(ctx: CashierCtx, scope: { paymentId: string } | { orderPk: number } | { userId: number }): Promise<void> {
  const [column, value] =
    'paymentId' in scope ? ['payment_id', scope.paymentId] : 'orderPk' in scope ? ['delivery_order_id', scope.orderPk] : ['user_id', scope.userId];
  const due = await ctx.db.query<{ payment_id: string }>(
    `SELECT payment_id FROM cashier_payments WHERE state = 'processing' AND settle_at <= $1 AND ${column} = $2 ORDER BY settle_at`,
    [ctx.now(), value],
  );
  for (const row of due) await settlePayment(ctx, row.payment_id);
}
