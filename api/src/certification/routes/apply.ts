import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { phoneField } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { applyForCertification } from '../application';
import { CERTIFICATION_MSG } from '../messages';

/** Doctor certification application (spec 3 §2.7, §5): certification/application.ts. */
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
  route(app, 'POST /doctor/v1/person/add', { body: applyBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    await applyForCertification(ctx.db, me.userId, body, ctx.now());
    return { code: 200, msg: CERTIFICATION_MSG.applied };
  });
}
