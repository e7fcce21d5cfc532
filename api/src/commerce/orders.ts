import type { DeliveryStatus } from '@tcm/shared/contract';
import { one, type Db, type Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { formatChinaTime } from '../platform/lib/time';
import { applyDeliveryEvent, canMove, CLOCK_MOVES, type DeliveryEvent } from './deliveryStateMachine';
import { COMMERCE_MSG } from './messages';
import { orderPk, publicOrderId } from './orderId';
import { asRead, readColumnsSql, type ReadColumns } from './orderStatus';
import { payments, type PrescriptionCore } from './ports';

export { orderPk, publicOrderId };

// A delivery order (spec 3 §3, §4): its row, finding it (mine, any, as it reads now), moving it through
// deliveryStateMachine, the clock's expiry inside the writes, its live order per prescription, and the
// money of a cancelled paid order. Placement, drafts, detail, the user's changes, the back office and the
// courier are the modules beside this one; the lists are lists.ts.

export interface OrderRow {
  delivery_order_id: number;
  user_id: number;
  visit_record_id: number;
  prescription_no: number;
  status: DeliveryStatus;
  form: string;
  form_name: string;
  delivery_id: string;
  delivery_name: string;
  form_count: number;
  quantity_dispensed: number;
  herb_fen_per_dose: number;
  form_fee_fen: number;
  shipping_fee_fen: number;
  sum_price_fen: number;
  recipient_name: string;
  recipient_phone: string;
  province: string;
  city: string;
  county: string;
  street: string;
  zip_code: string;
  remark: string;
  /** The prescription's herbs and numbers as placed (re-priced while unpaid: reprice.ts). */
  prescription: PrescriptionCore;
  created_at: Date;
  pay_deadline: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  express_company: string;
  express_no: string;
}

export const time = (d: Date | null) => (d ? formatChinaTime(new Date(d)) : '');

/** One order of this user; another user's, or none, answers 订单不存在. */
export async function ownedOrder(q: Queryable, userId: number, orderId: string, opts: { lock?: boolean } = {}): Promise<OrderRow> {
  const pk = orderPk(orderId);
  if (pk === null) return fail(COMMERCE_MSG.orderNotFound);
  const row = await one<OrderRow>(q, `SELECT * FROM delivery_orders WHERE delivery_order_id = $1 AND user_id = $2 ${opts.lock ? 'FOR UPDATE' : ''}`, [
    pk,
    userId,
  ]);
  return row ?? fail(COMMERCE_MSG.orderNotFound);
}

/**
 * One order of this user as it reads at `now` (commerce/orderStatus.ts): what the reads answer,
 * writing nothing. Another user's, or none, answers 订单不存在.
 */
export async function ownedOrderAsOf(q: Queryable, userId: number, orderId: string, now: Date): Promise<OrderRow> {
  const pk = orderPk(orderId);
  if (pk === null) return fail(COMMERCE_MSG.orderNotFound);
  const row = await one<OrderRow & ReadColumns>(
    q,
    `SELECT o.*, ${readColumnsSql(now)} FROM delivery_orders o WHERE o.delivery_order_id = $1 AND o.user_id = $2`,
    [pk, userId],
  );
  return row ? asRead(row) : fail(COMMERCE_MSG.orderNotFound);
}

/** Any order (the operator's commands). */
export async function orderById(q: Queryable, orderId: string, opts: { lock?: boolean } = {}): Promise<OrderRow> {
  const pk = orderPk(orderId);
  const row =
    pk === null ? undefined : await one<OrderRow>(q, `SELECT * FROM delivery_orders WHERE delivery_order_id = $1 ${opts.lock ? 'FOR UPDATE' : ''}`, [pk]);
  return row ?? fail(`${orderId}: ${COMMERCE_MSG.orderNotFound}`);
}

export const reloadOrder = async (q: Queryable, pk: number) => (await one<OrderRow>(q, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1', [pk]))!;

/** Moves one order by `event` in its own transaction (row locked), answering the order as it is after. */
export async function moveOrder(db: Db, pk: number, event: DeliveryEvent, now: Date, set: Record<string, string | number> = {}): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = (await one<OrderRow>(tx, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1 FOR UPDATE', [pk]))!;
    await applyDeliveryEvent(tx, pk, row.status, event, now, set);
    // An order that can no longer be paid leaves no payment waiting for a code or a scan.
    if (event === 'expire') await payments().closeAwaiting(tx, pk, 'system', now, COMMERCE_MSG.payTimedOut);
    if (event === 'cancel') await payments().closeAwaiting(tx, pk, 'system', now, COMMERCE_MSG.orderCancelled);
    return reloadOrder(tx, pk);
  });
}

/**
 * The pay deadline, enforced on every read: an unpaid order past it moves to -1 (超时未支付).
 * Not while the provider is processing a payment confirmed before the deadline: its result (a
 * moment later) decides, so a payment made in time is not lost to the clock.
 */
export async function expireIfDue<T extends Pick<OrderRow, 'delivery_order_id' | 'status' | 'pay_deadline'>>(db: Db, row: T, now: Date): Promise<T | OrderRow> {
  if (!isDue(row, now)) return row;
  return db.transaction(async (tx) => {
    const cur = (await one<OrderRow>(tx, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1 FOR UPDATE', [row.delivery_order_id]))!;
    await expireLocked(tx, cur, now);
    return reloadOrder(tx, cur.delivery_order_id);
  });
}

const isDue = (o: Pick<OrderRow, 'status' | 'pay_deadline'>, now: Date) =>
  canMove(o.status, CLOCK_MOVES.deadline) && now.getTime() >= new Date(o.pay_deadline).getTime();

/** expireIfDue inside the caller's transaction, the order's row locked by it; true when it moved to -1. */
export async function expireLocked(tx: Queryable, cur: OrderRow, now: Date): Promise<boolean> {
  if (!isDue(cur, now)) return false;
  if (await payments().isProcessing(tx, cur.delivery_order_id)) return false;
  await payments().closeAwaiting(tx, cur.delivery_order_id, 'system', now, COMMERCE_MSG.payTimedOut);
  await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'expire', now);
  return true;
}

/**
 * The LIVE order of a visit's prescription (0, 99, 1–5), or null: at most one (the partial unique
 * index delivery_orders_one_live_per_prescription). Dead ones (-1 … -6) do not count, and an unpaid
 * one past its deadline is expired here first (the deadline is applied on read), so it counts as
 * dead for placement and drafts. Inside the caller's transaction (which locks the visit).
 */
export async function liveOrderOf(tx: Queryable, visitRecordId: number, no: number, now: Date): Promise<number | null> {
  const rows = await tx.query<OrderRow>('SELECT * FROM delivery_orders WHERE visit_record_id = $1 AND prescription_no = $2 AND status >= 0 FOR UPDATE', [
    visitRecordId,
    no,
  ]);
  for (const row of rows) if (!(await expireLocked(tx, row, now))) return row.delivery_order_id;
  return null;
}

/**
 * The money of a cancelled paid order goes back: what its payment charged (the ledger's refund entry)
 * and the order's delivery_refunds row, in the caller's transaction after the status move, so the
 * move's own guard makes it happen once. A free order (nothing charged) records nothing.
 */
export async function giveBackCharge(tx: Queryable, cur: OrderRow, to: DeliveryStatus, actor: string, now: Date, reason: string): Promise<void> {
  const charged = await payments().refundCharge(tx, cur.delivery_order_id, actor, now, reason);
  const amount = charged ?? cur.sum_price_fen;
  if (amount <= 0) return;
  await tx.query('INSERT INTO delivery_refunds (delivery_order_id, amount_fen, from_status, to_status, created_at) VALUES ($1, $2, $3, $4, $5)', [
    cur.delivery_order_id,
    amount,
    cur.status,
    to,
    now,
  ]);
}
