import type { DeliveryStatus } from '../contract';

/**
 * The life of a delivery order (spec 3 §4), in ONE table that the API moves orders by and the pages
 * read their buttons from (refundFlag):
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
 */
export type DeliveryEvent =
  'pay' | 'payFail' | 'dispense' | 'decoct' | 'ship' | 'deliver' | 'expire' | 'cancel' | 'refund' | 'reject' | 'outOfStock' | 'returnParcel' | 'modifyAddress';

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

/** Whether the table allows `event` for an order in `status`. */
export const canMoveDelivery = (status: number, event: DeliveryEvent) => DELIVERY_TRANSITIONS[event][status as DeliveryStatus] !== undefined;
