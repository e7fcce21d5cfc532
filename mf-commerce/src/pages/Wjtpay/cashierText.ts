/**
 * The cashier page's own words (spec 3 §5 pay, §8 success and card failure); the bind card form's
 * and the SMS codes' are CARD_MSG of @tcm/shared/bankCard, the API's too. The spec gives their
 * meaning; these are the product's words.
 */
export const CASHIER_MSG = {
  channelRequired: '请选择支付渠道',
  sent: '发送成功',
  bound: '银行卡绑定成功',
  paid: '支付成功',
  payFailed: '交易失败，请重试',
} as const;
