import { call, FALLBACK, phoneMd5 } from '@tcm/shared';
import type { CredentialValues } from '@tcm/shared/account';

export function postRegister(v: CredentialValues) {
  return call('POST /register', { username: v.phone, code: v.code, password: v.password, phoneMd5: phoneMd5(v.phone) }, { fallback: FALLBACK.default });
}
