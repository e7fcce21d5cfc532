import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { codeField, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { bearerToken, endSession, requireUser } from '../../platform/http/sessions';
import { sha256 } from '../../platform/lib/random';
import { login } from '../login';
import { ACCOUNT_MSG } from '../messages';
import { userInfo } from '../users';

/** Login (SMS or password), the account call and logout (spec 1 §4.1–4.2, §7). */
export function loginRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const loginBody = {
    username: phoneField(),
    phoneMd5: phoneMd5Field(),
    type: field.oneOf('登录方式', ['sms', 'pwd']),
    code: codeField(),
    password: field.secret('密码'),
  };
  route(app, 'POST /login', { body: loginBody }, async ({ body }, req) => ({
    code: 200,
    msg: ACCOUNT_MSG.login,
    ...(await login(ctx, ctx.limits.client(req), body)),
  }));

  route(app, 'GET /getInfo', {}, async (_input, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', ...(await userInfo(ctx.db, me.userId)) };
  });

  // Idempotent: logging out with a stale or missing token still ends the browser session cleanly.
  route(app, 'POST /logout', {}, async (_input, req) => {
    const token = bearerToken(req);
    if (token) await endSession(ctx.db, sha256(token));
    return { code: 200, msg: ACCOUNT_MSG.logout };
  });
}
