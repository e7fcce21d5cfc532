export const PHONE_LENGTH = 11;
export const PASSWORD_MIN = 6;
export const SMS_CODE_LENGTH = 6;

/**
 * Spec rule: a phone is exactly 11 digits; and since every mainland mobile number starts 13x-19x,
 * anything else (00000000000, 12345678901) is refused too, by the page and the API alike.
 */
export function isValidPhone(phone: unknown): phone is string {
  return typeof phone === 'string' && /^1[3-9]\d{9}$/.test(phone);
}

export function isValidPassword(password: unknown): password is string {
  return typeof password === 'string' && password.length >= PASSWORD_MIN;
}
