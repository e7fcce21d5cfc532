import { loginProblem, termsProblem, type FieldProblem, type LoginMode, type LoginValues as Credentials } from '@tcm/shared/account';
import type { FieldMatchers } from '../../components/useFormFields';

export type { LoginMode };

/** The login form: the credentials and the terms checkbox. */
export type LoginValues = Credentials & { agreed: boolean };

/** Spec 1 §5.1, in its order: the terms, then the rules the API checks again (phone, then code or password). */
export function validateLogin(values: LoginValues, mode: LoginMode): FieldProblem<keyof LoginValues> | null {
  const terms = termsProblem(values.agreed);
  return terms ? { field: 'agreed', message: terms } : loginProblem(values, mode);
}

/**
 * Which field a refusal of POST /login is about, per mode: 手机号或密码错误 and 该账号尚未设置密码…
 * under the password, 验证码错误 under the code, 该手机号未注册 under the phone.
 */
export const LOGIN_FIELDS: Record<LoginMode, FieldMatchers<keyof LoginValues>> = {
  pwd: [
    ['password', /密码/],
    ['phone', /手机号/],
  ],
  sms: [
    ['code', /验证码/],
    ['phone', /手机号/],
  ],
};
