import { call, FALLBACK, phoneMd5, type LoginRequest } from '@tcm/shared';
import type { LoginMode, LoginValues } from './validateLogin';

/** POST /login with the hashed phone beside the plain one (spec 1 §7). */
export function postLogin(values: Omit<LoginValues, 'agreed'>, mode: LoginMode) {
  const base = { username: values.phone, phoneMd5: phoneMd5(values.phone) };
  const req: LoginRequest = mode === 'sms' ? { ...base, type: 'sms', code: values.code } : { ...base, type: 'pwd', password: values.password };
  return call('POST /login', req, { fallback: FALLBACK.service });
}

/** The third-party scan login returned to /Login?code=… (spec 1 §4.2). */
export function postWechatLogin(wxCode: string) {
  return call('POST /wechat/v1/login', { wxCode, type: 'pc' }, { fallback: FALLBACK.service });
}
