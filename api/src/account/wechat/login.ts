import type { PlatformCtx } from '../../platform/context';
import { BizError, fail } from '../../platform/http/errors';
import { createSession } from '../../platform/http/sessions';
import { checkCode } from '../../platform/sms/codes';
import { phoneAndCode } from '../credentials';
import { ACCOUNT_MSG } from '../messages';
import { createUser, defaultUserName, findUserById, findUserByPhone } from '../users';
import { consumeWxCode, usableWxCode } from './codes';
import { bindWxIdentity, hasWxIdentity } from './identities';

/** A session, or none yet: the identity has no account, and the browser brings the code to /Bind with a phone. */
export type WechatLogin = { token: string; pwdNotSet: 0 | 1 } | { token?: undefined };

/**
 * Third-party QR login (spec 1 §4.2): a code whose identity has an account logs it in, once. A code
 * whose identity has none answers without a token and stays usable for the bind.
 */
export async function wechatLogin(ctx: PlatformCtx, wxCode: string): Promise<WechatLogin> {
  const wx = await usableWxCode(ctx, wxCode);
  if (!wx.user_id) return {};
  const user = await findUserById(ctx.db, wx.user_id);
  if (!user) return {};
  const now = ctx.now();
  const token = await ctx.db.transaction(async (tx) => {
    if (!(await consumeWxCode(tx, wx.code, now))) throw new BizError(ACCOUNT_MSG.wxCodeUsed);
    return createSession(tx, user.user_id, now);
  });
  return { token, pwdNotSet: user.password_hash ? 1 : 0 };
}

/** POST /wechat/v1/bind as the input layer read it. */
export interface BindInput {
  wxCode: string;
  code: string;
  username: string;
  phoneMd5: string;
}

/**
 * Binds the scanned identity to a phone proven by SMS and logs in: an unknown phone becomes an
 * account without password (pwdNotSet 0 leads to /SetPassword). One identity per account, one
 * account per identity; the code and the SMS code are each spent once, in the bind's transaction.
 */
export async function wechatBind(ctx: PlatformCtx, b: BindInput): Promise<{ token: string; pwdNotSet: 0 | 1 }> {
  const { phone, code } = phoneAndCode(b.username, b.phoneMd5, b.code);
  const wx = await usableWxCode(ctx, b.wxCode);
  const existing = await findUserByPhone(ctx.db, phone);
  if (wx.user_id && wx.user_id !== existing?.user_id) fail(ACCOUNT_MSG.wxIdentityBoundElsewhere);
  if (existing && !wx.user_id && (await hasWxIdentity(ctx.db, existing.user_id))) fail(ACCOUNT_MSG.phoneBoundOtherWx);
  const spend = await checkCode(ctx, phone, 'wxbind', code);
  return spend(async (tx, now) => {
    if (!(await consumeWxCode(tx, wx.code, now))) throw new BizError(ACCOUNT_MSG.wxCodeUsed);
    const user = (await findUserByPhone(tx, phone)) ?? (await findUserById(tx, await createUser(tx, { phone, userName: defaultUserName(phone), now })));
    if (!user) throw new Error('user vanished during bind');
    await bindWxIdentity(tx, wx.identity_id, user.user_id);
    return { token: await createSession(tx, user.user_id, now), pwdNotSet: user.password_hash ? 1 : 0 };
  });
}
