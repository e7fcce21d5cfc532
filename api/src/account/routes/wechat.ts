import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { codeField, phoneAndCode, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { createSession } from '../../platform/http/sessions';
import { BizError, fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { ACCOUNT_MSG } from '../messages';
import { checkCode } from '../../platform/sms/codes';
import { createUser, defaultUserName, findUserById, findUserByPhone } from '../users';
import { consumeWxCode, usableWxCode } from '../wechat/codes';
import { bindWxIdentity, hasWxIdentity } from '../wechat/identities';

/**
 * Third-party QR login (spec 1 §4.2). A code whose identity has no account yet answers 200 without
 * a token and stays usable, because the browser then brings it to /Bind together with a phone.
 */
export function wechatRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const wxCode = () => field.text('授权码', 128);
  route(app, 'POST /wechat/v1/login', { body: { wxCode: wxCode(), type: field.oneOf('登录端', ['pc']) } }, async ({ body }) => {
    const wx = await usableWxCode(ctx, body.wxCode);
    if (!wx.user_id) return { code: 200, msg: ACCOUNT_MSG.firstLoginBind };
    const user = await findUserById(ctx.db, wx.user_id);
    if (!user) return { code: 200, msg: ACCOUNT_MSG.firstLoginBind };
    const now = ctx.now();
    const token = await ctx.db.transaction(async (tx) => {
      if (!(await consumeWxCode(tx, wx.code, now))) throw new BizError(ACCOUNT_MSG.wxCodeUsed);
      return createSession(tx, user.user_id, now);
    });
    return { code: 200, msg: ACCOUNT_MSG.login, token, pwdNotSet: user.password_hash ? 1 : 0 };
  });

  const bindBody = {
    wxCode: wxCode(),
    code: codeField(),
    username: phoneField(),
    phoneMd5: phoneMd5Field(),
    type: field.oneOf('登录端', ['pc']),
  };
  route(app, 'POST /wechat/v1/bind', { body: bindBody }, async ({ body: b }) => {
    const { phone, code } = phoneAndCode(b.username, b.phoneMd5, b.code);
    const wx = await usableWxCode(ctx, b.wxCode);
    const existing = await findUserByPhone(ctx.db, phone);
    if (wx.user_id && wx.user_id !== existing?.user_id) fail(ACCOUNT_MSG.wxIdentityBoundElsewhere);
    if (existing && !wx.user_id && (await hasWxIdentity(ctx.db, existing.user_id))) fail(ACCOUNT_MSG.phoneBoundOtherWx);
    const spend = await checkCode(ctx, phone, 'wxbind', code);

    const result = await spend(async (tx, now) => {
      if (!(await consumeWxCode(tx, wx.code, now))) throw new BizError(ACCOUNT_MSG.wxCodeUsed);
      // An unknown phone becomes an account without password: pwdNotSet 0 leads to /SetPassword.
      const user = (await findUserByPhone(tx, phone)) ?? (await findUserById(tx, await createUser(tx, { phone, userName: defaultUserName(phone), now })));
      if (!user) throw new Error('user vanished during bind');
      await bindWxIdentity(tx, wx.identity_id, user.user_id);
      return { token: await createSession(tx, user.user_id, now), pwdNotSet: user.password_hash ? 1 : 0 };
    });
    return { code: 200, msg: ACCOUNT_MSG.bound, ...result };
  });
}
