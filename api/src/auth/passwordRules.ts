import { isValidPassword } from '@tcm/shared/validators';
import { fail } from '../http/errors';
import { MSG } from '../messages';

/** Upper bound only to keep hashing cheap for crafted requests; the spec sets the minimum of 6. */
export const PASSWORD_MAX = 64;

export function checkNewPassword(password: string): string {
  if (!password) fail(MSG.passwordRequired);
  if (!isValidPassword(password)) fail(MSG.passwordTooShort);
  if (password.length > PASSWORD_MAX) fail(MSG.passwordTooLong);
  return password;
}
