import { phoneMd5 } from '@tcm/shared/crypto';
import { isValidPhone } from '@tcm/shared/validators';
import { fail } from '../http/errors';
import { MSG } from '../messages';

/**
 * The phone rules of spec 1 §5.2, plus the hash the browser sends beside it: when both are
 * present they must agree (a mismatch means a tampered or stale form).
 */
export function checkPhone(phone: string, hash?: string): string {
  if (!phone) fail(MSG.phoneRequired);
  if (!isValidPhone(phone)) fail(MSG.phoneInvalid);
  if (hash && hash.toLowerCase() !== phoneMd5(phone)) fail(MSG.phoneMd5Mismatch);
  return phone;
}
