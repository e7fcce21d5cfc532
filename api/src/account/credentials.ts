import { codeProblem, loginProblem, newPasswordProblem, phoneProblem, smsPhoneProblem, type LoginMode } from '@tcm/shared/account';
import { fail } from '../platform/http/errors';
import { checkPhoneHash } from '../platform/http/phone';

/**
 * The login, SMS and password rules of spec 1 §5.1–5.3, the account pages' own (@tcm/shared/account),
 * run again here: the server never trusts that a page checked them, and a request that slips past
 * the page (an old tab, a script) reads the page's words.
 */
const refuse = (problem: string | { message: string } | null): void => {
  if (problem) fail(typeof problem === 'string' ? problem : problem.message);
};

/** A submitted form's phone (请输入手机号码 / 请输入正确的手机号码), and the hash beside it. */
export function checkPhone(phone: string, hash?: string): string {
  refuse(phoneProblem(phone));
  checkPhoneHash(phone, hash);
  return phone;
}

/** The phone of GET /smsCode, in the SMS button's words (请先填写手机号 / 请先填写正确的手机号). */
export function checkSmsPhone(phone: string, hash?: string): string {
  refuse(smsPhoneProblem(phone));
  checkPhoneHash(phone, hash);
  return phone;
}

/**
 * Phone, hash and SMS code of every code-confirmed form (register, reset, bind, invite), in the
 * page's order: the phone first, then the code must be non-empty. Whether the code is right is
 * checkCode's business, after the form's other fields are known to be valid.
 */
export function phoneAndCode(phone: string, hash: string, code: string): { phone: string; code: string } {
  checkPhone(phone, hash);
  refuse(codeProblem(code));
  return { phone, code };
}

/** A login's SMS code or password (spec 1 §5.1), after its phone. */
export function checkLoginSecret(phone: string, mode: LoginMode, secret: { code: string; password: string }): void {
  refuse(loginProblem({ phone, ...secret }, mode));
}

/** A new password (register, reset, set): an empty one is simply shorter than six (密码不能小于六位). */
export function checkNewPassword(password: string): string {
  refuse(newPasswordProblem(password));
  return password;
}
