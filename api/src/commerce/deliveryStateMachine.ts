import type { DeliveryStatus } from '@tcm/shared/contract';
import { deliveryStatusText } from '@tcm/shared/commerce';
import type { Queryable } from '../db';
import { fail } from '../http/errors';

/**
 * The life of a delivery order (spec 3 §4), in ONE table:
 *
 *   place → 0 待支付 ──pay──→ 1 已支付 ─dispense→ 2 调配中 ─decoct→ 3 煎制中 ─ship→ 4 已发货 ─deliver→ 5 已完成
 *           │  ↑ payFail → 99 (payable again until the same deadline) ──pay──→ 1
 *           ├─expire (deadline passed, checked on read, or the operator) → -1 超时未支付
 *           └─cancel → -2 用户取消 (at the user's request, through the back office: spec 3 has no cancel call)
 *   1, 2, 3 ─refund (the user, refundFlag Y) → -3 已退款
 *   1, 2    ─reject (pharmacist's review) → -4 处方审核未通过      (money refunded)
 *   1, 2    ─outOfStock → -5 药材缺货                          (money refunded)
 *   4       ─returnParcel → -6 无法配送，包裹退回
 *   modifyAddress: stays where it is, allowed in 0, 99, 1, 2, 3 (status 0 or 99, or > 0 with refundFlag Y)
 *
 * Operator verbs (api/src/operator/orders.ts) reach each move the product's own calls do not:
 * cancel-order, reject-order, out-of-stock (both refund through backOfficeCancel.ts), return-parcel.
 *
 * Any other move is refused with a Chinese message naming the order's state, and changes nothing:
 * the UPDATE names the status it leaves, so two requests racing for the same move cannot both make it.
 */
export type DeliveryEvent =
  | 'pay'
  | 'payFail'
  | 'dispense'
  | 'decoct'
  | 'ship'
  | 'deliver'
  | 'expire'
  | 'cancel'
  | 'refund'
  | 'reject'
  | 'outOfStock'
  | 'returnParcel'
  | 'modifyAddress';

type Moves = Partial<Record<DeliveryStatus, DeliveryStatus>>;

export const DELIVERY_TRANSITIONS: Record<DeliveryEvent, Moves> = {
  pay: { 0: 1, 99: 1 },
  payFail: { 0: 99, 99: 99 },
  dispense: { 1: 2 },
  decoct: { 2: 3 },
  ship: { 3: 4 },
  deliver: { 4: 5 },
  expire: { 0: -1, 99: -1 },
  cancel: { 0: -2, 99: -2 },
  refund: { 1: -3, 2: -3, 3: -3 },
  reject: { 1: -4, 2: -4 },
  outOfStock: { 1: -5, 2: -5 },
  returnParcel: { 4: -6 },
  modifyAddress: { 0: 0, 99: 99, 1: 1, 2: 2, 3: 3 },
};

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

export const canMove = (status: number, event: DeliveryEvent) => DELIVERY_TRANSITIONS[event][status as DeliveryStatus] !== undefined;

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
