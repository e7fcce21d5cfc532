import { call, FALLBACK, phoneMd5 } from '@tcm/shared';
import type { CredentialValues } from '@tcm/shared/account';

export function postResetPwd(v: CredentialValues) {
  return call('POST /resetPwd', { code: v.code, username: v.phone, phoneMd5: phoneMd5(v.phone), password: v.password }, { fallback: FALLBACK.default });
}
