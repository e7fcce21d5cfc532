import type { PlatformCtx } from '../platform/context';
import { BizError, fail, Unauthorized } from '../platform/http/errors';
import { endUserSessions } from '../platform/http/sessions';
import { hashPassword } from '../platform/lib/passwords';
import { checkCode } from '../platform/sms/codes';
import { ACCOUNT_MSG } from './messages';
import { checkNewPassword, phoneAndCode } from './credentials';
import { createUser, defaultUserName, findUserById, findUserByPhone, resetPassword, setFirstPassword } from './users';

/** A form confirmed by an SMS code: register, reset (spec 1 §2.7), as the input layer read it. */
export interface CodeForm {
  username: string;
  phoneMd5: string;
  code: string;
  password: string;
}

/** Registration by SMS code: the phone must be new; the code is spent with the account's creation. */
export async function register(ctx: PlatformCtx, client: string, b: CodeForm): Promise<void> {
  const { phone, code } = phoneAndCode(b.username, b.phoneMd5, b.code);
  const password = checkNewPassword(b.password);
  // Whether the phone is registered is told before the code is checked: a lookup of the client's budget.
  await ctx.limits.lookup(client);
  if (await findUserByPhone(ctx.db, phone)) fail(ACCOUNT_MSG.phoneRegistered);
  const spend = await checkCode(ctx, phone, 'register', code);
  const passwordHash = await hashPassword(password);
  await spend(async (tx, now) => {
    // Two concurrent registrations: the unique phone makes the loser fail here, not create a twin.
    if (await findUserByPhone(tx, phone)) throw new BizError(ACCOUNT_MSG.phoneRegistered);
    await createUser(tx, { phone, userName: defaultUserName(phone), passwordHash, now });
  });
}

/** A forgotten password, reset by SMS code: every session of the account ends (whoever knew the old one). */
export async function resetForgottenPassword(ctx: PlatformCtx, client: string, b: CodeForm): Promise<void> {
  const { phone, code } = phoneAndCode(b.username, b.phoneMd5, b.code);
  const password = checkNewPassword(b.password);
  await ctx.limits.lookup(client);
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) return fail(ACCOUNT_MSG.phoneNotRegistered);
  const spend = await checkCode(ctx, phone, 'resetpwd', code);
  const passwordHash = await hashPassword(password);
  await spend(async (tx) => {
    await resetPassword(tx, user.user_id, passwordHash);
    await endUserSessions(tx, user.user_id);
  });
}

/**
 * The first password of an account made from a phone alone (SMS login, WeChat bind). Only the first:
 * changing an existing one needs proof of the phone (resetForgottenPassword), not just a session.
 */
export async function chooseFirstPassword(ctx: PlatformCtx, userId: number, chosen: string): Promise<void> {
  const password = checkNewPassword(chosen);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Unauthorized();
  if (user.password_hash) fail(ACCOUNT_MSG.passwordAlreadySet);
  const passwordHash = await hashPassword(password);
  if (!(await setFirstPassword(ctx.db, userId, passwordHash))) fail(ACCOUNT_MSG.passwordAlreadySet);
}
