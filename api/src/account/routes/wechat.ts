import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { codeField, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { ACCOUNT_MSG } from '../messages';
import { wechatBind, wechatLogin } from '../wechat/login';

/**
 * Third-party QR login (spec 1 §4.2). A code whose identity has no account yet answers 200 without
 * a token and stays usable, because the browser then brings it to /Bind together with a phone.
 */
export function wechatRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const wxCode = () => field.text('授权码', 128);
  route(app, 'POST /wechat/v1/login', { body: { wxCode: wxCode(), type: field.oneOf('登录端', ['pc']) } }, async ({ body }) => {
    const session = await wechatLogin(ctx, body.wxCode);
    return session.token ? { code: 200, msg: ACCOUNT_MSG.login, ...session } : { code: 200, msg: ACCOUNT_MSG.firstLoginBind };
  });

  const bindBody = {
    wxCode: wxCode(),
    code: codeField(),
    username: phoneField(),
    phoneMd5: phoneMd5Field(),
    type: field.oneOf('登录端', ['pc']),
  };
  route(app, 'POST /wechat/v1/bind', { body: bindBody }, async ({ body }) => ({ code: 200, msg: ACCOUNT_MSG.bound, ...(await wechatBind(ctx, body)) }));
}
