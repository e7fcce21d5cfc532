import { one, type Queryable } from '../platform/db';
import { applyDeliveryEvent, refusal } from './deliveryStateMachine';
import { COMMERCE_MSG } from './messages';
import type { OrderRow } from './orders';

/**
 * What the commerce tells the cashier of the delivery orders it takes payments for: the cashier asks
 * through its port (PayableOrders), which the composition root (wiring.ts) connects to these and to
 * ownedOrder and expireIfDue (orders.ts). An order moves only through the delivery state machine.
 */

export const orderByPk = (q: Queryable, orderPk: number) => one<OrderRow>(q, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1', [orderPk]);

export const lockOrder = async (tx: Queryable, orderPk: number) =>
  (await one<OrderRow>(tx, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1 FOR UPDATE', [orderPk]))!;

/** A payment's move of the order (pay, payFail, expire), stamped at `at`. */
export async function moveForPayment(
  tx: Queryable,
  order: Pick<OrderRow, 'delivery_order_id' | 'status'>,
  event: 'pay' | 'payFail' | 'expire',
  at: Date,
): Promise<void> {
  await applyDeliveryEvent(tx, order.delivery_order_id, order.status, event, at);
}

export { refusal };

/** The words an order's payment is closed with when its deadline passed or it was cancelled. */
export const PAYMENT_CLOSE_WORDS = { payTimedOut: COMMERCE_MSG.payTimedOut, orderCancelled: COMMERCE_MSG.orderCancelled } as const;
