import { one, type Db } from '../platform/db';
import { applyDeliveryEvent } from './deliveryStateMachine';
import { giveBackCharge, orderById, type OrderRow } from './orders';

/** The back office's cancellations of a paid order: the pharmacist's review (-4) and a missing herb (-5). */
export type PaidCancelEvent = 'reject' | 'outOfStock';

/**
 * Cancels a paid, not yet decocted order (1 or 2) and gives its money back, once (the ledger's
 * refund and the delivery_refunds row): the move and the refund are one transaction, the row is keyed by the order, and
 * the UPDATE names the status it leaves, so a second request (or a racing user refund) is refused
 * by the state machine and records nothing.
 */
export async function cancelPaidOrder(db: Db, orderId: string, event: PaidCancelEvent, now: Date): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const cur = await orderById(tx, orderId, { lock: true });
    const to = await applyDeliveryEvent(tx, cur.delivery_order_id, cur.status, event, now);
    await giveBackCharge(tx, cur, to, 'operator', now, event === 'reject' ? '处方审核未通过，已退款' : '药材缺货，已退款');
    return (await one<OrderRow>(tx, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1', [cur.delivery_order_id]))!;
  });
}
