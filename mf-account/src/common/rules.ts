import { isValidPhone, PASSWORD_MIN } from '@tcm/shared';
import { MSG } from './messages';

/**
 * The field checks the account forms share. Each returns the message of the first broken rule or
 * null; the forms call them in the order the spec lists, so the first failing rule is the one shown.
 */
export function phoneProblem(phone: string): string | null {
  if (!phone) return MSG.phoneEmpty;
  if (!isValidPhone(phone)) return MSG.phoneInvalid;
  return null;
}

/** Before an SMS is requested (different words from the submit check, spec 1 §5.1/§5.2). */
export function smsPhoneProblem(phone: string): string | null {
  if (!phone) return MSG.smsPhoneEmpty;
  if (!isValidPhone(phone)) return MSG.smsPhoneInvalid;
  return null;
}

export function codeProblem(code: string): string | null {
  return code ? null : MSG.codeEmpty;
}

/** Registration, reset and set-password: an empty password is also "shorter than six". */
export function newPasswordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN ? MSG.passwordShort : null;
}

export function confirmProblem(password: string, confirm: string): string | null {
  if (!confirm) return MSG.confirmEmpty;
  if (confirm !== password) return MSG.confirmMismatch;
  return null;
}

/** A problem found on submit: which field to mark and what to say. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
  /** The field goes back to its initial value so it is typed again (a mismatched confirmation). */
  clear?: boolean;
}

/** Runs checks in order and returns the first problem. */
export function firstProblem<F extends string>(checks: [F, () => string | null][]): FieldProblem<F> | null {
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}
