import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { clearPasswordFailures, countPasswordAttempt, pauseLeftMs, pausePasswordLogin } from '../passwordPause';
import { checkPhone, codeField, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { bearerToken, createSession, endSession, requireUser } from '../../platform/http/sessions';
import { fail, TooMany, Unauthorized } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { hashPassword, verifyPassword } from '../../platform/lib/passwords';
import { sha256 } from '../../platform/lib/random';
import { addMs, MINUTE } from '../../platform/lib/time';
import { ACCOUNT_MSG } from '../messages';
import { PLATFORM_MSG } from '../../platform/messages';
import { checkCode } from '../../platform/sms/codes';
import { findUserByPhone, userInfo } from '../users';
import { PASSWORD_MIN } from '@tcm/shared/validators';

/**
 * Checked when the phone has no password to check, so that an unknown phone takes as long to
 * refuse as a wrong password (the time must not tell which phones are registered).
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

/** A pause of password login (HTTP 429): the client's on this account, or the account's own. */
const paused = (ms: number) => new TooMany(PLATFORM_MSG.passwordLocked(Math.ceil(ms / MINUTE)), ms);

/** Login (SMS or password), the account call and logout (spec 1 §4.1–4.2, §7). */
export function loginRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const loginBody = {
    username: phoneField(),
    phoneMd5: phoneMd5Field(),
    type: field.oneOf('登录方式', ['sms', 'pwd']),
    code: codeField(),
    password: field.secret('密码'),
  };
  route(app, 'POST /login', { body: loginBody }, async ({ body: b }, req) => {
    const phone = checkPhone(b.username, b.phoneMd5);
    const type = b.type;
    if (type !== 'sms' && type !== 'pwd') return fail(ACCOUNT_MSG.loginTypeInvalid);
    const user = await findUserByPhone(ctx.db, phone);
    const now = ctx.now();

    if (type === 'sms') {
      const code = b.code;
      if (!code) fail(PLATFORM_MSG.codeRequired);
      // The next answer tells whether the phone is registered: the client's lookup budget first.
      await ctx.limits.lookup(req);
      if (!user) return fail(ACCOUNT_MSG.phoneNotRegisteredLogin);
      const spend = await checkCode(ctx, phone, 'login', code);
      const token = await spend((tx, at) => createSession(tx, user.user_id, at));
      return { code: 200, msg: ACCOUNT_MSG.login, token, pwdNotSet: user.password_hash ? 1 : 0 };
    }

    const password = b.password;
    if (!password) fail(ACCOUNT_MSG.passwordRequired);
    if (password.length < PASSWORD_MIN) fail(ACCOUNT_MSG.loginPasswordTooShort);
    const { passwordFailuresPerAccount, passwordLockMinutes } = ctx.limits.config;
    const lockMs = passwordLockMinutes * MINUTE;

    // 1. This client's gates (api/README.md "Password login"): its pause on this account after 5
    //    wrong passwords in a row, and its growing wait after 10 failed logins on any accounts. The
    //    attempt counts as a failure of both until it succeeds. A stranger's guesses pause the
    //    stranger, not the account's owner logging in from elsewhere.
    const gate = await ctx.limits.passwordAttempt(req, phone);
    if (!user?.password_hash) {
      await verifyPassword(password, await decoy());
      // An unknown phone is refused exactly like a wrong password, pause included.
      if (!user && gate.pausesIfWrong) throw paused(lockMs);
      return fail(user ? ACCOUNT_MSG.noPasswordYet : ACCOUNT_MSG.wrongCredentials);
    }
    // 2. The account's own pause, against guesses spread over many addresses: 20 wrong passwords
    //    in a row from anyone pause its password login (SMS login still works). Counted before the
    //    check, in one statement, so parallel guesses cannot all be checked. No row: paused (or
    //    that many in flight).
    const failures = await countPasswordAttempt(ctx.db, user.user_id, now, passwordFailuresPerAccount);
    if (failures === undefined) {
      await gate.notChecked();
      const left = await pauseLeftMs(ctx.db, user.user_id, now);
      throw paused(left > 0 ? left : lockMs);
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      if (failures >= passwordFailuresPerAccount) {
        await pausePasswordLogin(ctx.db, user.user_id, addMs(now, lockMs));
        throw paused(lockMs);
      }
      if (gate.pausesIfWrong) throw paused(lockMs);
      return fail(ACCOUNT_MSG.wrongCredentials);
    }
    const token = await ctx.db.transaction(async (tx) => {
      await clearPasswordFailures(tx, user.user_id);
      return createSession(tx, user.user_id, now);
    });
    await gate.succeeded();
    return { code: 200, msg: ACCOUNT_MSG.login, token, pwdNotSet: 1 };
  });

  route(app, 'GET /getInfo', {}, async (_input, req) => {
    const me = await requireUser(ctx, req);
    const info = await userInfo(ctx.db, me.userId);
    if (!info) throw new Unauthorized();
    return { code: 200, msg: '', ...info };
  });

  // Idempotent: logging out with a stale or missing token still ends the browser session cleanly.
  route(app, 'POST /logout', {}, async (_input, req) => {
    const token = bearerToken(req);
    if (token) await endSession(ctx.db, sha256(token));
    return { code: 200, msg: ACCOUNT_MSG.logout };
  });
}
