import { call, FALLBACK, isApiError, notify, phoneMd5, SUCCESS, UNAUTHORIZED, type SmsType } from '@tcm/shared';
import { smsPhoneProblem } from '@tcm/shared/account';

/**
 * The SmsButton's onSend for every account form: checks the phone with the SMS wording, asks
 * GET /smsCode and says 发送成功. Resolves true only when sent, so the 60-second lock starts only
 * then. A refusal is toasted (by the HTTP client for the server's) and handed to `onError`, which
 * shows it beside the field it is about.
 */
export async function sendSmsCode(phone: string, type: SmsType, securityNo?: string, onError?: (message: string) => void): Promise<boolean> {
  const problem = smsPhoneProblem(phone);
  if (problem) {
    notify.error(problem);
    onError?.(problem);
    return false;
  }
  try {
    await call(
      'GET /smsCode',
      { telephone: phone, phoneMd5: phoneMd5(phone), type, ...(securityNo !== undefined ? { securityNo } : {}) },
      { fallback: FALLBACK.service },
    );
  } catch (error) {
    if (isApiError(error) && error.code !== UNAUTHORIZED) onError?.(error.message);
    return false;
  }
  notify.success(SUCCESS.smsSent);
  return true;
}
