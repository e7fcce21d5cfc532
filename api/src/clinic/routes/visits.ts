import type { FastifyInstance } from 'fastify';
import { defaultInquiry } from '@tcm/shared/clinic';
import type { PlatformCtx } from '../../platform/context';
import { field, pageFields, paging } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { CLINIC_MSG } from '../messages';
import { priceConsultation } from '../pricing';
import { requirePrescriber } from '../rights';
import { cancelConsultation, patientVisits } from '../visits';
import { patientIdField } from './patients';

/**
 * Ids the fuzz suite's coherent requests use: on a fresh database the demo doctor's first seeded
 * patient and its paid visit (other callers must be refused them).
 */
export const SEEDED_PATIENT = 1;
export const SEEDED_VISIT = 1;

export const visitIdField = (label = '问诊记录编号', example?: number) => field.int(label, 1, 2_147_483_647, { example });

/** Generous: the whole questionnaire with every option chosen and long free text is far below. */
const INQUIRY_MAX_CHARS = 40_000;

const priceBody = {
  patientId: patientIdField(SEEDED_PATIENT),
  toDoDay: field.text('使用日期', 32, '2026-12-01'),
  illDay: field.text('发病日期', 32, '2026-11-18'),
  // Out-of-range days are answered by the handler in the spec's words (不能大于30天…).
  takeDays: field.int('使用天数', 0, 100_000, { invalid: CLINIC_MSG.useDaysInvalid, example: 7 }),
  inquiryInfo: field.json('问诊信息', INQUIRY_MAX_CHARS, defaultInquiry()),
  visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
};

/** Consultations (spec 2 §4 flow): pricing creates the visit record; the visit history of a patient; cancelling. */
export function visitRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  // Priced on the server only (clinic/pricing.ts), everything validated again.
  route(app, 'POST /health/v1/price', { body: priceBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    return { code: 200, msg: '', data: await priceConsultation(ctx.db, me.userId, body, ctx.now()) };
  });

  // The visit history of one of my patients (/medicalRecords), a deleted patient's included.
  route(app, 'POST /health/v1/visit/list', { body: { ...pageFields(), patientId: patientIdField(SEEDED_PATIENT) } }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    const { rows, total } = await patientVisits(ctx.db, me.userId, b.patientId, paging(b, 10), ctx.now());
    return { code: 200, msg: '', rows, total };
  });

  // The doctor cancels an unpaid consultation (clinic/visits.ts, cancelConsultation).
  route(app, 'POST /health/v1/visitRecord/cancel', { body: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: CLINIC_MSG.visitCancelDone, data: await cancelConsultation(ctx.db, me.userId, body.visitRecordId, ctx.now()) };
  });
}
