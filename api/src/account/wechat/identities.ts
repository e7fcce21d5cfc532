import type { Queryable } from '../../platform/db';

/** Whether the account already has a WeChat identity (one identity per account: a second bind is refused). */
export async function hasWxIdentity(q: Queryable, userId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM wx_identities WHERE user_id = $1', [userId])).length > 0;
}

/** Binds a WeChat identity to an account. */
export async function bindWxIdentity(q: Queryable, identityId: number, userId: number): Promise<void> {
  await q.query('UPDATE wx_identities SET user_id = $2 WHERE identity_id = $1', [identityId, userId]);
}
