import { PUBLIC_SMS_TYPES, SMS_TYPES, type SmsType } from '@tcm/shared/contract';
import type { PlatformCtx } from '../platform/context';
import { fail } from '../platform/http/errors';
import { issueCode, latestUsableCode } from '../platform/sms/codes';
import { checkPhone, checkSmsPhone } from './credentials';
import { checkInviteSmsRequest } from './invites/repo';
import { ACCOUNT_MSG } from './messages';
import { findUserByPhone } from './users';

function smsType(type: string, types: readonly SmsType[] = SMS_TYPES): SmsType {
  if (!(types as readonly string[]).includes(type)) fail(ACCOUNT_MSG.smsTypeInvalid);
  return type as SmsType;
}

/** GET /smsCode as the input layer read it. */
export interface SmsRequest {
  telephone: string;
  phoneMd5: string;
  type: string;
  securityNo: string;
}

/**
 * Sends a code for one of the page's purposes (spec 1 §5.1), refused first when it could never be
 * used, so nobody waits for a useless SMS. The cashier's codes (bindcard, fastpay) go out only with
 * their binding or payment: one sent here would retire it.
 */
export async function requestSmsCode(ctx: PlatformCtx, client: string, q: SmsRequest): Promise<void> {
  const phone = checkSmsPhone(q.telephone, q.phoneMd5);
  const type = smsType(q.type, PUBLIC_SMS_TYPES);
  if (type === 'register' || type === 'login' || type === 'resetpwd') {
    // That refusal tells whether the phone is registered: the client's lookup budget first.
    await ctx.limits.lookup(client);
    const registered = !!(await findUserByPhone(ctx.db, phone));
    if (type === 'register' && registered) fail(ACCOUNT_MSG.phoneRegistered);
    if (type === 'login' && !registered) fail(ACCOUNT_MSG.phoneNotRegisteredLogin);
    if (type === 'resetpwd' && !registered) fail(ACCOUNT_MSG.phoneNotRegistered);
  }
  if (type === 'invite') await checkInviteSmsRequest(ctx.db, q.securityNo, phone, ctx.now());
  await issueCode(ctx, phone, type, client);
}

/** Sandbox: the code that phone and purpose would accept now (POST /getCode, the /GetCode page). */
export async function sandboxCode(ctx: PlatformCtx, b: { telephone: string; phoneMd5: string; type: string }): Promise<string> {
  const phone = checkPhone(b.telephone, b.phoneMd5);
  return (await latestUsableCode(ctx, phone, smsType(b.type))) ?? fail(ACCOUNT_MSG.smsNoneForLookup);
}
