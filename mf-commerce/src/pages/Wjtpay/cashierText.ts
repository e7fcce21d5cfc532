/**
 * The cashier's words (spec 3 §5 bind card and pay, §8 cashier row, success and card failure). The
 * spec gives their meaning; these are the product's words.
 */
export const CASHIER_MSG = {
  cardIdRequired: '请输入银行卡号',
  userNameRequired: '请输入姓名',
  idNoRequired: '请输入身份证号',
  telNoRequired: '请输入手机号',
  cardIdInvalid: '请输入正确的银行卡号',
  idNoInvalid: '请输入正确的身份证号码',
  telNoInvalid: '请输入正确的手机号码',
  codeFirst: '请先输入验证码',
  codeRequired: '请输入验证码',
  channelRequired: '请选择支付渠道',
  sent: '发送成功',
  bound: '银行卡绑定成功',
  paid: '支付成功',
  payFailed: '交易失败，请重试',
} as const;
