import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { codeField, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { PLATFORM_MSG } from '../../platform/messages';
import { ACCOUNT_MSG } from '../messages';
import { chooseFirstPassword, register, resetForgottenPassword } from '../passwords';

/** Registration, password reset by SMS and first password after an SMS/third-party sign-up (spec 1 §2.7). */
export function passwordRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const codeForm = { username: phoneField(), phoneMd5: phoneMd5Field(), code: codeField(), password: field.secret('密码') };
  route(app, 'POST /register', { body: codeForm }, async ({ body }, req) => {
    await register(ctx, ctx.limits.client(req), body);
    return { code: 200, msg: ACCOUNT_MSG.registered };
  });

  route(app, 'POST /resetPwd', { body: codeForm }, async ({ body }, req) => {
    await resetForgottenPassword(ctx, ctx.limits.client(req), body);
    return { code: 200, msg: PLATFORM_MSG.modified };
  });

  route(app, 'POST /setPwd', { body: { password: field.secret('密码') } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    await chooseFirstPassword(ctx, me.userId, body.password);
    return { code: 200, msg: ACCOUNT_MSG.passwordSet };
  });
}
