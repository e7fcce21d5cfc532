import { PASSWORD_MIN } from '@tcm/shared';
import { MSG } from '../../common/messages';
import { codeProblem, firstProblem, phoneProblem, type FieldProblem } from '../../common/rules';

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
