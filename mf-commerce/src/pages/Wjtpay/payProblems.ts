import { isApiError, type CashierChannelId, type PayFailure } from '@tcm/shared';

/**
 * A payment that did not go through, as the cashier says it: what failed (the title) and why (the
 * server's or the provider's words). Spec 3 §4 shows statusDesc on failure; the title says whether
 * the payment could not be started, was refused, ran out of time, was cancelled or closed, so a
 * refusal never reads like a missing QR code.
 */
export interface PayProblem {
  title: string;
  detail: string;
  /** error: it failed; warning: the payer stopped it, and the order is still payable. */
  tone: 'error' | 'warning';
}

/** What the status polling found: the status's failure ('' or absent: not said), or its own question refused. */
export type PayFailureKind = PayFailure | 'query';

/** Who refuses a payment of the channel. */
const REFUSER: Record<CashierChannelId, string> = { fast_pay: '银行', alipay_qr: '支付宝' };

/** Starting a payment of the channel. */
const START: Record<CashierChannelId, string> = { fast_pay: '未能发起快捷支付', alipay_qr: '未能发起支付宝支付' };

export const PAY_PROBLEM_TEXT = {
  timeout: '支付超时',
  cancelled: '订单已取消，无法支付',
  closed: '本次支付已失效',
  unknown: '支付未成功',
  query: '查询支付结果失败',
  /** The payment answer came without the QR code and without the link. */
  noAlipayCode: '未能获取支付宝支付二维码',
  noAlipayCodeDetail: '请稍后重新点击立即支付',
  /** The server could not be reached (the client stays silent about it, the cashier does not). */
  offline: '网络连接失败，请检查网络后重试',
  /** Fallback when the provider gave no reason (spec 3 §8). */
  payFailed: '交易失败，请重试',
  alipayCancelled: '已取消支付宝支付',
  alipayCancelledDetail: '订单仍待支付，可重新选择支付方式；如已在支付宝完成付款，稍后可在订单详情查看结果',
} as const;

/** The one line a toast shows. */
export const problemText = (p: PayProblem) => `${p.title}：${p.detail}`;

/** A payment that ended failed, by what failed. */
export function failedPayment(channel: CashierChannelId, kind: PayFailureKind | undefined, message: string): PayProblem {
  const detail = message.trim() || PAY_PROBLEM_TEXT.payFailed;
  const title =
    kind === 'refused'
      ? `${REFUSER[channel]}拒绝了本次支付`
      : kind === 'timeout' || kind === 'cancelled' || kind === 'closed' || kind === 'query'
        ? PAY_PROBLEM_TEXT[kind]
        : PAY_PROBLEM_TEXT.unknown;
  return { title, detail, tone: 'error' };
}

/** unifiedOrder refused (the server's words) or never answered. */
export function notStarted(channel: CashierChannelId, error: unknown): PayProblem {
  return { title: START[channel], detail: isApiError(error) ? error.message : PAY_PROBLEM_TEXT.offline, tone: 'error' };
}

export const NO_ALIPAY_CODE: PayProblem = { title: PAY_PROBLEM_TEXT.noAlipayCode, detail: PAY_PROBLEM_TEXT.noAlipayCodeDetail, tone: 'error' };

/** The payer closed the QR dialog: nothing failed, the payment is only no longer watched here. */
export const ALIPAY_CANCELLED: PayProblem = { title: PAY_PROBLEM_TEXT.alipayCancelled, detail: PAY_PROBLEM_TEXT.alipayCancelledDetail, tone: 'warning' };
