import { PASSWORD_MIN } from '@tcm/shared';
import { MSG } from '../../common/messages';
import { codeProblem, firstProblem, phoneProblem, type FieldProblem } from '../../common/rules';
import type { FieldMatchers } from '../../common/useFormFields';

export type LoginMode = 'pwd' | 'sms';

export type LoginValues = {
  phone: string;
  password: string;
  code: string;
  /** The terms checkbox. */
  agreed: boolean;
};

type Check = [keyof LoginValues, () => string | null];

/** Spec 1 §5.1, in its order: terms, phone, then the code (SMS) or the password (password mode). */
export function validateLogin(values: LoginValues, mode: LoginMode): FieldProblem<keyof LoginValues> | null {
  const secret: Check[] =
    mode === 'sms'
      ? [['code', () => codeProblem(values.code)]]
      : [
          ['password', () => (values.password ? null : MSG.passwordEmpty)],
          ['password', () => (values.password.length < PASSWORD_MIN ? MSG.loginPasswordShort : null)],
        ];
  return firstProblem<keyof LoginValues>([
    ['agreed', () => (values.agreed ? null : MSG.termsRequired)],
    ['phone', () => phoneProblem(values.phone)],
    ...secret,
  ]);
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
