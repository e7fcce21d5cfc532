import { isValidPhone } from '@tcm/shared/validators';
import { one, type Queryable } from '../../platform/db';
import { randomHex } from '../../platform/lib/random';
import { addMs, HOUR } from '../../platform/lib/time';
import { BizError, fail } from '../../platform/http/errors';
import { ACCOUNT_MSG } from '../messages';
import { doctors } from '../ports';
import { addRole, createUser, findUserByPhone } from '../users';

/** Roles an invitation can grant, with the name the invitation page shows. */
export const INVITE_ROLES: Record<string, string> = {
  doctor: '医生',
  level1: '一级代理',
  level2: '二级代理',
  hospital_admin: '医院管理员',
  admin: '管理员',
};

export interface NewInvitation {
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

export interface InvitationRow {
  invite_id: string;
  invite_name: string;
  phone: string;
  role: string;
  role_name: string;
  sponsor: string;
  dept_name: string;
  security_no: string;
  status: 'pending' | 'confirmed';
}

/**
 * The id is the link (/Invite?inviteId=…), and the link opens the invitation to whoever holds it:
 * 64 random bits, so nobody finds one by counting. Only the seeded demo invitations have readable
 * ids (seed/invitations.ts).
 */
export const newInviteId = () => `INV-${randomHex(8).toUpperCase()}`;

/** Wrong phones one invitation takes before it is locked, and for how long. */
export const INVITE_PHONE_MISSES = 5;
export const INVITE_PHONE_LOCK_MS = HOUR;

/**
 * What the back office does when someone is invited. A doctor invitation also opens a doctor
 * record in status 2 (invitation awaiting confirmation) that the invitee takes over on confirming
 * (certification/doctors.ts).
 */
export function createInvitation(q: Queryable, inv: NewInvitation, now: Date): Promise<CreatedInvitation> {
  return insertInvitation(q, inv, newInviteId(), now);
}

/** createInvitation with a given id: for the seeded demo invitations only, whose ids the README prints. */
export async function insertInvitation(q: Queryable, inv: NewInvitation, inviteId: string, now: Date): Promise<CreatedInvitation> {
  const roleName = INVITE_ROLES[inv.role];
  if (!roleName) throw new Error(`unknown role ${inv.role} (one of ${Object.keys(INVITE_ROLES).join(', ')})`);
  if (!isValidPhone(inv.phone)) throw new Error(`invalid phone ${JSON.stringify(inv.phone)}`);
  if (!inv.inviteName.trim()) throw new Error('invitee name required');
  // The security number travels in the invitation link's page only; it proves the SMS request came from it.
  const securityNo = randomHex(8);
  await q.query(
    `INSERT INTO invitations (invite_id, invite_name, phone, role, role_name, sponsor, dept_name, security_no, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [inviteId, inv.inviteName.trim(), inv.phone, inv.role, roleName, inv.sponsor, inv.deptName, securityNo, now],
  );
  if (inv.role === 'doctor') await doctors().invited(q, { inviteId, name: inv.inviteName.trim(), phone: inv.phone }, now);
  return { inviteId, securityNo };
}

export const findInvitation = (q: Queryable, inviteId: string) => one<InvitationRow>(q, 'SELECT * FROM invitations WHERE invite_id = $1', [inviteId]);

export const findInvitationBySecurityNo = (q: Queryable, securityNo: string) =>
  securityNo ? one<InvitationRow>(q, 'SELECT * FROM invitations WHERE security_no = $1', [securityNo]) : Promise.resolve(undefined);

/**
 * The phone the invitee typed, against the invited one (the page shows it masked). A wrong phone
 * answers 手机号与邀请信息不一致 and counts; the INVITE_PHONE_MISSES-th locks the invitation for
 * INVITE_PHONE_LOCK_MS, during which every phone, the right one too, answers invitePhoneLocked:
 * otherwise the mismatch answer would tell, one try each, which of the 10 000 numbers the mask
 * hides is the invitee's. A right phone clears the count. One statement, so parallel tries all count.
 */
export async function checkInvitePhone(q: Queryable, inv: InvitationRow, phone: string, now: Date): Promise<void> {
  const right = phone === inv.phone;
  const open = await q.query(
    `UPDATE invitations
        SET phone_misses = CASE WHEN $3::boolean OR phone_misses + 1 >= $4::int THEN 0 ELSE phone_misses + 1 END,
            phone_locked_until = CASE WHEN NOT $3::boolean AND phone_misses + 1 >= $4::int THEN $5::timestamptz END
      WHERE invite_id = $1 AND (phone_locked_until IS NULL OR phone_locked_until <= $2)
      RETURNING invite_id`,
    [inv.invite_id, now, right, INVITE_PHONE_MISSES, addMs(now, INVITE_PHONE_LOCK_MS)],
  );
  if (open.length === 0) fail(ACCOUNT_MSG.invitePhoneLocked);
  if (!right) fail(ACCOUNT_MSG.invitePhoneMismatch);
}

/**
 * GET /smsCode?type=invite: the page's securityNo names the invitation (inviteSecurityMismatch when
 * it names none), which must still be pending, and the typed phone must be the invited one.
 */
export async function checkInviteSmsRequest(q: Queryable, securityNo: string, phone: string, now: Date): Promise<void> {
  const inv = await findInvitationBySecurityNo(q, securityNo);
  if (!inv) return fail(ACCOUNT_MSG.inviteSecurityMismatch);
  if (inv.status === 'confirmed') fail(ACCOUNT_MSG.inviteAlreadyConfirmed);
  await checkInvitePhone(q, inv, phone, now);
}

/**
 * The invitee accepts (in the SMS code's transaction): the invitation is claimed once (a second
 * confirmation answers 该邀请已确认，请直接登录), the phone's account is found or made (without a password:
 * its first SMS login leads to /SetPassword) and given the role. A doctor's invitation hands its
 * doctor record over (certification/doctors.ts).
 */
export async function acceptInvitation(tx: Queryable, inv: InvitationRow, phone: string, now: Date): Promise<void> {
  const claimed = await tx.query(
    `UPDATE invitations SET status = 'confirmed', confirmed_at = $2 WHERE invite_id = $1 AND status = 'pending' RETURNING invite_id`,
    [inv.invite_id, now],
  );
  if (claimed.length === 0) throw new BizError(ACCOUNT_MSG.inviteAlreadyConfirmed);
  const userId = (await findUserByPhone(tx, phone))?.user_id ?? (await createUser(tx, { phone, userName: inv.invite_name, now }));
  await addRole(tx, userId, inv.role);
  await tx.query('UPDATE invitations SET user_id = $2 WHERE invite_id = $1', [inv.invite_id, userId]);
  if (inv.role === 'doctor') await doctors().inviteAccepted(tx, { inviteId: inv.invite_id, name: inv.invite_name, phone }, userId, now);
}
