import type { FastifyInstance } from 'fastify';
import { PUBLIC_SMS_TYPES, SMS_TYPES, type SmsType } from '@tcm/shared/contract';
import type { PlatformCtx } from '../../platform/context';
import { checkPhone, checkSmsPhone, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { ACCOUNT_MSG } from '../messages';
import { PLATFORM_MSG } from '../../platform/messages';
import { checkInviteSmsRequest } from '../invites/repo';
import { operatorRefusal } from '../../platform/http/operatorBoundary';
import { issueCode, latestUsableCode } from '../../platform/sms/codes';
import { findUserByPhone } from '../users';

function smsType(type: string, types: readonly SmsType[] = SMS_TYPES): SmsType {
  if (!(types as readonly string[]).includes(type)) fail(ACCOUNT_MSG.smsTypeInvalid);
  return type as SmsType;
}

/** Sending codes (every purpose) and, in sandbox mode only, reading them back. */
export function smsRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const typeField = () => field.oneOf('验证码类型', SMS_TYPES);
  const smsQuery = { telephone: phoneField(), phoneMd5: phoneMd5Field(), type: field.oneOf('验证码类型', PUBLIC_SMS_TYPES), securityNo: field.text('邀请校验码', 64) };
  route(app, 'GET /smsCode', { query: smsQuery }, async ({ query: q }, req) => {
    const phone = checkSmsPhone(q.telephone, q.phoneMd5);
    // The cashier's codes go out only with their binding or payment: one sent here would retire it.
    const type = smsType(q.type, PUBLIC_SMS_TYPES);
    // Refuse before sending when the code could never be used, so nobody waits for a useless SMS.
    if (type === 'register' || type === 'login' || type === 'resetpwd') {
      // That refusal tells whether the phone is registered: the client's lookup budget first.
      await ctx.limits.lookup(req);
      const registered = !!(await findUserByPhone(ctx.db, phone));
      if (type === 'register' && registered) fail(ACCOUNT_MSG.phoneRegistered);
      if (type === 'login' && !registered) fail(ACCOUNT_MSG.phoneNotRegisteredLogin);
      if (type === 'resetpwd' && !registered) fail(ACCOUNT_MSG.phoneNotRegistered);
    }
    if (type === 'invite') await checkInviteSmsRequest(ctx.db, q.securityNo, phone, ctx.now());
    await issueCode(ctx, phone, type, ctx.limits.client(req));
    return { code: 200, msg: PLATFORM_MSG.smsSent };
  });

  if (!ctx.sandbox) return;

  // Every live code of every phone: only for this machine or the operator token (sandbox/boundary.ts).
  const getCodeBody = { telephone: phoneField(), phoneMd5: phoneMd5Field(), type: typeField() };
  route(app, 'POST /getCode', { body: getCodeBody }, async ({ body: b }, req, reply) => {
    const refusal = operatorRefusal(ctx, req, reply);
    if (refusal) return refusal;
    const phone = checkPhone(b.telephone, b.phoneMd5);
    const smsCode = await latestUsableCode(ctx, phone, smsType(b.type));
    if (!smsCode) fail(ACCOUNT_MSG.smsNoneForLookup);
    return { code: 200, msg: '', smsCode };
  });
}
