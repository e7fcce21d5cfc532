/**
 * Every Chinese text the API puts in `msg`. Where the browser checks the same rule first, the text
 * is the browser's, word for word (mf-account `common/messages.ts`, mf-certification
 * `pages/Apply/messages.ts`): a request that slips past the page (an old tab, a script) must read
 * the same as the page would have said. Otherwise the spec's wording (spec 1 §5, §8; spec 3 §5), or
 * what the portal's users would read naturally. Tests import these so a rewording cannot silently
 * break them.
 */
export const MSG = {
  ok: '操作成功',
  unauthorized: '登录状态已过期，请重新登录',
  notFound: '接口不存在',
  serverError: '服务异常，请联系管理员',
  badRequest: '请求格式错误',

  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  // Asking for an SMS code words the phone rules differently (spec 1 §5.1, §5.2).
  smsPhoneRequired: '请先填写手机号',
  smsPhoneInvalid: '请先填写正确的手机号',
  phoneMd5Mismatch: '手机号校验失败，请刷新页面后重试',
  codeRequired: '请输入验证码',
  passwordRequired: '请输入密码',
  // Login says "longer than six" (spec 1 §5.1); registration, reset and set say "not under six" (§5.2).
  loginPasswordTooShort: '密码必须大于六位',
  passwordTooShort: '密码不能小于六位',
  passwordTooLong: '密码不能超过64位',

  smsTypeInvalid: '验证码类型不正确',
  smsTooFrequent: '验证码发送过于频繁，请60秒后再试',
  smsDailyCap: '今日验证码发送次数已达上限，请明天再试',
  smsSent: '发送成功',
  smsNotRequested: '请先获取验证码',
  smsWrong: '验证码错误',
  smsExpired: '验证码已过期，请重新获取',
  smsUsed: '验证码已失效，请重新获取',
  smsTooManyAttempts: '验证码错误次数过多，请重新获取',
  smsNoneForLookup: '未找到有效的验证码，请先获取验证码',

  phoneRegistered: '该手机号已注册',
  phoneNotRegistered: '该手机号未注册',
  phoneNotRegisteredLogin: '该手机号未注册，请先注册',
  loginTypeInvalid: '不支持的登录方式',
  wrongCredentials: '手机号或密码错误',
  noPasswordYet: '该账号尚未设置密码，请使用验证码登录',
  tooManyPasswordFailures: '密码错误次数过多，请15分钟后再试或使用验证码登录',
  passwordAlreadySet: '密码已设置，如需修改请使用忘记密码',

  // Abuse limits (api/src/limits): HTTP 429 with Retry-After. `wait` is waitText(ms): 8秒, 15分钟, 2小时.
  smsResendWait: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  smsClientLimited: (wait: string) => `验证码发送次数过多，请${wait}后再试`,
  lookupLimited: (wait: string) => `操作过于频繁，请${wait}后再试`,
  loginThrottled: (wait: string) => `登录失败次数过多，请${wait}后再试`,
  passwordLocked: (minutes: number) => `密码错误次数过多，请${minutes}分钟后再试或使用验证码登录`,

  login: '登录成功',
  logout: '退出成功',
  registered: '注册成功',
  modified: '修改成功',
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

  // Sandbox: reading SMS codes and the operator verbs (api/src/sandbox/boundary.ts).
  operatorOnly: '仅限本机或持有运维口令的请求访问此功能',

  doctorNameRequired: '请输入姓名',
  doctorSexInvalid: '请选择性别',
  idNoInvalid: '请输入正确的身份证号码',
  certNoRequired: '请输入执业证书编号',
  certImageRequired: '请上传执业证书图片',
  certImageInvalid: '执业证书图片无效，请重新上传',
  applyReviewing: '认证审核中，请勿重复提交',
  applyCertified: '您已是认证医生，无需重复申请',
  applyDisabled: '医生账号已停用，请联系管理员',
  applyInvitePending: '请先确认邀请后再提交认证资料',
  applied: '申请成功',
  fieldTooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,

  uploadMissing: '请选择要上传的图片',
  uploadTooLarge: '图片大小不能超过5MB',
  uploadWrongType: '仅支持jpg、jpeg、png、gif格式的图片',
  uploadDailyCap: '今日上传图片次数已达上限，请明天再试',
  uploaded: '上传图片成功',

  receiverRequired: '请输入收货人姓名',
  receiverPhoneInvalid: '请输入正确的11位手机号',
  regionRequired: '请选择省/市/区',
  streetRequired: '请输入详细地址',
  zipInvalid: '请输入正确的邮政编码',
  addressNotFound: '地址不存在或无权操作',
  addressIdRequired: '缺少地址编号',
  addressAdded: '新增成功',
  deleted: '删除成功',
} as const;
