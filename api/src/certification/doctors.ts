import type { Doctor, DoctorStatus } from '@tcm/shared/contract';
import { one, type Queryable } from '../platform/db';

/**
 * A doctor's record and its status (spec 1 §6, spec 3 §4): 2 invited (the invitation awaits its
 * confirmation), 3 confirmed, 4 applied (under review), 0 certified, 5 refused, 1 disabled. Made by
 * an invitation (below), by an application (application.ts), decided by the back office (review.ts).
 */
export interface DoctorRow {
  doctor_id: number;
  user_id: number | null;
  invite_id: string | null;
  doctor_name: string;
  doctor_sex: '0' | '1';
  doctor_phone: string;
  id_no: string;
  cert_no: string;
  cert_image_url: string;
  status: DoctorStatus;
  remark: string | null;
  hospital_id: number | null;
}

export function toDoctor(row: DoctorRow): Doctor {
  return {
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    doctorSex: row.doctor_sex,
    doctorPhonNo: row.doctor_phone,
    idNo: row.id_no,
    doctorCertNo: row.cert_no,
    doctorCertImageUrl: row.cert_image_url,
    status: row.status,
    remark: row.remark,
    hospitalId: row.hospital_id,
  };
}

export const doctorRowOf = (q: Queryable, userId: number) => one<DoctorRow>(q, 'SELECT * FROM doctors WHERE user_id = $1', [userId]);

/** The user's doctor record as the account call answers it (null: none). */
export async function doctorOf(q: Queryable, userId: number): Promise<Doctor | null> {
  const row = await doctorRowOf(q, userId);
  return row ? toDoctor(row) : null;
}

/** The name a prescription sheet signs with: the certified doctor's, else the account's ('' for none). */
export async function signatureName(q: Queryable, userId: number): Promise<string> {
  const who = await one<{ doctor_name: string | null; user_name: string }>(
    q,
    'SELECT d.doctor_name, u.user_name FROM users u LEFT JOIN doctors d ON d.user_id = u.user_id WHERE u.user_id = $1',
    [userId],
  );
  return who?.doctor_name || who?.user_name || '';
}

/**
 * A doctor invitation opens a record in status 2 (awaiting its confirmation) that the invitee takes
 * over on confirming (account/invites/repo.ts).
 */
export async function openInvitedRecord(q: Queryable, inv: { inviteId: string; name: string; phone: string }, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO doctors (user_id, invite_id, doctor_name, doctor_phone, status, created_at, updated_at)
     VALUES (NULL, $1, $2, $3, '2', $4, $4)`,
    [inv.inviteId, inv.name, inv.phone, now],
  );
}

/**
 * The invitee confirmed (in the confirmation's transaction): a doctor keeps a record of their own
 * (e.g. certified) and the invitation's placeholder goes; otherwise the placeholder becomes theirs in
 * status 3, or a record is made.
 */
export async function claimInvitedRecord(tx: Queryable, inv: { inviteId: string; name: string; phone: string }, userId: number, now: Date): Promise<void> {
  if (await doctorRowOf(tx, userId)) {
    await tx.query(`DELETE FROM doctors WHERE invite_id = $1 AND user_id IS NULL`, [inv.inviteId]);
    return;
  }
  const moved = await tx.query(
    `UPDATE doctors SET user_id = $2, status = '3', updated_at = $3
      WHERE invite_id = $1 AND user_id IS NULL AND status = '2' RETURNING doctor_id`,
    [inv.inviteId, userId, now],
  );
  if (moved.length === 0) {
    await tx.query(
      `INSERT INTO doctors (user_id, invite_id, doctor_name, doctor_phone, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, '3', $5, $5)`,
      [userId, inv.inviteId, inv.name, inv.phone, now],
    );
  }
}
