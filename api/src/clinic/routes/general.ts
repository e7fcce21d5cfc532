import type { FastifyInstance } from 'fastify';
import { defaultInquiry } from '@tcm/shared/clinic';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { priceGeneral } from '../general/visit';
import { CLINIC_MSG } from '../messages';
import { herbReplacementsV2, readGeneralPrescription, replaceHerbV2 } from '../prescriptions';
import { requirePrescriber } from '../rights';
import { patientIdField } from './patients';
import { SEEDED_PATIENT, SEEDED_VISIT, visitIdField } from './visits';

/** Generous: the whole questionnaire with every option chosen and long free text is far below. */
const INQUIRY_MAX_CHARS = 40_000;
const PRESCRIPTION_TYPES = ['G', 'S', 'R', ''] as const;

/**
 * The general prescription (spec 3 §2.4, §7): its price (granulesPrice: free, settled when priced,
 * clinic/general/visit.ts), the prescription of a visit with its solar term (commonPrescription),
 * and the v2 replace calls, which serve every kind of visit (clinic/prescriptions.ts).
 */
export function generalRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const priceBody = {
    patientId: patientIdField(SEEDED_PATIENT),
    toDoDay: field.text('使用日期', 32, '2026-12-01'),
    takeDays: field.int('使用天数', 0, 100_000, { invalid: CLINIC_MSG.useDaysInvalid, example: 7 }),
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    inquiryInfo: field.json('问诊信息', INQUIRY_MAX_CHARS, defaultInquiry()),
  };
  route(app, 'POST /health/v1/granulesPrice', { body: priceBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    return { code: 200, msg: '', data: await priceGeneral(ctx.db, me.userId, body, ctx.now()) };
  });

  route(app, 'POST /health/v2/commonPrescription', { body: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await readGeneralPrescription(ctx.db, me.userId, body.visitRecordId, ctx.now()) };
  });

  const refFields = {
    startDate: field.text('开始日期', 32, '2026-12-01'),
    endDate: field.text('结束日期', 32, '2026-12-07'),
    type: field.oneOf('处方类型', PRESCRIPTION_TYPES),
  };

  const replaceBody = {
    patientId: patientIdField(SEEDED_PATIENT),
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    medicineName: field.text('药材名称', 50, '甘草'),
    number: field.int('药材序号', 1, 10_000),
    ...refFields,
  };
  route(app, 'POST /health/v2/prescription/replace', { body: replaceBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await herbReplacementsV2(ctx.db, me.userId, body) };
  });

  const submitBody = {
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    oldMedicineName: field.text('原药材名称', 50, '甘草'),
    replaceMedicineName: field.text('更换药材名称', 50, '甘草'),
    oldWeight: field.int('原重量', 0, 100_000, { example: 9 }),
    replaceWeight: field.int('更换重量', 0, 100_000, { invalid: CLINIC_MSG.weightInvalid, example: 12 }),
    number: field.int('药材序号', 1, 10_000),
    ...refFields,
  };
  route(app, 'POST /health/v2/prescription/replace/submit', { body: submitBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    await replaceHerbV2(ctx.db, me.userId, body, ctx.now());
    return { code: 200, msg: CLINIC_MSG.replaced };
  });
}
