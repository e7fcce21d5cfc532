import type { SmsType } from '@tcm/shared/contract';
import { SMS_CODE_LENGTH } from '@tcm/shared/validators';
import type { PlatformCtx } from '../context';
import { one, type Queryable, type Tx } from '../db';
import { BizError, fail } from '../http/errors';
import { randomDigits } from '../lib/random';
import { DEFAULT_LIMITS } from '../limits/config';
import { addMs, chinaDayStart, MINUTE, SECOND } from '../lib/time';
import { PLATFORM_MSG } from '../messages';

export const SMS_CODE_TTL_MS = 5 * MINUTE;
/** The default per-phone limits; the app's are ctx.limits.config (smsResendSeconds, smsPerPhonePerDay). */
export const SMS_RESEND_MS = DEFAULT_LIMITS.smsResendSeconds * SECOND;
export const SMS_DAILY_CAP = DEFAULT_LIMITS.smsPerPhonePerDay;
/** Entries allowed against one code before it is burnt (a 6-digit code must not be brute-forced). */
export const SMS_MAX_ATTEMPTS = 5;

interface CodeRow {
  id: number;
  code: string;
  expires_at: Date;
  used_at: Date | null;
  attempts: number;
}

/** Advisory lock namespace of SMS sends (the key within it is derived from the phone). */
const SMS_LOCK = 71_521_773;
/** A 32-bit lock key per phone; two phones sharing one only wait for each other. */
const phoneLockKey = (phone: string) => Number(phone.slice(-9));

/**
 * Creates, stores and sends a code, enforcing the phone's limits (one code per purpose per 60 s,
 * 10 a day) and then the hourly budget of the `client` asking (ctx.limits).
 * Check and insert happen in one transaction under a per-phone lock: otherwise two requests at the
 * same moment would both find no recent code and both send (a double click, or a script).
 */
export async function issueCode(ctx: PlatformCtx, phone: string, type: SmsType, client: string): Promise<number> {
  const now = ctx.now();
  const { smsResendSeconds, smsPerPhonePerDay } = ctx.limits.config;
  const code = randomDigits(SMS_CODE_LENGTH);
  const id = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [SMS_LOCK, phoneLockKey(phone)]);
    const recent = await one<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1 AND type = $2 AND created_at > $3', [
      phone,
      type,
      addMs(now, -smsResendSeconds * SECOND),
    ]);
    if (recent && recent.n > 0) fail(PLATFORM_MSG.smsResendWait(smsResendSeconds));
    const today = await one<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1 AND created_at >= $2', [phone, chinaDayStart(now)]);
    if (today && today.n >= smsPerPhonePerDay) fail(PLATFORM_MSG.smsDailyCap);
    // The client's budget last: a code the phone's limits refuse costs the client nothing.
    await ctx.limits.smsSend(tx, client, now);
    const [row] = await tx.query<{ id: number }>('INSERT INTO sms_codes (phone, type, code, created_at, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
      phone,
      type,
      code,
      now,
      addMs(now, SMS_CODE_TTL_MS),
    ]);
    return row.id;
  });
  // Sent after the commit: a slow gateway must not hold the lock (or, on PGlite, the only connection).
  try {
    await ctx.sms.sendCode(phone, type, code);
  } catch (error) {
    // A code that never left must not count against the user's resend lock or daily cap.
    await ctx.db.query('DELETE FROM sms_codes WHERE id = $1', [id]);
    throw error;
  }
  return id;
}

/** The latest code sent to phone+type: sending a new code retires the older ones. */
const latestCode = (q: Queryable, phone: string, type: SmsType) =>
  one<CodeRow>(
    q,
    `SELECT id, code, expires_at, used_at, attempts FROM sms_codes
      WHERE phone = $1 AND type = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone, type],
  );

/** Why this code cannot be entered now, or undefined when it can. One rule for the check and the sandbox lookup. */
function whyUnusable(row: CodeRow | undefined, now: Date): string | undefined {
  if (!row) return PLATFORM_MSG.smsNotRequested;
  if (row.used_at) return PLATFORM_MSG.smsUsed;
  if (row.attempts >= SMS_MAX_ATTEMPTS) return PLATFORM_MSG.smsTooManyAttempts;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return PLATFORM_MSG.smsExpired;
  return undefined;
}

/**
 * The right to use a checked code once: runs `work` in one transaction that also spends the code,
 * so the code is used exactly when the work commits, and a concurrent second use of it loses.
 * `now` is the time of spending; `codeId` the code's row (issueCode's answer), for work that must
 * know which sending the code came from (the cashier's payment).
 */
export type SpendCode = <T>(work: (tx: Tx, now: Date, codeId: number) => Promise<T>) => Promise<T>;

/**
 * Checks `code` against the latest code sent to phone+type and returns the right to spend it.
 * Callers do what must not hold the database (hashing a password) between the check and spending.
 *
 * A wrong entry is counted in the same statement that compares it, outside any transaction (so it
 * sticks): guesses sent in parallel cannot all be compared before the first is counted, so no code
 * is ever compared wrongly more than SMS_MAX_ATTEMPTS times. A right entry is never counted as a
 * try (issue 20 §7: thirty parallel confirms of the right code used to burn it as 验证码错误次数过多);
 * when parallel entries of the right code race, the one that spends it wins and the others are
 * told the code was used (the caller may know better: its work was done by the winner).
 */
export async function checkCode(ctx: PlatformCtx, phone: string, type: SmsType, code: string): Promise<SpendCode> {
  const latest = await latestCode(ctx.db, phone, type);
  const problem = whyUnusable(latest, ctx.now());
  if (problem || !latest) return fail(problem ?? PLATFORM_MSG.smsNotRequested);
  const compared = await one<{ attempts: number; right: boolean }>(
    ctx.db,
    `UPDATE sms_codes SET attempts = attempts + CASE WHEN code = $3 THEN 0 ELSE 1 END
      WHERE id = $1 AND attempts < $2 AND used_at IS NULL RETURNING attempts, code = $3 AS right`,
    [latest.id, SMS_MAX_ATTEMPTS, code],
  );
  if (!compared) {
    // Spent or burnt since it was read: say which.
    const current = await one<CodeRow>(ctx.db, 'SELECT id, code, expires_at, used_at, attempts FROM sms_codes WHERE id = $1', [latest.id]);
    return fail(whyUnusable(current, ctx.now()) ?? PLATFORM_MSG.smsUsed);
  }
  if (!compared.right) return fail(compared.attempts >= SMS_MAX_ATTEMPTS ? PLATFORM_MSG.smsTooManyAttempts : PLATFORM_MSG.smsWrong);
  return (work) => {
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const used = await tx.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [latest.id, now]);
      if (used.length === 0) throw new BizError(PLATFORM_MSG.smsUsed);
      return work(tx, now, latest.id);
    });
  };
}

/** Sandbox lookup for the debug page: the code checkCode would accept now, if any. */
export async function latestUsableCode(ctx: PlatformCtx, phone: string, type: SmsType): Promise<string | undefined> {
  const latest = await latestCode(ctx.db, phone, type);
  return latest && !whyUnusable(latest, ctx.now()) ? latest.code : undefined;
}
