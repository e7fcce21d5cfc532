import { isValidPhone, PASSWORD_MIN } from '../validators/phone';
import { firstProblem, type FieldProblem } from './fieldProblem';

/**
 * The three agreements the login terms cover (spec 1 §2.6), named as their links under the box are
 * (issue 32: the portal has no document called 服务协议 or 隐私协议 on that page).
 */
export const AGREEMENTS = [
  { key: 'eula', title: '《最终用户许可协议》' },
  { key: 'distribution', title: '《分销中心许可协议》' },
  { key: 'entrustment', title: '《委托服务合同》' },
] as const;
export type Agreement = (typeof AGREEMENTS)[number];
export const AGREEMENT_NAMES = AGREEMENTS.map((a) => a.title).join('');

/** A new password's upper bound: only to keep hashing cheap for crafted requests (spec 1 sets the minimum). */
export const PASSWORD_MAX = 64;

/**
 * The words of the login, SMS, registration, binding, invitation and password rules (spec 1 §5.1–5.3),
 * the account pages' and the API's alike: a request that slips past a page reads as the page would.
 */
export const ACCOUNT_RULE_MSG = {
  termsRequired: `请阅读并同意${AGREEMENT_NAMES}`,
  phoneEmpty: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  // Asking for an SMS code words the same rule differently (spec 1 §5.1, §5.2).
  smsPhoneEmpty: '请先填写手机号',
  smsPhoneInvalid: '请先填写正确的手机号',
  codeEmpty: '请输入验证码',
  passwordEmpty: '请输入密码',
  // Login says "longer than six" (spec 1 §5.1); registration, reset and set say "not under six" (§5.2).
  loginPasswordShort: '密码必须大于六位',
  passwordShort: '密码不能小于六位',
  passwordTooLong: `密码不能超过${PASSWORD_MAX}位`,
  confirmEmpty: '请输入确认密码',
  confirmMismatch: '两次输入密码不一致',
} as const;

const M = ACCOUNT_RULE_MSG;

/** Submitting a form with a phone: 11 digits of a mainland mobile number. */
export function phoneProblem(phone: string): string | null {
  if (!phone) return M.phoneEmpty;
  if (!isValidPhone(phone)) return M.phoneInvalid;
  return null;
}

/** The same rule before an SMS code is requested, in that button's words. */
export function smsPhoneProblem(phone: string): string | null {
  if (!phone) return M.smsPhoneEmpty;
  if (!isValidPhone(phone)) return M.smsPhoneInvalid;
  return null;
}

export function codeProblem(code: string): string | null {
  return code ? null : M.codeEmpty;
}

export function termsProblem(agreed: boolean): string | null {
  return agreed ? null : M.termsRequired;
}

/** The password of a password login (spec 1 §5.1): required, then at least six characters. */
export function loginPasswordProblem(password: string): string | null {
  if (!password) return M.passwordEmpty;
  if (password.length < PASSWORD_MIN) return M.loginPasswordShort;
  return null;
}

/** A new password (registration, reset, set): an empty one is also "shorter than six". */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return M.passwordShort;
  if (password.length > PASSWORD_MAX) return M.passwordTooLong;
  return null;
}

export function confirmProblem(password: string, confirm: string): string | null {
  if (!confirm) return M.confirmEmpty;
  if (confirm !== password) return M.confirmMismatch;
  return null;
}

export type LoginMode = 'pwd' | 'sms';
export type LoginValues = { phone: string; password: string; code: string };

/**
 * A login (spec 1 §5.1) after its terms box: the phone, then the SMS code or the password. The page
 * asks termsProblem first; the server, which sees no box, starts here.
 */
export function loginProblem(v: LoginValues, mode: LoginMode): FieldProblem<keyof LoginValues> | null {
  return firstProblem<keyof LoginValues>([
    ['phone', () => phoneProblem(v.phone)],
    mode === 'sms' ? ['code', () => codeProblem(v.code)] : ['password', () => loginPasswordProblem(v.password)],
  ]);
}

export type PhoneCodeValues = { phone: string; code: string };
export type PasswordPairValues = { password: string; confirm: string };
export type CredentialValues = PhoneCodeValues & PasswordPairValues;

/** Binding, invitation and the first half of registration and reset (spec 1 §5.2, §5.3): the phone, then the code. */
export function phoneCodeProblem(v: PhoneCodeValues): FieldProblem<keyof PhoneCodeValues> | null {
  return firstProblem<keyof PhoneCodeValues>([
    ['phone', () => phoneProblem(v.phone)],
    ['code', () => codeProblem(v.code)],
  ]);
}

/** A new password and its confirmation; a mismatched confirmation is cleared so it is typed again (spec 1 §5.2). */
export function passwordPairProblem(v: PasswordPairValues): FieldProblem<keyof PasswordPairValues> | null {
  const problem = firstProblem<keyof PasswordPairValues>([
    ['password', () => newPasswordProblem(v.password)],
    ['confirm', () => confirmProblem(v.password, v.confirm)],
  ]);
  return problem?.message === M.confirmMismatch ? { ...problem, clear: true } : problem;
}

/** Registration and reset as the page asks them (the server has no confirmation: phoneCodeProblem, then newPasswordProblem). */
export function credentialsProblem(v: CredentialValues): FieldProblem<keyof CredentialValues> | null {
  return phoneCodeProblem(v) ?? passwordPairProblem(v);
}
