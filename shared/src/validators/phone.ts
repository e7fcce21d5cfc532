export const PHONE_LENGTH = 11;
export const PASSWORD_MIN = 6;
export const SMS_CODE_LENGTH = 6;

/** Spec rule: a phone is exactly 11 characters (digits, as every mobile number is). */
export function isValidPhone(phone: unknown): phone is string {
  return typeof phone === 'string' && /^\d{11}$/.test(phone);
}

export function isValidPassword(password: unknown): password is string {
  return typeof password === 'string' && password.length >= PASSWORD_MIN;
}
