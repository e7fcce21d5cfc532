import type { FastifyInstance } from 'fastify';
import { SMS_TYPES, type SmsType } from '@tcm/shared/contract';
import type { Ctx } from '../context';
import { one } from '../db';
import { checkPhone, checkSmsPhone } from '../auth/phone';
import { fail } from '../http/errors';
import { bodyOf, queryOf, text, type Fields } from '../http/input';
import { route } from '../http/route';
import { MSG } from '../messages';
import { issueCode, latestUsableCode } from '../sms/codes';
import { findUserByPhone } from '../users/repo';

function smsType(fields: Fields): SmsType {
  const type = text(fields, 'type');
  if (!(SMS_TYPES as readonly string[]).includes(type)) fail(MSG.smsTypeInvalid);
  return type as SmsType;
}

/** Sending codes (every purpose) and, in sandbox mode only, reading them back. */
export function smsRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, 'GET /smsCode', async (req) => {
    const q = queryOf(req);
    const phone = checkSmsPhone(text(q, 'telephone'), text(q, 'phoneMd5'));
    const type = smsType(q);
    // Refuse before sending when the code could never be used, so nobody waits for a useless SMS.
    if (type === 'register' || type === 'login' || type === 'resetpwd') {
      const registered = !!(await findUserByPhone(ctx.db, phone));
      if (type === 'register' && registered) fail(MSG.phoneRegistered);
      if (type === 'login' && !registered) fail(MSG.phoneNotRegisteredLogin);
      if (type === 'resetpwd' && !registered) fail(MSG.phoneNotRegistered);
    }
    if (type === 'invite') {
      const securityNo = text(q, 'securityNo');
      const invite = securityNo
        ? await one<{ status: string }>(ctx.db, 'SELECT status FROM invitations WHERE security_no = $1 AND phone = $2', [
            securityNo,
            phone,
          ])
        : undefined;
      if (!invite) fail(MSG.inviteSecurityMismatch);
      if (invite?.status === 'confirmed') fail(MSG.inviteAlreadyConfirmed);
    }
    await issueCode(ctx, phone, type);
    return { code: 200, msg: MSG.smsSent };
  });

  if (!ctx.sandbox) return;

  route(app, 'POST /getCode', async (req) => {
    const b = bodyOf(req);
    const phone = checkPhone(text(b, 'telephone'), text(b, 'phoneMd5'));
    const smsCode = await latestUsableCode(ctx, phone, smsType(b));
    if (!smsCode) fail(MSG.smsNoneForLookup);
    return { code: 200, msg: '', smsCode };
  });
}
