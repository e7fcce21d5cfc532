import { isValidPassword } from '@tcm/shared/validators';
import { fail } from '../platform/http/errors';
import { ACCOUNT_MSG } from './messages';

/** Upper bound only to keep hashing cheap for crafted requests; the spec sets the minimum of 6. */
export const PASSWORD_MAX = 64;

/**
 * A new password (register, reset, set). Like the browser's form (spec 1 §5.2), an empty password
 * is simply one shorter than six: the same 密码不能小于六位, not a separate "required" message.
 */
export function checkNewPassword(password: string): string {
  if (!isValidPassword(password)) fail(ACCOUNT_MSG.passwordTooShort);
  if (password.length > PASSWORD_MAX) fail(ACCOUNT_MSG.passwordTooLong);
  return password;
}
