import type { DeliveryStatus } from '@tcm/shared/contract';
import { canMoveDelivery, DELIVERY_TRANSITIONS, type DeliveryEvent } from '@tcm/shared/commerce';
import { deliveryStatusText } from '@tcm/shared/codes';
import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';

// The table itself is @tcm/shared/commerce's (deliveryTransitions.ts), the one the pages' refundFlag
// reads. Operator verbs (api/src/operator/orders.ts) reach each move the product's own calls do not:
// cancel-order, reject-order, out-of-stock (both refund through backOfficeCancel.ts), return-parcel.
// Any other move is refused with a Chinese message naming the order's state, and changes nothing:
// the UPDATE names the status it leaves, so two requests racing for the same move cannot both make it.
export { DELIVERY_TRANSITIONS, type DeliveryEvent };

/** What the event does, for the refusal: 订单已发货，不能退款. */
export const EVENT_VERB: Record<DeliveryEvent, string> = {
  pay: '支付',
  payFail: '记录支付失败',
  dispense: '开始调配',
  decoct: '开始煎制',
  ship: '发货',
  deliver: '确认签收',
  expire: '按超时取消',
  cancel: '取消',
  refund: '退款',
  reject: '审核驳回',
  outOfStock: '按缺货取消',
  returnParcel: '登记退回',
  modifyAddress: '修改地址',
};

/** The refusal of `event` for an order in `status`. */
export const refusal = (status: number, event: DeliveryEvent) => `订单${deliveryStatusText(status)}，不能${EVENT_VERB[event]}`;

export const canMove = canMoveDelivery;

/** The statuses `event` moves, in order. */
export const fromsOf = (event: DeliveryEvent): DeliveryStatus[] =>
  (Object.keys(DELIVERY_TRANSITIONS[event]).map(Number) as DeliveryStatus[]).sort((a, b) => a - b);

/**
 * The moves the clock makes (issue 21): a read derives them as of now and the sweeper records them
 * a moment later, through this table like every other move. orderStatus.ts writes their SQL from
 * these names and the table, so the read status and the writes cannot drift apart:
 *
 * - `deadline`: the pay deadline has passed;
 * - `paid`, `refused`: the provider's result of a payment it was processing has come due, and pays
 *   the order, or does not. While a payment is processing, its result decides, not the deadline.
 */
export const CLOCK_MOVES = { deadline: 'expire', paid: 'pay', refused: 'payFail' } as const satisfies Record<string, DeliveryEvent>;

/** The statuses a clock move leaves (0 待支付, 99 可重新支付): only these can read otherwise than stored. */
export const CLOCK_STATUSES: readonly DeliveryStatus[] = [...new Set(Object.values(CLOCK_MOVES).flatMap(fromsOf))].sort((a, b) => a - b);

/** The status `event` moves `status` to, or undefined when the table has no such move. */
export const moveOf = (event: DeliveryEvent, status: DeliveryStatus): DeliveryStatus | undefined => DELIVERY_TRANSITIONS[event][status];

/** The status after `event`, or the refusal (BizError). */
export function nextDeliveryStatus(status: number, event: DeliveryEvent): DeliveryStatus {
  return DELIVERY_TRANSITIONS[event][status as DeliveryStatus] ?? fail(refusal(status, event));
}

/** Timestamps stamped when entering a status. */
const STAMP: Partial<Record<DeliveryEvent, string>> = {
  pay: 'paid_at',
  ship: 'shipped_at',
  deliver: 'delivered_at',
  expire: 'cancelled_at',
  cancel: 'cancelled_at',
  refund: 'cancelled_at',
  reject: 'cancelled_at',
  outOfStock: 'cancelled_at',
  returnParcel: 'cancelled_at',
};

/**
 * Moves one order by `event` inside the caller's transaction: checks the table, then updates only
 * if the order is still in `from`. `set` adds columns written with the move (the courier on ship).
 */
export async function applyDeliveryEvent(
  tx: Queryable,
  orderPk: number,
  from: number,
  event: DeliveryEvent,
  now: Date,
  set: Record<string, string | number> = {},
): Promise<DeliveryStatus> {
  const to = nextDeliveryStatus(from, event);
  const cols = Object.keys(set);
  if (cols.some((c) => !/^[a-z_]+$/.test(c))) throw new Error('applyDeliveryEvent: bad column');
  const params: unknown[] = [orderPk, from, to];
  const assignments = ['status = $3'];
  const stamp = STAMP[event];
  if (stamp) {
    params.push(now);
    assignments.push(`${stamp} = $${params.length}`);
  }
  for (const c of cols) {
    params.push(set[c]);
    assignments.push(`${c} = $${params.length}`);
  }
  const rows = await tx.query(
    `UPDATE delivery_orders SET ${assignments.join(', ')}
      WHERE delivery_order_id = $1 AND status = $2 RETURNING delivery_order_id`,
    params,
  );
  if (rows.length === 0) fail(refusal(from, event));
  return to;
}
