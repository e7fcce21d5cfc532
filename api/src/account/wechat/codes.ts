import type { PlatformCtx } from '../../platform/context';
import { one, type Queryable } from '../../platform/db';
import { fail } from '../../platform/http/errors';
import { randomHex, randomToken } from '../../platform/lib/random';
import { addMs, MINUTE } from '../../platform/lib/time';
import { ACCOUNT_MSG } from '../messages';

export const WX_CODE_TTL_MS = 5 * MINUTE;

/** The third-party identity '以已绑定的测试用户确认' logs in as (the seed binds it to the ordinary demo user). */
export const SANDBOX_BOUND_OPENID = 'sandbox-bound-demo-user';

export interface WxCodeRow {
  code: string;
  identity_id: number;
  expires_at: Date;
  consumed_at: Date | null;
  user_id: number | null;
}

/** The provider's side of a scan: an authorisation code for one identity, valid 5 minutes. */
export async function issueWxCode(ctx: PlatformCtx, identityId: number): Promise<string> {
  const code = randomToken(24);
  const now = ctx.now();
  await ctx.db.query('INSERT INTO wx_codes (code, identity_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    code,
    identityId,
    now,
    addMs(now, WX_CODE_TTL_MS),
  ]);
  return code;
}

/** A fresh third-party identity, as when a WeChat user never seen before scans. */
export async function newSandboxIdentity(ctx: PlatformCtx): Promise<number> {
  const openid = `sandbox-${randomHex(12)}`;
  const [row] = await ctx.db.query<{ identity_id: number }>(
    'INSERT INTO wx_identities (openid, nickname, created_at) VALUES ($1, $2, $3) RETURNING identity_id',
    [openid, `测试微信用户${openid.slice(-4)}`, ctx.now()],
  );
  return row.identity_id;
}

export async function boundSandboxIdentity(ctx: PlatformCtx): Promise<number | undefined> {
  return (await one<{ identity_id: number }>(ctx.db, 'SELECT identity_id FROM wx_identities WHERE openid = $1', [SANDBOX_BOUND_OPENID]))?.identity_id;
}

/** A code that can still be exchanged (not expired, not consumed), with the identity's bound user. */
export async function usableWxCode(ctx: PlatformCtx, code: string): Promise<WxCodeRow> {
  if (!code) return fail(ACCOUNT_MSG.wxCodeRequired);
  const row = await one<WxCodeRow>(
    ctx.db,
    `SELECT c.code, c.identity_id, c.expires_at, c.consumed_at, i.user_id
       FROM wx_codes c JOIN wx_identities i ON i.identity_id = c.identity_id WHERE c.code = $1`,
    [code],
  );
  if (!row) return fail(ACCOUNT_MSG.wxCodeInvalid);
  if (row.consumed_at) return fail(ACCOUNT_MSG.wxCodeUsed);
  if (new Date(row.expires_at).getTime() <= ctx.now().getTime()) return fail(ACCOUNT_MSG.wxCodeExpired);
  return row;
}

/** One exchange per code; a concurrent second exchange loses. */
export async function consumeWxCode(q: Queryable, code: string, now: Date): Promise<boolean> {
  const rows = await q.query('UPDATE wx_codes SET consumed_at = $2 WHERE code = $1 AND consumed_at IS NULL RETURNING code', [code, now]);
  return rows.length > 0;
}
