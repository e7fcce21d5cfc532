import { AGREEMENTS } from '../pages/Login/agreements';

/** The login terms, named as their links are: 《最终用户许可协议》《分销中心许可协议》《委托服务合同》. */
export const AGREEMENT_NAMES = AGREEMENTS.map((a) => a.title).join('');

/**
 * Every validation and outcome text of the account pages (spec 1 §5, §8), in one place so the
 * pages and their tests use the same words. Shared success/fallback texts come from @tcm/shared.
 */
export const MSG = {
  // Login (spec 1 §5.1: "the service and privacy agreement"; named here as the three links under the
  // box are, issue 32, since the portal has no document called 服务协议 or 隐私协议 on that page).
  termsRequired: `请阅读并同意${AGREEMENT_NAMES}`,
  passwordEmpty: '请输入密码',
  loginPasswordShort: '密码必须大于六位',
  // Phone and SMS (spec 1 §5.1, §5.2)
  phoneEmpty: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  smsPhoneEmpty: '请先填写手机号',
  smsPhoneInvalid: '请先填写正确的手机号',
  codeEmpty: '请输入验证码',
  // Registration, reset and set password (spec 1 §5.2)
  passwordShort: '密码不能小于六位',
  confirmEmpty: '请输入确认密码',
  confirmMismatch: '两次输入密码不一致',
  // Address (spec 1 §5.4)
  receiverEmpty: '请输入收货人姓名',
  addressPhoneInvalid: '请输入正确的11位手机号',
  regionEmpty: '请选择省/市/区',
  streetEmpty: '请输入详细地址',
  deleteConfirm: '确定要删除该地址吗？',
  noAddress: '您还没有地址',
  added: '新增成功',
  // Invite (spec 1 §4.4): the invitee's name when the invite info cannot be read.
  inviteGuest: '客户',
  // Login without a token in a success response: should not happen, but must not pass silently.
  noToken: '登录失败，请稍后重试',
} as const;
