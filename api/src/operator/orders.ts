import { yuan } from '@tcm/shared/commerce';
import { deliveryStatusText } from '@tcm/shared/codes';
import type { Db } from '../platform/db';
import { advanceExpress, deliverOrder } from '../commerce/tracking';
import { failOrderPayment, operateOrder, payOrder, shipOrder } from '../commerce/backOffice';
import { publicOrderId, type OrderRow } from '../commerce/orders';
import { cancelPaidOrder } from '../commerce/backOfficeCancel';

/**
 * What the dispensary, the courier and the cashier do to a delivery order, as operator commands
 * (CLI and sandbox /sandbox/operator/*). Each goes through the delivery state machine, so an
 * impossible move is refused with its Chinese reason (订单已完成，不能发货) and changes nothing.
 */
export const ORDER_VERBS = [
  'ship-order',
  'advance-express',
  'deliver-order',
  'expire-order',
  'pay-order',
  'fail-payment',
  // Spec 3 has no cancel button for the user: these are the back office's, so that every
  // cancelled state of the machine (-2, -4, -5, -6) can be reached.
  'cancel-order',
  'reject-order',
  'out-of-stock',
  'return-parcel',
] as const;
export type OrderVerb = (typeof ORDER_VERBS)[number];

const done = (o: OrderRow, what: string) => `${publicOrderId(o.delivery_order_id)}: ${what}，当前状态 ${o.status} ${deliveryStatusText(o.status)}`;

const refunded = (o: OrderRow, what: string) => done(o, `${what}，退款 ${yuan(o.sum_price_fen)}`);

export async function runOrderVerb(db: Db, verb: OrderVerb, orderId: string, now: Date): Promise<string> {
  if (!orderId) throw new Error('请提供订单编号，例如 DO00000001');
  switch (verb) {
    case 'ship-order': {
      const o = await shipOrder(db, orderId, now);
      return done(o, `已发货（${o.express_company} ${o.express_no}）`);
    }
    case 'advance-express':
      return `${orderId}: 物流更新「${await advanceExpress(db, orderId, now)}」`;
    case 'deliver-order':
      return done(await deliverOrder(db, orderId, now), '已签收');
    case 'expire-order':
      return done(await operateOrder(db, orderId, 'expire', now), '已按超时取消');
    case 'pay-order':
      return done(await payOrder(db, orderId, now), '已支付（沙箱收银）');
    case 'fail-payment':
      return done(await failOrderPayment(db, orderId, now), '支付失败，可在截止时间前重新支付');
    case 'cancel-order':
      return done(await operateOrder(db, orderId, 'cancel', now), '已取消（未支付）');
    case 'reject-order':
      return refunded(await cancelPaidOrder(db, orderId, 'reject', now), '处方审核未通过，已取消');
    case 'out-of-stock':
      return refunded(await cancelPaidOrder(db, orderId, 'outOfStock', now), '药材缺货，已取消');
    case 'return-parcel':
      return done(await operateOrder(db, orderId, 'returnParcel', now), '包裹已退回');
  }
}
