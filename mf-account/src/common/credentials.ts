import { MSG } from './messages';
import type { FieldMatchers } from './useFormFields';
import { codeProblem, confirmProblem, firstProblem, newPasswordProblem, phoneProblem, type FieldProblem } from './rules';

/**
 * The rule sets of registration, reset, binding, invitation and set-password (spec 1 §5.2, §5.3),
 * each in the order the spec lists its rules.
 */
export type PhoneCodeValues = { phone: string; code: string };
export type PasswordPairValues = { password: string; confirm: string };
export type CredentialValues = PhoneCodeValues & PasswordPairValues;

export const EMPTY_CREDENTIALS: CredentialValues = { phone: '', code: '', password: '', confirm: '' };
export const EMPTY_PASSWORD_PAIR: PasswordPairValues = { password: '', confirm: '' };

export function validatePhoneCode(v: PhoneCodeValues): FieldProblem<keyof PhoneCodeValues> | null {
  return firstProblem<keyof PhoneCodeValues>([
    ['phone', () => phoneProblem(v.phone)],
    ['code', () => codeProblem(v.code)],
  ]);
}

export function validatePasswordPair(v: PasswordPairValues): FieldProblem<keyof PasswordPairValues> | null {
  const problem = firstProblem<keyof PasswordPairValues>([
    ['password', () => newPasswordProblem(v.password)],
    ['confirm', () => confirmProblem(v.password, v.confirm)],
  ]);
  // A mismatched confirmation is cleared so it is typed again (spec 1 §5.2).
  return problem?.message === MSG.confirmMismatch ? { ...problem, clear: true } : problem;
}

export function validateCredentials(v: CredentialValues): FieldProblem<keyof CredentialValues> | null {
  return validatePhoneCode(v) ?? validatePasswordPair(v);
}

/**
 * Which field a refusal of the server names (验证码错误, 该手机号已注册, 密码…), for the forms of
 * this file; in this order, so 验证码 wins over 手机号 in 手机号或验证码….
 */
export const PHONE_CODE_FIELDS: FieldMatchers<keyof PhoneCodeValues> = [
  ['code', /验证码/],
  ['phone', /手机号/],
];
export const PASSWORD_PAIR_FIELDS: FieldMatchers<keyof PasswordPairValues> = [['password', /密码/]];
export const CREDENTIAL_FIELDS: FieldMatchers<keyof CredentialValues> = [...PHONE_CODE_FIELDS, ...PASSWORD_PAIR_FIELDS];
