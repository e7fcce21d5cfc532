import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { checkPhone, codeField, phoneField, phoneMd5Field } from '../auth/phone';
import { bearerToken, createSession, endSession, requireUser } from '../auth/sessions';
import { one } from '../db';
import { fail, Unauthorized } from '../http/errors';
import { field } from '../http/input';
import { route } from '../http/route';
import { verifyPassword } from '../lib/passwords';
import { sha256 } from '../lib/random';
import { addMs, MINUTE } from '../lib/time';
import { MSG } from '../messages';
import { checkCode } from '../sms/codes';
import { findUserByPhone, userInfo } from '../users/repo';
import { PASSWORD_MIN } from '@tcm/shared/validators';

/** Wrong passwords in a row before the account's password login pauses for a while. */
export const MAX_PASSWORD_FAILURES = 5;
export const PASSWORD_LOCK_MS = 15 * MINUTE;

/** Login (SMS or password), the account call and logout (spec 1 §4.1–4.2, §7). */
export function authRoutes(app: FastifyInstance, ctx: Ctx): void {
  const loginBody = {
    username: phoneField(),
    phoneMd5: phoneMd5Field(),
    type: field.oneOf('登录方式', ['sms', 'pwd']),
    code: codeField(),
    password: field.secret('密码'),
  };
  route(app, 'POST /login', { body: loginBody }, async ({ body: b }) => {
    const phone = checkPhone(b.username, b.phoneMd5);
    const type = b.type;
    if (type !== 'sms' && type !== 'pwd') return fail(MSG.loginTypeInvalid);
    const user = await findUserByPhone(ctx.db, phone);
    const now = ctx.now();

    if (type === 'sms') {
      const code = b.code;
      if (!code) fail(MSG.codeRequired);
      if (!user) return fail(MSG.phoneNotRegisteredLogin);
      const spend = await checkCode(ctx, phone, 'login', code);
      const token = await spend((tx, at) => createSession(tx, user.user_id, at));
      return { code: 200, msg: MSG.login, token, pwdNotSet: user.password_hash ? 1 : 0 };
    }

    const password = b.password;
    if (!password) fail(MSG.passwordRequired);
    if (password.length < PASSWORD_MIN) fail(MSG.loginPasswordTooShort);
    if (!user) return fail(MSG.wrongCredentials);
    if (!user.password_hash) fail(MSG.noPasswordYet);
    // The attempt is counted as a failure before the password is checked, in one statement: guesses
    // sent in parallel cannot all be checked before the first is counted, so no more than
    // MAX_PASSWORD_FAILURES are ever checked per lock period. No row: paused (or that many in flight).
    const attempt = await one<{ failed_logins: number }>(
      ctx.db,
      `UPDATE users SET failed_logins = failed_logins + 1, locked_until = NULL
        WHERE user_id = $1 AND (locked_until IS NULL OR locked_until <= $2) AND failed_logins < $3
        RETURNING failed_logins`,
      [user.user_id, now, MAX_PASSWORD_FAILURES],
    );
    if (!attempt) return fail(MSG.tooManyPasswordFailures);
    if (!(await verifyPassword(password, user.password_hash))) {
      if (attempt.failed_logins < MAX_PASSWORD_FAILURES) fail(MSG.wrongCredentials);
      await ctx.db.query('UPDATE users SET failed_logins = 0, locked_until = $2 WHERE user_id = $1', [
        user.user_id,
        addMs(now, PASSWORD_LOCK_MS),
      ]);
      fail(MSG.tooManyPasswordFailures);
    }
    const token = await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE user_id = $1', [user.user_id]);
      return createSession(tx, user.user_id, now);
    });
    return { code: 200, msg: MSG.login, token, pwdNotSet: 1 };
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
    return { code: 200, msg: MSG.logout };
  });
}
