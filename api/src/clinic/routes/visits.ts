import type { FastifyInstance } from 'fastify';
import { defaultInquiry, prescriptionStartProblem, validateInquiry } from '@tcm/shared/clinic';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field, pageFields, paging } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { CLINIC_MSG } from '../messages';
import { todayYmd } from '../dates';
import { ownedPatient } from '../patients';
import { requirePrescriber } from '../rights';
import { priceConsultation, type ConsultInput } from '../pricing';
import { cancelVisit, patientVisitPage, toSummary } from '../visits';
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

/** The prescription-start rules of spec 2 §5 in the spec's order, then the questionnaire's. */
function validateConsult(b: { patientId?: number; toDoDay: string; illDay: string; takeDays?: number; inquiryInfo: unknown }, now: Date): ConsultInput {
  // The page's own rules (spec 2 §5), written once; the onset day is asked only with serviceIndex 6,
  // and the page fills in today when it is left empty.
  const problem = prescriptionStartProblem({ hasPatient: !!b.patientId, useDate: b.toDoDay, useDays: b.takeDays, illDay: b.illDay }, todayYmd(now), true);
  if (problem) return fail(problem.message);
  const inquiry = validateInquiry(b.inquiryInfo);
  if (!inquiry.ok) return fail(inquiry.msg);
  return { patientId: b.patientId!, toDoDay: b.toDoDay, illDay: b.illDay || null, takeDays: b.takeDays!, inquiry: inquiry.value };
}

/** Consultations (spec 2 §4 flow): pricing creates the visit record; the visit history of a patient. */
export function visitRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  /**
   * Prices a consultation on the server only: validates everything again (spec 2 §5, the
   * questionnaire, the patient mine), then clinic/pricing.ts prices and stores the visit.
   */
  route(app, 'POST /health/v1/price', { body: priceBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    const now = ctx.now();
    const c = validateConsult(body, now);
    const patient = await ownedPatient(ctx.db, me.userId, c.patientId);
    return { code: 200, msg: '', data: await priceConsultation(ctx.db, me.userId, patient, c, body.visitRecordId, now) };
  });

  // The visit history of one of my patients (/medicalRecords), a deleted patient's included.
  route(app, 'POST /health/v1/visit/list', { body: { ...pageFields(), patientId: patientIdField(SEEDED_PATIENT) } }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    if (!b.patientId) return fail(CLINIC_MSG.patientRequired);
    await ownedPatient(ctx.db, me.userId, b.patientId, { deleted: true });
    const { pageSize, offset } = paging(b, 10);
    const now = ctx.now();
    const { rows, total } = await patientVisitPage(ctx.db, me.userId, b.patientId, { pageSize, offset });
    return { code: 200, msg: '', rows: rows.map((v) => toSummary(v, now)), total };
  });

  /**
   * The doctor cancels an unpaid consultation (the 取消 action of a 待支付 row of the prescribing
   * orders, issue 19 §7): created → cancelled through the state machine, its pending payment orders
   * closed. Again: answered the same, nothing changes. A paid visit is refused (该问诊已支付，不能取消),
   * a custom tea too (it is paid, or not, through its delivery order).
   */
  route(app, 'POST /health/v1/visitRecord/cancel', { body: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    if (!b.visitRecordId) return fail(CLINIC_MSG.visitRequired);
    const now = ctx.now();
    const visit = await ctx.db.transaction((tx) => cancelVisit(tx, me.userId, b.visitRecordId!, now));
    return { code: 200, msg: CLINIC_MSG.visitCancelDone, data: toSummary(visit, now) };
  });
}
