/** The cashier's words (spec 3 §5, §8; the card refusals are CARD_MSG of @tcm/shared/bankCard). */
export const CASHIER_MSG = {
  channelRequired: '请选择支付渠道',
  orderIdRequired: '缺少订单编号',
  paymentIdRequired: '缺少支付编号',
  paymentNotFound: '支付记录不存在',
  cardRequired: '请先绑定银行卡',
  applyRequired: '缺少绑卡申请信息，请重新获取验证码',
  applyNotFound: '绑卡申请不存在或已失效，请重新获取验证码',
  applyDone: '该银行卡已绑定，请勿重复提交',
  bound: '绑定成功',
  smsSent: '发送成功',
  /** fastpay/sms within the resend lock of the code unifiedOrder (or a resend) sent for this payment. */
  smsAlreadySent: '验证码已发送，请查收短信',
  paymentBusy: '该订单有一笔支付正在处理中，请稍后查看支付结果',
  notFastPay: '该支付不是快捷支付',
  noOpenFastPay: '请先点击立即支付',
  processing: '支付处理中，请稍候',
  alreadyPaid: '订单已支付，请勿重复支付',
  refunded: '订单已退款',
  paymentClosed: '该支付已失效，请重新发起支付',
  replaced: '已重新发起支付',
  /** An open payment of an order whose amount changed (re-priced while unpaid) is closed with this. */
  amountChanged: '订单金额已变更，请重新发起支付',
  unavailable: '支付服务未配置，请联系管理员',
  /** What the page shows for a failed payment (spec 3 §8), with the provider's reason. */
  failed: (reason: string) => (reason ? `交易失败，请重试（${reason}）` : '交易失败，请重试'),
} as const;

/** statusDesc of the payments still on their way and of the successful ones. */
export const STATE_TEXT = {
  awaiting: '等待支付',
  processing: '支付处理中',
  succeeded: '支付成功',
  refunded: '支付成功，已退款',
} as const;
