import type { CredentialValues, PasswordPairValues, PhoneCodeValues } from '@tcm/shared/account';
import type { FieldMatchers } from './useFormFields';

/**
 * The forms of registration, reset, binding, invitation and set-password (spec 1 §5.2, §5.3): where
 * they start and which field a refusal of the server names. Their rules are @tcm/shared/account's
 * (phoneCodeProblem, passwordPairProblem, credentialsProblem), the API's too.
 */
export const EMPTY_CREDENTIALS: CredentialValues = { phone: '', code: '', password: '', confirm: '' };
export const EMPTY_PASSWORD_PAIR: PasswordPairValues = { password: '', confirm: '' };

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
