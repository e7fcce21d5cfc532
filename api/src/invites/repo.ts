import { isValidPhone } from '@tcm/shared/validators';
import type { Queryable } from '../db';
import { randomHex } from '../lib/random';

/** Roles an invitation can grant, with the name the invitation page shows. */
export const INVITE_ROLES: Record<string, string> = {
  doctor: '医生',
  level1: '一级代理',
  level2: '二级代理',
  hospital_admin: '医院管理员',
  admin: '管理员',
};

export interface NewInvitation {
  inviteId?: string;
  inviteName: string;
  phone: string;
  role: string;
  sponsor: string;
  deptName: string;
}

export interface CreatedInvitation {
  inviteId: string;
  securityNo: string;
}

/**
 * What the back office does when someone is invited. A doctor invitation also opens a doctor
 * record in status 2 (invitation awaiting confirmation) that the invitee takes over on confirming.
 */
export async function createInvitation(q: Queryable, inv: NewInvitation, now: Date): Promise<CreatedInvitation> {
  const roleName = INVITE_ROLES[inv.role];
  if (!roleName) throw new Error(`unknown role ${inv.role} (one of ${Object.keys(INVITE_ROLES).join(', ')})`);
  if (!isValidPhone(inv.phone)) throw new Error(`invalid phone ${inv.phone}`);
  if (!inv.inviteName.trim()) throw new Error('invitee name required');
  const inviteId = inv.inviteId ?? `INV-${randomHex(6).toUpperCase()}`;
  // The security number travels in the invitation link's page only; it proves the SMS request came from it.
  const securityNo = randomHex(8);
  await q.query(
    `INSERT INTO invitations (invite_id, invite_name, phone, role, role_name, sponsor, dept_name, security_no, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [inviteId, inv.inviteName.trim(), inv.phone, inv.role, roleName, inv.sponsor, inv.deptName, securityNo, now],
  );
  if (inv.role === 'doctor') {
    await q.query(
      `INSERT INTO doctors (user_id, invite_id, doctor_name, doctor_phone, status, created_at, updated_at)
       VALUES (NULL, $1, $2, $3, '2', $4, $4)`,
      [inviteId, inv.inviteName.trim(), inv.phone, now],
    );
  }
  return { inviteId, securityNo };
}
