/**
 * The platform's Chinese texts: the envelope's (401, 404, 500, 400), the phone hash and the SMS
 * codes every code-confirmed form shares, the abuse limits and the sandbox operator's gate. Each
 * domain keeps its own words beside its code (account/messages.ts, clinic/messages.ts …);
 * api/src/messages.ts gathers them all for the tests. A rule a page checks first is worded once in
 * @tcm/shared and run by the domain that owns it.
 */
export const PLATFORM_MSG = {
  ok: '操作成功',
  unauthorized: '登录状态已过期，请重新登录',
  notFound: '接口不存在',
  serverError: '服务异常，请联系管理员',
  badRequest: '请求格式错误',
  modified: '修改成功',
  deleted: '删除成功',
  fieldTooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,

  phoneMd5Mismatch: '手机号校验失败，请刷新页面后重试',

  smsTooFrequent: '验证码发送过于频繁，请60秒后再试',
  smsDailyCap: '今日验证码发送次数已达上限，请明天再试',
  smsSent: '发送成功',
  smsNotRequested: '请先获取验证码',
  smsWrong: '验证码错误',
  smsExpired: '验证码已过期，请重新获取',
  smsUsed: '验证码已失效，请重新获取',
  smsTooManyAttempts: '验证码错误次数过多，请重新获取',

  // Abuse limits (platform/limits): HTTP 429 with Retry-After. `wait` is waitText(ms): 8秒, 15分钟, 2小时.
  smsResendWait: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  smsClientLimited: (wait: string) => `验证码发送次数过多，请${wait}后再试`,
  lookupLimited: (wait: string) => `操作过于频繁，请${wait}后再试`,
  telemetryBrowsersLimited: (n: number, wait: string) => `此网络地址本小时上报数据的浏览器已达上限（${n} 个），请${wait}后再试`,
  loginThrottled: (wait: string) => `登录失败次数过多，请${wait}后再试`,
  passwordLocked: (minutes: number) => `密码错误次数过多，请${minutes}分钟后再试或使用验证码登录`,

  // Sandbox: reading SMS codes and the operator verbs (platform/http/operatorBoundary.ts).
  operatorOnly: '仅限本机或持有运维口令的请求访问此功能',
} as const;
