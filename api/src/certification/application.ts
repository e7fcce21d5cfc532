import type { Db } from '../platform/db';
import { BizError } from '../platform/http/errors';
import { CERTIFICATION_MSG } from './messages';
import { roles } from './ports';
import type { DoctorRow } from './doctors';

/** A doctor application as checked (spec 3 §5): the certificate image is one of the applicant's uploads. */
export interface DoctorApplication {
  doctorName: string;
  doctorSex: string;
  doctorPhone: string;
  idNo: string;
  certNo: string;
  certImageUrl: string;
}

/**
 * Stores an application for review (status 4) and gives the doctor role: a new doctor record, or the
 * applicant's record in status 3 or 5 again. The state is re-checked in the statement itself, so a
 * double submit cannot apply twice (the second answers 认证审核中，请勿重复提交).
 */
export async function submitDoctorApplication(db: Db, userId: number, a: DoctorApplication, existing: DoctorRow | undefined, now: Date): Promise<void> {
  const values = [userId, a.doctorName, a.doctorSex, a.doctorPhone, a.idNo, a.certNo, a.certImageUrl, now];
  await db.transaction(async (tx) => {
    const rows = existing
      ? await tx.query(
          `UPDATE doctors SET doctor_name = $2, doctor_sex = $3, doctor_phone = $4, id_no = $5, cert_no = $6,
                  cert_image_url = $7, status = '4', remark = NULL, updated_at = $8
            WHERE user_id = $1 AND status IN ('3', '5') RETURNING doctor_id`,
          values,
        )
      : await tx.query(
          `INSERT INTO doctors (user_id, doctor_name, doctor_sex, doctor_phone, id_no, cert_no, cert_image_url, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, '4', $8, $8) ON CONFLICT (user_id) DO NOTHING RETURNING doctor_id`,
          values,
        );
    if (rows.length === 0) throw new BizError(CERTIFICATION_MSG.applyReviewing);
    await roles().addRole(tx, userId, 'doctor');
  });
}
