import type { Db } from '../../src/platform/db';

/**
 * What "the database did not change" means for the fuzz suite: a digest of every business table.
 * Counters that a refused request is meant to move are left out (a wrong password or SMS code is
 * counted before it is refused; rate-limit windows count every request).
 */
const TABLES: Record<string, string> = {
  users: 'user_id, phone, user_name, password_hash, inheritor, created_at',
  user_roles: 'user_id, role',
  sessions: 'token_hash, user_id, created_at, expires_at',
  sms_codes: 'id, phone, type, code, created_at, expires_at, used_at',
  wx_identities: 'identity_id, openid, nickname, user_id',
  wx_codes: 'code, identity_id, consumed_at',
  invitations: '*',
  doctors: '*',
  uploads: '*',
  delivery_addresses: '*',
  site_settings: '*',
  notices: '*',
  carousel_items: '*',
  articles: '*',
  patients: '*',
  visit_kinds: '*',
  visit_records: '*',
  payments: '*',
  visit_replacements: '*',
};

const digestSql = `SELECT ${Object.entries(TABLES)
  .map(([t, cols]) => `(SELECT '${t}:' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT ${cols} FROM ${t}) x)`)
  .join(` || ' ' || `)} AS digest`;

export async function databaseDigest(db: Db): Promise<string> {
  const [row] = await db.query<{ digest: string }>(digestSql);
  return row.digest;
}

/** One user's own rows: what nobody else may see or change. */
export async function userDigest(db: Db, userId: number): Promise<string> {
  const [row] = await db.query<{ digest: string }>(
    `SELECT
       (SELECT md5(coalesce(string_agg(x::text, '|'), '')) FROM (SELECT user_id, phone, user_name, password_hash, inheritor FROM users WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT * FROM user_roles WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|'), '')) FROM (SELECT * FROM doctors WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT * FROM delivery_addresses WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT * FROM uploads WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT * FROM patients WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT * FROM visit_records WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT * FROM payments WHERE user_id = $1) x) || ' ' ||
       (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (SELECT * FROM visit_replacements WHERE user_id = $1) x) || ' ' ||
       (SELECT count(*)::text FROM sessions WHERE user_id = $1) AS digest`,
    [userId],
  );
  return row.digest;
}
