import { MSG } from './messages';
import { codeProblem, confirmProblem, firstProblem, newPasswordProblem, phoneProblem, type FieldProblem } from './rules';

/**
 * The rule sets of registration, reset, binding and set-password (spec 1 §5.2), each in the order
 * the spec lists its rules.
 */
export type PhoneCodeValues = { phone: string; code: string };
export type PasswordPairValues = { password: string; confirm: string };
export type CredentialValues = PhoneCodeValues & PasswordPairValues;

export function validatePhoneCode(v: PhoneCodeValues): FieldProblem<keyof PhoneCodeValues> | null {
  return firstProblem<keyof PhoneCodeValues>([
    ['phone', () => phoneProblem(v.phone)],
    ['code', () => codeProblem(v.code)],
  ]);
}

export function validatePasswordPair(v: PasswordPairValues): FieldProblem<keyof PasswordPairValues> | null {
  return firstProblem<keyof PasswordPairValues>([
    ['password', () => newPasswordProblem(v.password)],
    ['confirm', () => confirmProblem(v.password, v.confirm)],
  ]);
}

export function validateCredentials(v: CredentialValues): FieldProblem<keyof CredentialValues> | null {
  return validatePhoneCode(v) ?? validatePasswordPair(v);
}

/** A mismatched confirmation is cleared so it is typed again (spec 1 §5.2). */
export function clearsConfirm(problem: FieldProblem<string>): boolean {
  return problem.field === 'confirm' && problem.message === MSG.confirmMismatch;
}
