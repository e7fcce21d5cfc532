import { applicationProblem } from '@tcm/shared/doctor';
import type { Db } from '../platform/db';
import { BizError, fail } from '../platform/http/errors';
import { doctorRowOf, type DoctorRow } from './doctors';
import { CERTIFICATION_MSG } from './messages';
import { roles } from './ports';
import { isOwnUpload } from './uploads';

/** POST /doctor/v1/person/add as the input layer read it (spec 3 §2.7). */
export interface ApplicationForm {
  doctorName: string;
  doctorPhonNo: string;
  doctorSex: string;
  idNo: string;
  doctorCertNo: string;
  doctorCertImageUrl: string;
}

/** The browser may send the upload's URL as returned or made absolute; only its path identifies it. */
function uploadPath(url: string): string {
  if (/^https?:\/\//i.test(url)) {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  }
  return url;
}

/** Messages for the states in which (re)applying is refused (spec 3 §4: only none, 3 and 5 may apply). */
const REFUSED: Record<string, string> = {
  '0': CERTIFICATION_MSG.applyCertified,
  '1': CERTIFICATION_MSG.applyDisabled,
  '2': CERTIFICATION_MSG.applyInvitePending,
  '4': CERTIFICATION_MSG.applyReviewing,
};

/**
 * A doctor's application (spec 3 §5): the page's rules (@tcm/shared/doctor) run again here, since
 * the server never trusts that the page checked them; then the certificate image must be one of the
 * applicant's own uploads and the record in a state that may apply. Then it is stored for review.
 */
export async function applyForCertification(db: Db, userId: number, b: ApplicationForm, now: Date): Promise<void> {
  const doctorName = b.doctorName;
  const doctorPhonNo = b.doctorPhonNo;
  const doctorSex = b.doctorSex || '1';
  const idNo = b.idNo.toUpperCase();
  const doctorCertNo = b.doctorCertNo;
  const doctorCertImageUrl = uploadPath(b.doctorCertImageUrl);

  const problem = applicationProblem({ doctorName, doctorPhonNo, doctorSex, idNo, doctorCertNo, doctorCertImageUrl });
  if (problem) fail(problem.message);
  if (!(await isOwnUpload(db, userId, doctorCertImageUrl))) fail(CERTIFICATION_MSG.certImageInvalid);

  const existing = await doctorRowOf(db, userId);
  if (existing && REFUSED[existing.status]) fail(REFUSED[existing.status]);

  const application = { doctorName, doctorSex, doctorPhone: doctorPhonNo, idNo, certNo: doctorCertNo, certImageUrl: doctorCertImageUrl };
  await submitDoctorApplication(db, userId, application, existing, now);
}

/** A doctor application as checked (spec 3 §5): the certificate image is one of the applicant's uploads. */
interface DoctorApplication {
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
async function submitDoctorApplication(db: Db, userId: number, a: DoctorApplication, existing: DoctorRow | undefined, now: Date): Promise<void> {
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
