import type { PlatformCtx } from '../platform/context';
import { fail, TooMany } from '../platform/http/errors';
import { createSession } from '../platform/http/sessions';
import { hashPassword, verifyPassword } from '../platform/lib/passwords';
import { addMs, MINUTE } from '../platform/lib/time';
import { PLATFORM_MSG } from '../platform/messages';
import { checkCode } from '../platform/sms/codes';
import { checkLoginSecret, checkPhone } from './credentials';
import { ACCOUNT_MSG } from './messages';
import { clearPasswordFailures, countPasswordAttempt, pauseLeftMs, pausePasswordLogin } from './passwordPause';
import { findUserByPhone, type UserRow } from './users';

/** POST /login as the input layer read it (spec 1 §4.1, §7). */
export interface LoginInput {
  username: string;
  phoneMd5: string;
  type: string;
  code: string;
  password: string;
}

/** A session for the browser, and whether the account still has no password (→ /SetPassword). */
export interface LoggedIn {
  token: string;
  pwdNotSet: 0 | 1;
}

/**
 * Checked when the phone has no password to check, so that an unknown phone takes as long to
 * refuse as a wrong password (the time must not tell which phones are registered).
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

/** A pause of password login (HTTP 429): the client's on this account, or the account's own. */
const paused = (ms: number) => new TooMany(PLATFORM_MSG.passwordLocked(Math.ceil(ms / MINUTE)), ms);

/** Login by SMS code or by password, for `client` (its abuse limits: platform/limits). */
export async function login(ctx: PlatformCtx, client: string, b: LoginInput): Promise<LoggedIn> {
  const phone = checkPhone(b.username, b.phoneMd5);
  if (b.type !== 'sms' && b.type !== 'pwd') return fail(ACCOUNT_MSG.loginTypeInvalid);
  checkLoginSecret(phone, b.type, b);
  const user = await findUserByPhone(ctx.db, phone);
  const now = ctx.now();
  return b.type === 'sms' ? smsLogin(ctx, client, phone, user, b.code) : passwordLogin(ctx, client, phone, user, b.password, now);
}

async function smsLogin(ctx: PlatformCtx, client: string, phone: string, user: UserRow | undefined, code: string): Promise<LoggedIn> {
  // The next answer tells whether the phone is registered: the client's lookup budget first.
  await ctx.limits.lookup(client);
  if (!user) return fail(ACCOUNT_MSG.phoneNotRegisteredLogin);
  const spend = await checkCode(ctx, phone, 'login', code);
  const token = await spend((tx, at) => createSession(tx, user.user_id, at));
  return { token, pwdNotSet: user.password_hash ? 1 : 0 };
}

/**
 * Password login with its pauses (api/README.md "Password login"):
 *
 * 1. This client's gates: its pause on this account after 5 wrong passwords in a row, and its
 *    growing wait after 10 failed logins on any accounts. The attempt counts as a failure of both
 *    until it succeeds. A stranger's guesses pause the stranger, not the account's owner logging in
 *    from elsewhere.
 * 2. The account's own pause, against guesses spread over many addresses: 20 wrong passwords in a
 *    row from anyone pause its password login (SMS login still works). Counted before the check, in
 *    one statement, so parallel guesses cannot all be checked (passwordPause.ts).
 */
async function passwordLogin(ctx: PlatformCtx, client: string, phone: string, user: UserRow | undefined, password: string, now: Date): Promise<LoggedIn> {
  const { passwordFailuresPerAccount, passwordLockMinutes } = ctx.limits.config;
  const lockMs = passwordLockMinutes * MINUTE;

  const gate = await ctx.limits.passwordAttempt(client, phone);
  if (!user?.password_hash) {
    await verifyPassword(password, await decoy());
    // An unknown phone is refused exactly like a wrong password, pause included.
    if (!user && gate.pausesIfWrong) throw paused(lockMs);
    return fail(user ? ACCOUNT_MSG.noPasswordYet : ACCOUNT_MSG.wrongCredentials);
  }
  // No row: the account is paused (or that many attempts are in flight).
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
  return { token, pwdNotSet: 1 };
}
