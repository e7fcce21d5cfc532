import type { UserInfo } from '@tcm/shared/contract';
import { hasServiceEntryRight } from '@tcm/shared/rules';
import { one, type Queryable } from '../platform/db';
import { Unauthorized } from '../platform/http/errors';
import { doctors } from './ports';

export interface UserRow {
  user_id: number;
  phone: string;
  user_name: string;
  password_hash: string | null;
  inheritor: 'Y' | 'N';
  failed_logins: number;
  locked_until: Date | null;
}

/** Role key of a user with no other role (spec 1 §6 "otherwise: ordinary user"). */
export const COMMON_ROLE = 'common';

export const findUserByPhone = (q: Queryable, phone: string) => one<UserRow>(q, 'SELECT * FROM users WHERE phone = $1', [phone]);

export const findUserById = (q: Queryable, userId: number) => one<UserRow>(q, 'SELECT * FROM users WHERE user_id = $1', [userId]);

/** Name for accounts created from a phone alone (SMS, third-party bind), e.g. 用户5678. */
export const defaultUserName = (phone: string) => `用户${phone.slice(-4)}`;

export async function createUser(
  q: Queryable,
  u: { phone: string; userName: string; passwordHash?: string | null; roles?: string[]; inheritor?: 'Y' | 'N'; now: Date },
): Promise<number> {
  const [row] = await q.query<{ user_id: number }>(
    `INSERT INTO users (phone, user_name, password_hash, inheritor, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING user_id`,
    [u.phone, u.userName, u.passwordHash ?? null, u.inheritor ?? 'N', u.now],
  );
  for (const role of u.roles?.length ? u.roles : [COMMON_ROLE]) await addRole(q, row.user_id, role);
  return row.user_id;
}

/** Grants a role; any real role replaces the ordinary-user marker. */
export async function addRole(q: Queryable, userId: number, role: string): Promise<void> {
  await q.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, role]);
  if (role !== COMMON_ROLE) await q.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [userId, COMMON_ROLE]);
}

export async function rolesOf(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ role: string }>('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role', [userId]);
  return rows.length ? rows.map((r) => r.role) : [COMMON_ROLE];
}

/** GET /getInfo: the account call's payload; the prescription flag is reading A of the prescribing rules. An account gone under its session answers 401. */
export async function userInfo(q: Queryable, userId: number): Promise<UserInfo> {
  const user = await findUserById(q, userId);
  if (!user) throw new Unauthorized();
  const roles = await rolesOf(q, userId);
  const doctor = await doctors().doctorOf(q, userId);
  return {
    user: { userId: user.user_id, userName: user.user_name, phonenumber: user.phone },
    roles,
    doctor,
    inheritor: user.inheritor === 'Y' ? 'Y' : 'N',
    prescription: hasServiceEntryRight({ roles, doctor }) ? 'Y' : 'N',
  };
}

/** A new password proven by SMS: it also clears the account's password pause (passwordPause.ts). */
export async function resetPassword(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, failed_logins = 0, locked_until = NULL WHERE user_id = $1', [userId, passwordHash]);
}

/** The first password of an account that has none; false when one was set meanwhile (nothing changes). */
export async function setFirstPassword(q: Queryable, userId: number, passwordHash: string): Promise<boolean> {
  const rows = await q.query('UPDATE users SET password_hash = $2 WHERE user_id = $1 AND password_hash IS NULL RETURNING user_id', [userId, passwordHash]);
  return rows.length > 0;
}
