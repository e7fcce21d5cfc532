import {
  call,
  type BoundCard,
  type CardApplyRequest,
  type CardApplyResult,
  type CardConfirmRequest,
  type CardPayment,
  type CashierChannel,
  type PayStatus,
  type UnifiedOrderReq,
} from '@tcm/shared';

/**
 * The cashier's calls (spec 3 §7 Cashier) with spec 3 §8's fallbacks for when the server sends no
 * msg. The server's msg wins (a refused card says which bank or card type it refused).
 */
export const CASHIER_FALLBACK = {
  channels: '获取支付渠道失败',
  card: '获取绑定银行卡信息失败',
  code: '验证码异常，请联系管理员',
  bind: '绑定银行卡异常',
  pay: '支付异常，请联系管理员',
} as const;

export async function fetchChannels(signal?: AbortSignal): Promise<CashierChannel[]> {
  const body = await call('GET /adapay/v1/channels/pc', undefined, { fallback: CASHIER_FALLBACK.channels, signal });
  return body.data;
}

/** The user's bound savings card, null when none is bound. */
export async function fetchBoundCard(signal?: AbortSignal): Promise<BoundCard | null> {
  const body = await call('GET /adapay/v1/fastpay/card/info', undefined, { fallback: CASHIER_FALLBACK.card, signal });
  return body.data;
}

/** Starts a binding: the bank sends an SMS code to the card's phone. */
export async function applyCard(req: CardApplyRequest): Promise<CardApplyResult> {
  const body = await call('POST /adapay/v1/fastpay/card/apply', req, { fallback: CASHIER_FALLBACK.bind });
  return body.data;
}

/** Binds the card of `applyId` with its SMS code (replacing a card bound before). */
export async function confirmCard(req: CardConfirmRequest): Promise<void> {
  await call('POST /adapay/v1/fastpay/card/comfirm', req, { fallback: CASHIER_FALLBACK.code });
}

/** One payment of the order by the channel; the amount is the order's, decided by the server. quiet: the cashier says what failed. */
export async function unifiedOrder(req: UnifiedOrderReq): Promise<CardPayment> {
  const body = await call('POST /adapay/v1/unifiedOrder', req, { fallback: CASHIER_FALLBACK.pay, quiet: true });
  return body.data;
}

/** Sends the fast pay SMS of the order's open payment again. */
export async function resendPaySms(deliveryOrderId: string): Promise<void> {
  await call('POST /adapay/v1/fastpay/sms', { deliveryOrderId }, { fallback: CASHIER_FALLBACK.code });
}

/** Confirms a fast pay payment with its SMS code; it settles afterwards (poll its status). */
export async function confirmFastPay(paymentId: string, smsCode: string): Promise<void> {
  await call('POST /adapay/v1/fastpay/comfirm', { paymentId, smsCode }, { fallback: CASHIER_FALLBACK.code });
}

/** quiet: the polling decides what a refusal means to the payer. */
export async function fetchPayStatus(paymentId: string): Promise<PayStatus> {
  const body = await call('GET /adapay/v1/pay/status/:paymentId', undefined, { params: { paymentId }, quiet: true });
  return body.data;
}
