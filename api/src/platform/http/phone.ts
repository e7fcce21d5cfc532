import { phoneMd5 } from '@tcm/shared/crypto';
import { isValidPhone } from '@tcm/shared/validators';
import { fail } from './errors';
import { field } from './input';
import { PLATFORM_MSG } from '../messages';

interface PhoneWords {
  required: string;
  invalid: string;
}

/** Submitting a form (spec 1 §5.2: 请输入手机号码 / 请输入正确的手机号码). */
const FORM_WORDS: PhoneWords = { required: PLATFORM_MSG.phoneRequired, invalid: PLATFORM_MSG.phoneInvalid };
/** Asking for an SMS code: the browser words the same rule 请先填写手机号 / 请先填写正确的手机号. */
const SMS_REQUEST_WORDS: PhoneWords = { required: PLATFORM_MSG.smsPhoneRequired, invalid: PLATFORM_MSG.smsPhoneInvalid };

/**
 * The phone rules of spec 1 §5.2, plus the hash the browser sends beside it: when both are
 * present they must agree (a mismatch means a tampered or stale form).
 */
export function checkPhone(phone: string, hash?: string, words: PhoneWords = FORM_WORDS): string {
  if (!phone) fail(words.required);
  if (!isValidPhone(phone)) fail(words.invalid);
  if (hash && hash.toLowerCase() !== phoneMd5(phone)) fail(PLATFORM_MSG.phoneMd5Mismatch);
  return phone;
}

/** The phone of GET /smsCode, with the words the SMS button shows. */
export const checkSmsPhone = (phone: string, hash?: string) => checkPhone(phone, hash, SMS_REQUEST_WORDS);

/**
 * Input fields of phone forms. Generous maximums: a wrong phone or code is answered by the rules
 * above in the page's words; the input layer only stops absurd sizes.
 */
export const phoneField = () => field.text('手机号', 32, '13800000006');
export const phoneMd5Field = () => field.text('手机号校验值', 64);
export const codeField = () => field.text('验证码', 32);

/**
 * Phone, hash and SMS code of every code-confirmed form (register, reset, bind, invite), in the
 * browser's order: the phone first, then the code must be non-empty. Whether the code is right is
 * checkCode's business, after the form's other fields are known to be valid.
 */
export function phoneAndCode(phone: string, hash: string, code: string): { phone: string; code: string } {
  const checked = checkPhone(phone, hash);
  if (!code) fail(PLATFORM_MSG.codeRequired);
  return { phone: checked, code };
}
