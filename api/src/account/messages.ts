/**
 * The account's words (spec 1 §5, §8) that only the server says: login, registration, passwords, SMS
 * requests, WeChat login, invitations and delivery addresses. The rules a page checks first are
 * worded once in @tcm/shared (`account`, `account/address`) and run here by credentials.ts and
 * addresses/book.ts.
 */
export const ACCOUNT_MSG = {
  smsTypeInvalid: '验证码类型不正确',
  smsNoneForLookup: '未找到有效的验证码，请先获取验证码',

  phoneRegistered: '该手机号已注册',
  phoneNotRegistered: '该手机号未注册',
  phoneNotRegisteredLogin: '该手机号未注册，请先注册',
  loginTypeInvalid: '不支持的登录方式',
  wrongCredentials: '手机号或密码错误',
  noPasswordYet: '该账号尚未设置密码，请使用验证码登录',
  tooManyPasswordFailures: '密码错误次数过多，请15分钟后再试或使用验证码登录',
  passwordAlreadySet: '密码已设置，如需修改请使用忘记密码',

  login: '登录成功',
  logout: '退出成功',
  registered: '注册成功',
  passwordSet: '密码设置成功',
  firstLoginBind: '首次登录请绑定手机号码',
  bound: '绑定成功',

  wxCodeRequired: '缺少授权码，请重新扫码登录',
  wxCodeInvalid: '授权码无效，请重新扫码登录',
  wxCodeExpired: '授权码已过期，请重新扫码登录',
  wxCodeUsed: '授权码已使用，请重新扫码登录',
  wxIdentityBoundElsewhere: '该微信已绑定其他手机号',
  phoneBoundOtherWx: '该手机号已绑定其他微信账号',

  inviteIdRequired: '缺少邀请编号',
  inviteNotFound: '邀请信息不存在或已失效',
  inviteSecurityMismatch: '邀请信息校验失败，请重新打开邀请链接',
  invitePhoneMismatch: '手机号与邀请信息不一致',
  inviteAlreadyConfirmed: '该邀请已确认，请直接登录',
  inviteConfirmed: '确认成功',
  invitePhoneLocked: '手机号输入错误次数过多，请1小时后再试',

  // Delivery addresses (spec 1 §5.4); per-account caps (platform/limits: accountCreation).
  addressNotFound: '地址不存在或无权操作',
  addressIdRequired: '缺少地址编号',
  addressesCapped: (n: number) => `收货地址数量已达上限（${n}个），请删除不再使用的地址后再添加`,
  addressesTooFast: (n: number, wait: string) => `添加收货地址过于频繁（每小时最多${n}个），请${wait}后再试`,
} as const;
