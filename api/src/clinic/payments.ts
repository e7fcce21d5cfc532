import { PAY_RESULT_FAILED, PAY_RESULT_PAID, PAY_RESULT_WAITING, type PayChannel, type PayResultCode } from '@tcm/shared/contract';
import { one, type Db, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { formatChinaTime } from '../platform/lib/time';
import { randomHex } from '../platform/lib/random';
import { CLINIC_MSG } from './messages';
import { applyEvent, nextState } from './visitStateMachine';
import { applyPaymentEvent, type PaymentState } from './paymentStateMachine';
import { effectiveState, expireVisitIfDue, ownedVisit, type VisitRow } from './visits';

/** The states a consultation's payment order takes (VISIT_PAYMENTS: nothing is processing, nothing refunded). */
export type VisitPaymentState = Extract<PaymentState, 'awaiting' | 'succeeded' | 'failed' | 'closed'>;

/** A consultation's payment order (migration 005's `payments`). */
export interface VisitPaymentRow {
  payment_id: number;
  out_trade_no: string;
  visit_record_id: number;
  user_id: number;
  channel: PayChannel;
  amount_fen: number;
  state: VisitPaymentState;
}

/** Where the WeChat QR points (under /sandbox): the stand-in for WeChat Pay's payment page (sandbox/wechatPay.ts). */
export const WECHAT_PAY_PAGE = '/sandbox/wechat-pay';

/** What query/place/result answers for each order state (1103 paid, as spec 2 §4 says). */
export const RESULT_CODE: Record<VisitPaymentState, PayResultCode> = {
  awaiting: PAY_RESULT_WAITING,
  succeeded: PAY_RESULT_PAID,
  failed: PAY_RESULT_FAILED,
  closed: PAY_RESULT_FAILED,
};

/** The merchant order number: time for people reading logs, 64 random bits so nobody guesses another's. */
export function newOutTradeNo(now: Date): string {
  return `TCM${formatChinaTime(now).replace(/\D/g, '')}${randomHex(8).toUpperCase()}`;
}

const paidPaymentOf = (q: Queryable, visitId: number) =>
  one<VisitPaymentRow>(q, `SELECT * FROM payments WHERE visit_record_id = $1 AND state = 'succeeded'`, [visitId]);

/**
 * Marks one awaiting order paid and moves its visit created → paid, in the caller's transaction,
 * with the visit row already locked (so the order of locks is always visit, then payment, and a
 * re-pricing or a second order cannot interleave). An order of a visit paid meanwhile (another
 * QR, the public account) is closed instead: the visit is paid once, nothing is charged twice.
 * The partial unique index payments_one_paid_per_visit makes "once" a fact of the database too.
 */
async function settle(tx: Queryable, visit: VisitRow, paymentId: number, now: Date): Promise<VisitPaymentState> {
  const payment = await one<VisitPaymentRow>(tx, 'SELECT * FROM payments WHERE payment_id = $1 FOR UPDATE', [paymentId]);
  if (!payment) return fail(CLINIC_MSG.paymentNotFound);
  if (payment.state !== 'awaiting') return payment.state;
  if (visit.state !== 'created' || payment.amount_fen !== visit.price_fen) {
    return (await applyPaymentEvent(tx, paymentId, 'awaiting', 'close', now)) as VisitPaymentState;
  }
  await applyPaymentEvent(tx, paymentId, 'awaiting', 'pay', now);
  await applyEvent(tx, visit.visit_record_id, visit.state, 'pay', now);
  return 'succeeded';
}

/**
 * unifiedOrder: a payment order for one of my visits. Channel 1 (WeChat) leaves it awaiting until
 * the payer confirms on the provider page; channel 3 (public account) is paid at once, through the
 * same order row. A visit already paid gets no new order: its paid order is answered again, so a
 * second click or a reload charges nothing. A free visit (price 0, settled when priced; spec 3 §4
 * "treated as paid at once") is answered with a paid order of 0 fen, made by the first call and
 * answered again after (the visit row is locked; payments_one_paid_per_visit keeps it one). A
 * cancelled visit (by the doctor, or 24 hours after pricing) is refused: 该问诊已取消，无法支付.
 */
export async function createOrder(
  db: Db,
  userId: number,
  visitId: number,
  channel: PayChannel,
  opts: { wechat: boolean; now: Date },
): Promise<VisitPaymentRow> {
  return db.transaction(async (tx) => {
    const visit = await ownedVisit(tx, userId, visitId, { lock: true });
    // The tea is bought with its delivery order (boxes chosen there); paying the visit too would charge it twice.
    if (visit.kind === 'customTea') fail(CLINIC_MSG.teaPaidWithDelivery);
    // The clock's cancellation counts (the refusal rolls back, and reads derive it anyway).
    if (effectiveState(visit, opts.now) === 'cancelled') nextState('cancelled', 'pay');
    if (visit.state !== 'created') {
      const paid = await paidPaymentOf(tx, visit.visit_record_id);
      if (paid) return paid;
      if (visit.price_fen !== 0) return fail(CLINIC_MSG.visitAlreadyPaid);
      const [free] = await tx.query<VisitPaymentRow>(
        `INSERT INTO payments (out_trade_no, visit_record_id, user_id, channel, amount_fen, state, created_at, paid_at, ended_at)
         VALUES ($1, $2, $3, $4, 0, 'succeeded', $5, $5, $5) RETURNING *`,
        [newOutTradeNo(opts.now), visit.visit_record_id, userId, channel, opts.now],
      );
      return free;
    }
    if (channel === 1 && !opts.wechat) fail(CLINIC_MSG.wechatPayUnavailable);
    const [payment] = await tx.query<VisitPaymentRow>(
      `INSERT INTO payments (out_trade_no, visit_record_id, user_id, channel, amount_fen, state, created_at)
       VALUES ($1, $2, $3, $4, $5, 'awaiting', $6) RETURNING *`,
      [newOutTradeNo(opts.now), visit.visit_record_id, userId, channel, visit.price_fen, opts.now],
    );
    if (channel === 3) await settle(tx, visit, payment.payment_id, opts.now);
    return (await one<VisitPaymentRow>(tx, 'SELECT * FROM payments WHERE payment_id = $1', [payment.payment_id])) as VisitPaymentRow;
  });
}

/** POST /api/pay/0.1/unifiedOrder as the input layer read it (spec 2 §7). */
export interface PayOrderForm {
  productId?: number;
  orderType?: number;
  tradeType: string;
  payChannel?: number;
}

/**
 * unifiedOrder's rules, then its order (createOrder): WeChat pay is the sandbox provider page only
 * (no real merchant account is configured). The QR points at the provider page on the public
 * `origin` of the request (the portal's, behind its proxy): a phone on the LAN that scans it reaches
 * the page when the doctor opened the portal by its LAN address. A free visit's order (0 fen) shows
 * no QR: the page treats it as paid at once (spec 2 §4).
 */
export async function orderConsultation(db: Db, userId: number, b: PayOrderForm, opts: { wechat: boolean; now: Date; origin: string }) {
  if (!b.productId) return fail(CLINIC_MSG.visitRequired);
  if (b.orderType !== 1) fail(CLINIC_MSG.orderTypeInvalid);
  if (b.tradeType !== 'NATIVE') fail(CLINIC_MSG.tradeTypeInvalid);
  if (b.payChannel !== 1 && b.payChannel !== 3) return fail(CLINIC_MSG.payChannelInvalid);
  const order = await createOrder(db, userId, b.productId, b.payChannel, opts);
  const qrcode = order.channel === 1 && order.amount_fen > 0 ? `${opts.origin}${WECHAT_PAY_PAGE}/${encodeURIComponent(order.out_trade_no)}` : '';
  return { payChannel: order.channel, qrcode, outTradeNo: order.out_trade_no };
}

/** query/place/result: what the page polls, as spec 2 §4's code (1103 paid). */
export async function consultationPayResult(db: Db, userId: number, outTradeNo: string, now: Date): Promise<PayResultCode> {
  if (!outTradeNo) return fail(CLINIC_MSG.paymentNotFound);
  return RESULT_CODE[await myOrderState(db, userId, outTradeNo, now)];
}

/** An order by its number with its visit's price, for the provider page (anyone holding the number). */
export async function orderForPage(q: Queryable, outTradeNo: string): Promise<(VisitPaymentRow & { price_fen: number }) | undefined> {
  return one(q, 'SELECT p.*, v.price_fen FROM payments p JOIN visit_records v USING (visit_record_id) WHERE p.out_trade_no = $1', [outTradeNo]);
}

/**
 * The payer's answer on the provider page: confirm pays (twice, or 24 times at once, pays once),
 * fail marks an awaiting order failed. Returns the order's state afterwards.
 */
export async function answerOrder(db: Db, outTradeNo: string, action: 'confirm' | 'fail', now: Date): Promise<VisitPaymentState | undefined> {
  return db.transaction(async (tx) => {
    const found = await one<VisitPaymentRow>(tx, 'SELECT * FROM payments WHERE out_trade_no = $1', [outTradeNo]);
    if (!found) return undefined;
    // Visit first, then the order: the same lock order as re-pricing and unifiedOrder.
    const visit = await one<VisitRow>(tx, 'SELECT * FROM visit_records WHERE visit_record_id = $1 FOR UPDATE', [found.visit_record_id]);
    if (!visit) return undefined;
    // Confirmed after the visit's time ran out: the visit is cancelled (its orders closed), nothing is paid.
    if (action === 'confirm') return settle(tx, await expireVisitIfDue(tx, visit, now), found.payment_id, now);
    // A second answer, or one for an order no longer awaiting, changes nothing and says where it is.
    const cur = (await one<VisitPaymentRow>(tx, 'SELECT * FROM payments WHERE payment_id = $1 FOR UPDATE', [found.payment_id]))!;
    return cur.state === 'awaiting' ? ((await applyPaymentEvent(tx, cur.payment_id, 'awaiting', 'fail', now)) as VisitPaymentState) : cur.state;
  });
}

/** query/place/result: the state of one of my orders (an awaiting order of a cancelled visit reads closed). */
export async function myOrderState(db: Db, userId: number, outTradeNo: string, now: Date): Promise<VisitPaymentState> {
  const row = await one<VisitPaymentRow>(db, 'SELECT * FROM payments WHERE out_trade_no = $1 AND user_id = $2', [outTradeNo, userId]);
  if (!row) return fail(CLINIC_MSG.paymentNotFound);
  if (row.state !== 'awaiting') return row.state;
  const visit = await one<VisitRow>(db, 'SELECT * FROM visit_records WHERE visit_record_id = $1', [row.visit_record_id]);
  return visit && effectiveState(visit, now) === 'cancelled' ? 'closed' : row.state;
}
