import type { FastifyInstance } from 'fastify';
import { isValidIdNumber, isValidPhone } from '@tcm/shared/validators';
import type { Ctx } from '../context';
import { one } from '../db';
import { requireUser } from '../auth/sessions';
import { BizError, fail } from '../http/errors';
import { field } from '../http/input';
import { phoneField } from '../auth/phone';
import { route } from '../http/route';
import { MSG } from '../messages';
import { addRole, doctorRowOf } from '../users/repo';

const LIMITS = { doctorName: 30, doctorCertNo: 50 };

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
  '0': MSG.applyCertified,
  '1': MSG.applyDisabled,
  '2': MSG.applyInvitePending,
  '4': MSG.applyReviewing,
};

/** Doctor certification application (spec 3 §2.7, §5). */
export function doctorRoutes(app: FastifyInstance, ctx: Ctx): void {
  // Maximums above the page's own limits, so the page's words (…不能超过N个字符) answer those.
  const applyBody = {
    doctorName: field.text('姓名', 200, '张仲景'),
    doctorPhonNo: phoneField(),
    doctorSex: field.oneOf('性别', ['0', '1']),
    idNo: field.text('身份证号码', 32),
    doctorCertNo: field.text('执业证书编号', 200),
    doctorCertImageUrl: field.text('执业证书图片', 500),
  };
  route(app, 'POST /doctor/v1/person/add', { body: applyBody }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    const doctorName = b.doctorName;
    const doctorPhonNo = b.doctorPhonNo;
    const doctorSex = b.doctorSex || '1';
    const idNo = b.idNo.toUpperCase();
    const doctorCertNo = b.doctorCertNo;
    const doctorCertImageUrl = uploadPath(b.doctorCertImageUrl);

    if (!doctorName) fail(MSG.doctorNameRequired);
    if (doctorName.length > LIMITS.doctorName) fail(MSG.fieldTooLong('姓名', LIMITS.doctorName));
    if (!doctorPhonNo) fail(MSG.phoneRequired);
    if (!isValidPhone(doctorPhonNo)) fail(MSG.phoneInvalid);
    if (doctorSex !== '0' && doctorSex !== '1') fail(MSG.doctorSexInvalid);
    if (idNo && !isValidIdNumber(idNo)) fail(MSG.idNoInvalid);
    if (!doctorCertNo) fail(MSG.certNoRequired);
    if (doctorCertNo.length > LIMITS.doctorCertNo) fail(MSG.fieldTooLong('执业证书编号', LIMITS.doctorCertNo));
    if (!doctorCertImageUrl) fail(MSG.certImageRequired);
    const upload = await one(ctx.db, 'SELECT 1 FROM uploads WHERE url = $1 AND user_id = $2', [doctorCertImageUrl, me.userId]);
    if (!upload) fail(MSG.certImageInvalid);

    const existing = await doctorRowOf(ctx.db, me.userId);
    if (existing && REFUSED[existing.status]) fail(REFUSED[existing.status]);

    const now = ctx.now();
    const values = [me.userId, doctorName, doctorSex, doctorPhonNo, idNo, doctorCertNo, doctorCertImageUrl, now];
    await ctx.db.transaction(async (tx) => {
      if (existing) {
        // The state is re-checked in the statement itself, so a double submit cannot apply twice.
        const rows = await tx.query(
          `UPDATE doctors SET doctor_name = $2, doctor_sex = $3, doctor_phone = $4, id_no = $5, cert_no = $6,
                  cert_image_url = $7, status = '4', remark = NULL, updated_at = $8
            WHERE user_id = $1 AND status IN ('3', '5') RETURNING doctor_id`,
          values,
        );
        if (rows.length === 0) throw new BizError(MSG.applyReviewing);
      } else {
        const rows = await tx.query(
          `INSERT INTO doctors (user_id, doctor_name, doctor_sex, doctor_phone, id_no, cert_no, cert_image_url, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, '4', $8, $8) ON CONFLICT (user_id) DO NOTHING RETURNING doctor_id`,
          values,
        );
        if (rows.length === 0) throw new BizError(MSG.applyReviewing);
      }
      await addRole(tx, me.userId, 'doctor');
    });
    return { code: 200, msg: MSG.applied };
  });
}
