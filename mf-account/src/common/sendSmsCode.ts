import { call, FALLBACK, notify, phoneMd5, SUCCESS, type SmsType } from '@tcm/shared';
import { smsPhoneProblem } from './rules';

/**
 * The SmsButton's onSend for every account form: checks the phone with the SMS wording, asks
 * GET /smsCode and says 发送成功. Resolves true only when sent, so the 60-second lock starts only
 * then; server failures were already shown by the HTTP client and simply resolve false.
 */
export async function sendSmsCode(phone: string, type: SmsType, securityNo?: string): Promise<boolean> {
  const problem = smsPhoneProblem(phone);
  if (problem) {
    notify.error(problem);
    return false;
  }
  try {
    await call(
      'GET /smsCode',
      { telephone: phone, phoneMd5: phoneMd5(phone), type, ...(securityNo !== undefined ? { securityNo } : {}) },
      { fallback: FALLBACK.service },
    );
  } catch {
    return false;
  }
  notify.success(SUCCESS.smsSent);
  return true;
}
