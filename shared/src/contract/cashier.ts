import type { ApiEnvelope, DataBody } from './common';

// The cashier's HTTP contract (spec 3 §2.10, §3 payment entities, §4 cashier payment and card
// binding, §5 bind card and pay, §7 Cashier): the channels, the user's bound savings card, the
// card binding by SMS, one payment per order and channel, its SMS confirmation and its status.
// Money never travels from the browser: the amount is the delivery order's, in integer fen.
// The refund call (/adapay/v1/refund) is part 1's, in commerce.ts.

/** fast_pay 快捷支付 (bound savings card + SMS), alipay_qr 支付宝扫码. */
export type CashierChannelId = 'fast_pay' | 'alipay_qr';

export interface CashierChannel {
  channelId: CashierChannelId;
  channelName: string;
}

/** The bound card; cardId is masked (e.g. `6222 **** **** 0018`), telNo masked too. null: none bound. */
export interface BoundCard {
  cardId: string;
  telNo: string;
  /** e.g. 中国工商银行 (储蓄卡). */
  bankName: string;
}

/** Bind card form (spec 3 §3). */
export interface CardApplyRequest {
  cardId: string;
  userName: string;
  idNo: string;
  telNo: string;
}

/** The binding in progress: an SMS went to telNo. cardIdReal is the card number the confirm refers to. */
export interface CardApplyResult {
  applyId: string;
  memberId: string;
  cardIdReal: string;
}

export interface CardConfirmRequest extends CardApplyResult {
  smsCode: string;
}

export interface UnifiedOrderReq {
  deliveryOrderId: string;
  channel: CashierChannelId;
}

export interface CardPayment {
  paymentId: string;
  /** alipay_qr: a PNG data URL (`data:image/png;base64,…`) of the provider's payment page (alipayPayUrl); fast_pay: ''. */
  alipayQrBase64: string;
  /**
   * alipay_qr: the address the QR encodes, for paying on the device that shows the cashier (a phone
   * cannot scan its own screen); fast_pay: ''. Beyond spec 3 §7: the reference API always sends it,
   * a page offers the link only when it came.
   */
  alipayPayUrl?: string;
}

/** pending: not settled yet (poll again); succeeded; failed (statusDesc says why). */
export type PayStatusCode = 'pending' | 'succeeded' | 'failed';

/**
 * What made a payment fail, for the page to say what failed: refused by the provider (the bank,
 * Alipay); the order's pay deadline passed (timeout); the order was cancelled; or closed otherwise
 * (a newer payment replaced it, the amount changed, paid in the back office). '' unless failed.
 */
export type PayFailure = 'refused' | 'timeout' | 'cancelled' | 'closed' | '';

export interface PayStatus {
  statusCode: PayStatusCode;
  statusDesc: string;
  /** Beyond spec 3 §7 (which gives statusDesc only): the reference API always sends it; absent, a page says statusDesc alone. */
  failure?: PayFailure;
}

export interface CashierCalls {
  'GET /adapay/v1/channels/pc': { req: void; res: DataBody<CashierChannel[]> };
  /** data null when the user has no card bound. */
  'GET /adapay/v1/fastpay/card/info': { req: void; res: DataBody<BoundCard | null> };
  'POST /adapay/v1/fastpay/card/apply': { req: CardApplyRequest; res: DataBody<CardApplyResult> };
  /** (sic: the spec's spelling) binds the card; a card bound before is replaced. */
  'POST /adapay/v1/fastpay/card/comfirm': { req: CardConfirmRequest; res: ApiEnvelope };
  /** Sends (again) the payment SMS of the order's open fast_pay payment to the bound card's phone. */
  'POST /adapay/v1/fastpay/sms': { req: { deliveryOrderId: string }; res: ApiEnvelope };
  'POST /adapay/v1/unifiedOrder': { req: UnifiedOrderReq; res: DataBody<CardPayment> };
  /** Confirms a fast_pay payment with its SMS code; settlement follows asynchronously (poll the status). */
  'POST /adapay/v1/fastpay/comfirm': { req: { paymentId: string; smsCode: string }; res: ApiEnvelope };
  'GET /adapay/v1/pay/status/:paymentId': { req: void; res: DataBody<PayStatus> };
}
