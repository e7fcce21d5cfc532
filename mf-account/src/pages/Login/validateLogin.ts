import { PASSWORD_MIN } from '@tcm/shared';
import { MSG } from '../../common/messages';
import { codeProblem, firstProblem, phoneProblem, type FieldProblem } from '../../common/rules';

export type LoginMode = 'pwd' | 'sms';

export type LoginValues = {
  phone: string;
  password: string;
  code: string;
};

export type LoginField = keyof LoginValues | 'terms';

/** Spec 1 §5.1, in its order: terms, phone, then the code (SMS) or the password (password mode). */
export function validateLogin(values: LoginValues, mode: LoginMode, agreed: boolean): FieldProblem<LoginField> | null {
  return firstProblem<LoginField>([
    ['terms', () => (agreed ? null : MSG.termsRequired)],
    ['phone', () => phoneProblem(values.phone)],
    ...(mode === 'sms'
      ? ([['code', () => codeProblem(values.code)]] as [LoginField, () => string | null][])
      : ([
          ['password', () => (values.password ? null : MSG.passwordEmpty)],
          ['password', () => (values.password.length < PASSWORD_MIN ? MSG.loginPasswordShort : null)],
        ] as [LoginField, () => string | null][])),
  ]);
}
