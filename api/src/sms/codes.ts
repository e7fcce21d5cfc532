import type { SmsType } from '@tcm/shared/contract';
import { SMS_CODE_LENGTH } from '@tcm/shared/validators';
import type { Ctx } from '../context';
import { one, type Queryable } from '../db';
import { BizError, fail } from '../http/errors';
import { randomDigits } from '../lib/random';
import { addMs, chinaDayStart, MINUTE, SECOND } from '../lib/time';
import { MSG } from '../messages';

export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_RESEND_MS = 60 * SECOND;
export const SMS_DAILY_CAP = 10;
/** Wrong guesses allowed against one code before it is burnt (a 6-digit code must not be brute-forced). */
export const SMS_MAX_ATTEMPTS = 5;

interface CodeRow {
  id: number;
  code: string;
  expires_at: Date;
  used_at: Date | null;
  attempts: number;
}

/** Creates, stores and sends a code, enforcing the 60-second resend lock and the daily cap per phone. */
export async function issueCode(ctx: Ctx, phone: string, type: SmsType): Promise<void> {
  const now = ctx.now();
  const recent = await one<{ n: number }>(
    ctx.db,
    'SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1 AND type = $2 AND created_at > $3',
    [phone, type, addMs(now, -SMS_RESEND_MS)],
  );
  if (recent && recent.n > 0) fail(MSG.smsTooFrequent);
  const today = await one<{ n: number }>(
    ctx.db,
    'SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1 AND created_at >= $2',
    [phone, chinaDayStart(now)],
  );
  if (today && today.n >= SMS_DAILY_CAP) fail(MSG.smsDailyCap);

  const code = randomDigits(SMS_CODE_LENGTH);
  const [row] = await ctx.db.query<{ id: number }>(
    'INSERT INTO sms_codes (phone, type, code, created_at, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [phone, type, code, now, addMs(now, SMS_CODE_TTL_MS)],
  );
  try {
    await ctx.sms.sendCode(phone, type, code);
  } catch (error) {
    // A code that never left must not count against the user's resend lock or daily cap.
    await ctx.db.query('DELETE FROM sms_codes WHERE id = $1', [row.id]);
    throw error;
  }
}

/**
 * Checks `code` against the latest code sent to phone+type (sending a new code retires older
 * ones). Wrong guesses are counted outside any transaction so that they stick.
 * Returns the code's id; the caller consumes it with consumeCode inside its own transaction.
 */
export async function checkCode(ctx: Ctx, phone: string, type: SmsType, code: string): Promise<number> {
  const latest = await one<CodeRow>(
    ctx.db,
    `SELECT id, code, expires_at, used_at, attempts FROM sms_codes
      WHERE phone = $1 AND type = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone, type],
  );
  if (!latest) return fail(MSG.smsNotRequested);
  if (latest.used_at) return fail(MSG.smsUsed);
  if (latest.attempts >= SMS_MAX_ATTEMPTS) return fail(MSG.smsTooManyAttempts);
  if (new Date(latest.expires_at).getTime() <= ctx.now().getTime()) return fail(MSG.smsExpired);
  if (latest.code !== code) {
    await ctx.db.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [latest.id]);
    return fail(latest.attempts + 1 >= SMS_MAX_ATTEMPTS ? MSG.smsTooManyAttempts : MSG.smsWrong);
  }
  return latest.id;
}

/** Marks a checked code used; loses the race cleanly if a concurrent request used it first. */
export async function consumeCode(q: Queryable, id: number, now: Date): Promise<void> {
  const rows = await q.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, now]);
  if (rows.length === 0) throw new BizError(MSG.smsUsed);
}

/** Sandbox lookup for the debug page: the code checkCode would accept now, if any. */
export async function latestUsableCode(ctx: Ctx, phone: string, type: SmsType): Promise<string | undefined> {
  const latest = await one<CodeRow>(
    ctx.db,
    `SELECT id, code, expires_at, used_at, attempts FROM sms_codes
      WHERE phone = $1 AND type = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone, type],
  );
  const usable =
    latest &&
    !latest.used_at &&
    latest.attempts < SMS_MAX_ATTEMPTS &&
    new Date(latest.expires_at).getTime() > ctx.now().getTime();
  return usable ? latest.code : undefined;
}
