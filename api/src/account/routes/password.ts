import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { checkNewPassword } from '../passwordRules';
import { codeField, phoneAndCode, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { endUserSessions, requireUser } from '../../platform/http/sessions';
import { BizError, fail, Unauthorized } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { hashPassword } from '../../platform/lib/passwords';
import { ACCOUNT_MSG } from '../messages';
import { PLATFORM_MSG } from '../../platform/messages';
import { checkCode } from '../../platform/sms/codes';
import { createUser, defaultUserName, findUserById, findUserByPhone, resetPassword, setFirstPassword } from '../users';

/** Registration, password reset by SMS and first password after an SMS/third-party sign-up (spec 1 §2.7). */
export function passwordRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const codeForm = { username: phoneField(), phoneMd5: phoneMd5Field(), code: codeField(), password: field.secret('密码') };
  route(app, 'POST /register', { body: codeForm }, async ({ body: b }, req) => {
    const { phone, code } = phoneAndCode(b.username, b.phoneMd5, b.code);
    const password = checkNewPassword(b.password);
    // Whether the phone is registered is told before the code is checked: a lookup of the client's budget.
    await ctx.limits.lookup(req);
    if (await findUserByPhone(ctx.db, phone)) fail(ACCOUNT_MSG.phoneRegistered);
    const spend = await checkCode(ctx, phone, 'register', code);
    const passwordHash = await hashPassword(password);
    await spend(async (tx, now) => {
      // Two concurrent registrations: the unique phone makes the loser fail here, not create a twin.
      if (await findUserByPhone(tx, phone)) throw new BizError(ACCOUNT_MSG.phoneRegistered);
      await createUser(tx, { phone, userName: defaultUserName(phone), passwordHash, now });
    });
    return { code: 200, msg: ACCOUNT_MSG.registered };
  });

  route(app, 'POST /resetPwd', { body: codeForm }, async ({ body: b }, req) => {
    const { phone, code } = phoneAndCode(b.username, b.phoneMd5, b.code);
    const password = checkNewPassword(b.password);
    await ctx.limits.lookup(req);
    const user = await findUserByPhone(ctx.db, phone);
    if (!user) return fail(ACCOUNT_MSG.phoneNotRegistered);
    const spend = await checkCode(ctx, phone, 'resetpwd', code);
    const passwordHash = await hashPassword(password);
    await spend(async (tx) => {
      await resetPassword(tx, user.user_id, passwordHash);
      // Whoever knew the old password must not keep a session.
      await endUserSessions(tx, user.user_id);
    });
    return { code: 200, msg: PLATFORM_MSG.modified };
  });

  route(app, 'POST /setPwd', { body: { password: field.secret('密码') } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const password = checkNewPassword(body.password);
    const user = await findUserById(ctx.db, me.userId);
    if (!user) throw new Unauthorized();
    // Only the first password: changing an existing one needs proof of the phone (resetPwd), not just a session.
    if (user.password_hash) fail(ACCOUNT_MSG.passwordAlreadySet);
    const passwordHash = await hashPassword(password);
    if (!(await setFirstPassword(ctx.db, me.userId, passwordHash))) fail(ACCOUNT_MSG.passwordAlreadySet);
    return { code: 200, msg: ACCOUNT_MSG.passwordSet };
  });
}
