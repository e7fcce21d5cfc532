import type { DoctorStatus } from '@tcm/shared/contract';
import { formatChinaTime } from '../platform/lib/time';
import type { Queryable } from '../platform/db';
import { roles } from './ports';

/**
 * What the external back office does with doctor applications. Used by the operator CLI, the
 * sandbox operator endpoints and tests. Each throws an Error with a readable message when the
 * phone has nothing to act on.
 */

export interface Application {
  phone: string;
  userName: string;
  doctorName: string;
  status: DoctorStatus;
  remark: string | null;
  doctorCertNo: string;
  doctorCertImageUrl: string;
  updatedAt: string;
}

async function decide(q: Queryable, phone: string, status: '0' | '5', remark: string | null, now: Date): Promise<void> {
  const rows = await q.query<{ user_id: number }>(
    `UPDATE doctors d SET status = $2, remark = $3, updated_at = $4
       FROM users u
      WHERE u.user_id = d.user_id AND u.phone = $1 AND d.status = '4'
      RETURNING d.user_id`,
    [phone, status, remark, now],
  );
  if (rows.length === 0) {
    const [current] = await q.query<{ status: string }>('SELECT d.status FROM doctors d JOIN users u ON u.user_id = d.user_id WHERE u.phone = $1', [phone]);
    throw new Error(current ? `${phone}: application is in status ${current.status}, not 4 (under review)` : `${phone}: no doctor application`);
  }
  if (status === '0') await roles().addRole(q, rows[0].user_id, 'doctor');
}

/** Status 4 → 0 (certified doctor). */
export const approveDoctor = (q: Queryable, phone: string, now = new Date()) => decide(q, phone, '0', null, now);

/** Status 4 → 5 (review failed) with the reason the applicant reads on /applying. */
export async function rejectDoctor(q: Queryable, phone: string, remark: string, now = new Date()): Promise<void> {
  if (!remark.trim()) throw new Error('a remark (the reason shown to the applicant) is required');
  await decide(q, phone, '5', remark.trim(), now);
}

export async function listApplications(q: Queryable, statuses?: DoctorStatus[]): Promise<Application[]> {
  const rows = await q.query<{
    phone: string;
    user_name: string;
    doctor_name: string;
    status: DoctorStatus;
    remark: string | null;
    cert_no: string;
    cert_image_url: string;
    updated_at: Date;
  }>(
    `SELECT u.phone, u.user_name, d.doctor_name, d.status, d.remark, d.cert_no, d.cert_image_url, d.updated_at
       FROM doctors d JOIN users u ON u.user_id = d.user_id
      ${statuses?.length ? 'WHERE d.status = ANY($1)' : ''}
      ORDER BY d.updated_at DESC`,
    statuses?.length ? [statuses] : [],
  );
  return rows.map((r) => ({
    phone: r.phone,
    userName: r.user_name,
    doctorName: r.doctor_name,
    status: r.status,
    remark: r.remark,
    doctorCertNo: r.cert_no,
    doctorCertImageUrl: r.cert_image_url,
    updatedAt: formatChinaTime(new Date(r.updated_at)),
  }));
}
