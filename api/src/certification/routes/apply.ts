import type { FastifyInstance } from 'fastify';
import { isValidIdNumber, isValidPhone } from '@tcm/shared/validators';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { phoneField } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { CERTIFICATION_MSG } from '../messages';
import { PLATFORM_MSG } from '../../platform/messages';
import { isOwnUpload } from '../uploads';
import { submitDoctorApplication } from '../application';
import { doctorRowOf } from '../doctors';

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
  '0': CERTIFICATION_MSG.applyCertified,
  '1': CERTIFICATION_MSG.applyDisabled,
  '2': CERTIFICATION_MSG.applyInvitePending,
  '4': CERTIFICATION_MSG.applyReviewing,
};

/** Doctor certification application (spec 3 §2.7, §5). */
export function applyRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
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

    if (!doctorName) fail(CERTIFICATION_MSG.doctorNameRequired);
    if (doctorName.length > LIMITS.doctorName) fail(PLATFORM_MSG.fieldTooLong('姓名', LIMITS.doctorName));
    if (!doctorPhonNo) fail(PLATFORM_MSG.phoneRequired);
    if (!isValidPhone(doctorPhonNo)) fail(PLATFORM_MSG.phoneInvalid);
    if (doctorSex !== '0' && doctorSex !== '1') fail(CERTIFICATION_MSG.doctorSexInvalid);
    if (idNo && !isValidIdNumber(idNo)) fail(CERTIFICATION_MSG.idNoInvalid);
    if (!doctorCertNo) fail(CERTIFICATION_MSG.certNoRequired);
    if (doctorCertNo.length > LIMITS.doctorCertNo) fail(PLATFORM_MSG.fieldTooLong('执业证书编号', LIMITS.doctorCertNo));
    if (!doctorCertImageUrl) fail(CERTIFICATION_MSG.certImageRequired);
    if (!(await isOwnUpload(ctx.db, me.userId, doctorCertImageUrl))) fail(CERTIFICATION_MSG.certImageInvalid);

    const existing = await doctorRowOf(ctx.db, me.userId);
    if (existing && REFUSED[existing.status]) fail(REFUSED[existing.status]);

    const application = { doctorName, doctorSex, doctorPhone: doctorPhonNo, idNo, certNo: doctorCertNo, certImageUrl: doctorCertImageUrl };
    await submitDoctorApplication(ctx.db, me.userId, application, existing, ctx.now());
    return { code: 200, msg: CERTIFICATION_MSG.applied };
  });
}
