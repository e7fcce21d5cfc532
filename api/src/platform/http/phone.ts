import { phoneMd5 } from '@tcm/shared/crypto';
import { fail } from './errors';
import { field } from './input';
import { PLATFORM_MSG } from '../messages';

/**
 * The hash the browser sends beside a phone: when present it must agree with the phone (a mismatch
 * means a tampered or stale form). The phone's own rules are the account's (account/credentials.ts).
 */
export function checkPhoneHash(phone: string, hash?: string): void {
  if (hash && hash.toLowerCase() !== phoneMd5(phone)) fail(PLATFORM_MSG.phoneMd5Mismatch);
}

/**
 * Input fields of phone forms. Generous maximums: a wrong phone or code is answered by the rules
 * of @tcm/shared in the page's words; the input layer only stops absurd sizes.
 */
export const phoneField = () => field.text('手机号', 32, '13800000006');
export const phoneMd5Field = () => field.text('手机号校验值', 64);
export const codeField = () => field.text('验证码', 32);
