import type { FastifyInstance } from 'fastify';
import { PUBLIC_SMS_TYPES, SMS_TYPES } from '@tcm/shared/contract';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { operatorRefusal } from '../../platform/http/operatorBoundary';
import { phoneField, phoneMd5Field } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { PLATFORM_MSG } from '../../platform/messages';
import { requestSmsCode, sandboxCode } from '../smsRequests';

/** Sending codes (every purpose) and, in sandbox mode only, reading them back. */
export function smsRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const smsQuery = {
    telephone: phoneField(),
    phoneMd5: phoneMd5Field(),
    type: field.oneOf('验证码类型', PUBLIC_SMS_TYPES),
    securityNo: field.text('邀请校验码', 64),
  };
  route(app, 'GET /smsCode', { query: smsQuery }, async ({ query }, req) => {
    await requestSmsCode(ctx, ctx.limits.client(req), query);
    return { code: 200, msg: PLATFORM_MSG.smsSent };
  });

  if (!ctx.sandbox) return;

  // Every live code of every phone: only for this machine or the operator token (platform/http/operatorBoundary.ts).
  const getCodeBody = { telephone: phoneField(), phoneMd5: phoneMd5Field(), type: field.oneOf('验证码类型', SMS_TYPES) };
  route(app, 'POST /getCode', { body: getCodeBody }, async ({ body }, req, reply) => {
    const refusal = operatorRefusal(ctx, req, reply);
    if (refusal) return refusal;
    return { code: 200, msg: '', smsCode: await sandboxCode(ctx, body) };
  });
}
