import { call, type PayChannel, type PayResultCode, type UnifiedOrderResult } from '@tcm/shared';
import { PAY_ORDER_TYPE, PAY_TRADE_TYPE } from '../clinic/payment';

/** Spec 2 §8's default for every payment failure. */
export const PAY_FALLBACK = '支付异常，请联系管理员';

/**
 * Places the payment of a visit on one channel (spec 2 §7: orderType 1, tradeType NATIVE): the
 * clinic's confirmation pages and the pending prescribing orders of /order pay the same way.
 */
export async function placeVisitPayment(productId: number, payChannel: PayChannel): Promise<UnifiedOrderResult> {
  const body = await call(
    'POST /api/pay/0.1/unifiedOrder',
    { productId, orderType: PAY_ORDER_TYPE, tradeType: PAY_TRADE_TYPE, payChannel },
    { fallback: PAY_FALLBACK },
  );
  return body.data;
}

/**
 * One look at an order's state. Quiet: the dialog asks every 3 s, and a toast per tick would bury
 * the page; the dialog decides what to show.
 */
export async function queryPayResult(outTradeNo: string): Promise<PayResultCode> {
  const body = await call('POST /api/pay/0.1/query/place/result', { outTradeNo }, { fallback: PAY_FALLBACK, quiet: true });
  return body.data;
}
