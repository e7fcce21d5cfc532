import { call, FALLBACK, phoneMd5 } from '@tcm/shared';
import type { PhoneCodeValues } from '@tcm/shared/account';

/** Binds the phone to the third-party login whose code is in the query (spec 1 §7). */
export function postBind(wxCode: string, v: PhoneCodeValues) {
  return call('POST /wechat/v1/bind', { wxCode, code: v.code, username: v.phone, phoneMd5: phoneMd5(v.phone), type: 'pc' }, { fallback: FALLBACK.default });
}
