import type { z } from 'zod';
import type * as s from './schema';
import type { ApiEnvelope, DataBody } from './common';

// The cashier's HTTP contract (spec 3 §2.10, §3 payment entities, §4 cashier payment and card
// binding, §5 bind card and pay, §7 Cashier): the channels, the user's bound savings card, the
// card binding by SMS, one payment per order and channel, its SMS confirmation and its status.
// Money never travels from the browser: the amount is the delivery order's, in integer fen.
// The refund call (/adapay/v1/refund) is part 1's, in commerce.ts.

export type CashierChannelId = z.infer<typeof s.cashierChannelId>;

export type CashierChannel = z.infer<typeof s.cashierChannel>;

export type BoundCard = z.infer<typeof s.boundCard>;

export type CardApplyRequest = z.infer<typeof s.cardApplyRequest>;

export type CardApplyResult = z.infer<typeof s.cardApplyResult>;

export type CardConfirmRequest = z.infer<typeof s.cardConfirmRequest>;

export type UnifiedOrderReq = z.infer<typeof s.cashierOrderRequest>;

export type CardPayment = z.infer<typeof s.cardPayment>;

export type PayStatusCode = z.infer<typeof s.payStatusCode>;

export type PayFailure = z.infer<typeof s.payFailure>;

export type PayStatus = z.infer<typeof s.payStatus>;

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
