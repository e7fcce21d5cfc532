import { type Db } from '../platform/db';
import { fail } from '../platform/http/errors';
import { applyDeliveryEvent, type DeliveryEvent } from './deliveryStateMachine';
import { sandboxExpress, type ExpressProvider } from './express';
import { COMMERCE_MSG } from './messages';
import { payments } from './ports';

import { expireIfDue, moveOrder, orderById, publicOrderId, reloadOrder, type OrderRow } from './orders';

// The back office's moves (operator commands, seed): pay, record a failed payment, ship, other steps.

/**
 * The back office's pay-order: pays an unpaid order at once, as a back-office payment with its
 * charge in the ledger; refused once the deadline has passed. An awaiting cashier payment of the
 * order is closed (a processing one then settles as failed: the order is no longer payable).
 */
export async function payOrder(db: Db, orderId: string, now: Date, actor = 'operator'): Promise<OrderRow> {
  const row = await expireIfDue(db, await orderById(db, orderId), now);
  if (row.status === -1) fail(COMMERCE_MSG.payTimedOut);
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'pay', now);
    await payments().closeAwaiting(tx, cur.delivery_order_id, actor, now, '订单已由后台收款');
    await payments().recordBackOffice(
      tx,
      { orderPk: cur.delivery_order_id, userId: cur.user_id, amountFen: cur.sum_price_fen, state: 'succeeded' },
      actor,
      now,
    );
    return reloadOrder(tx, cur.delivery_order_id);
  });
}

/** The back office's fail-payment: a failed payment recorded (0/99 → 99, payable again until the deadline). */
export async function failOrderPayment(db: Db, orderId: string, now: Date, actor = 'operator'): Promise<OrderRow> {
  const row = await expireIfDue(db, await orderById(db, orderId), now);
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, publicOrderId(row.delivery_order_id), { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'payFail', now);
    await payments().closeAwaiting(tx, cur.delivery_order_id, actor, now, '支付失败（后台记录）');
    await payments().recordBackOffice(
      tx,
      { orderPk: cur.delivery_order_id, userId: cur.user_id, amountFen: cur.sum_price_fen, state: 'failed', reason: '支付失败（后台记录）' },
      actor,
      now,
    );
    return reloadOrder(tx, cur.delivery_order_id);
  });
}

/** ship-order: dispensing and decoction as needed (1 → 2 → 3), then shipping (3 → 4) with the courier. */
export async function shipOrder(db: Db, orderId: string, now: Date, express: ExpressProvider = sandboxExpress): Promise<OrderRow> {
  let row = await orderById(db, orderId);
  if (row.status === 1) row = await moveOrder(db, row.delivery_order_id, 'dispense', now);
  if (row.status === 2) row = await moveOrder(db, row.delivery_order_id, 'decoct', now);
  const parcel = express.ship({ deliveryOrderId: publicOrderId(row.delivery_order_id), deliveryName: row.delivery_name }, now);
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, 'ship', now, { express_company: parcel.companyName, express_no: parcel.expressNo });
    await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, 0, $2, $3)', [cur.delivery_order_id, parcel.first, now]);
    return reloadOrder(tx, cur.delivery_order_id);
  });
}

/** A step of the back office's own (dispense, decoct, expire, cancel, reject, outOfStock, returnParcel). */
export async function operateOrder(db: Db, orderId: string, event: DeliveryEvent, now: Date): Promise<OrderRow> {
  const row = await orderById(db, orderId);
  return moveOrder(db, row.delivery_order_id, event, now);
}
