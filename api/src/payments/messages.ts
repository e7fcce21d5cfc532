/** What a payment's own changes say (the cashier's other words: cashier/messages.ts). */
export const PAYMENT_MSG = {
  /** An open payment of an order whose amount changed (re-priced while unpaid) is closed with this. */
  amountChanged: '订单金额已变更，请重新发起支付',
} as const;
