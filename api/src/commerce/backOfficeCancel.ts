import { one, type Db } from '../db';
import { applyDeliveryEvent } from './deliveryStateMachine';
import { orderById, type OrderRow } from './orders';

/** The back office's cancellations of a paid order: the pharmacist's review (-4) and a missing herb (-5). */
export type PaidCancelEvent = 'reject' | 'outOfStock';

/**
 * Cancels a paid, not yet decocted order (1 or 2) and records that its money goes back, once:
 * the move and the delivery_refunds row are one transaction, the row is keyed by the order, and
 * the UPDATE names the status it leaves, so a second request (or a racing user refund) is refused
 * by the state machine and records nothing.
 */
export async function cancelPaidOrder(db: Db, orderId: string, event: PaidCancelEvent, now: Date): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    const to = await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, event, now);
    // A free order (nothing charged) has nothing to give back; the table keeps only real money.
    if (cur.sum_price_fen > 0) {
      await tx.query(
        'INSERT INTO delivery_refunds (delivery_order_id, amount_fen, from_status, to_status, created_at) VALUES ($1, $2, $3, $4, $5)',
        [cur.delivery_order_id, cur.sum_price_fen, cur.status, to, now],
      );
    }
    return (await one<OrderRow>(tx, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1', [cur.delivery_order_id]))!;
  });
}
