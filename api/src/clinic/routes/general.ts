import type { FastifyInstance } from 'fastify';
import { defaultInquiry, prescriptionStartProblem, validateInquiry } from '@tcm/shared/clinic';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { CLINIC_MSG } from '../messages';
import { todayYmd } from '../dates';
import { prescriptionTypeOf, solarTermInfo, withPrescriptions } from '../general';
import { priceGeneral, type GeneralStart } from '../general/visit';
import { ownedPatient, toPatient } from '../patients';
import { changePrescription } from '../prescriptionChange';
import { readPrescriptionModels, refuseLockedLine } from '../prescriptionModel';
import { lineOf, replacementOffer } from '../replacement';
import { requirePrescriber } from '../rights';
import { applyEvent } from '../visitStateMachine';
import { isSettled, ownedVisit, prescriptionInfos, type LocatedHerb, type VisitRow } from '../visits';
import { patientIdField } from './patients';
import { SEEDED_PATIENT, SEEDED_VISIT, visitIdField } from './visits';

/** Generous: the whole questionnaire with every option chosen and long free text is far below. */
const INQUIRY_MAX_CHARS = 40_000;
const PRESCRIPTION_TYPES = ['G', 'S', 'R', ''] as const;

/** The prescription-start rules of spec 2 §5, in its order (as /health/v1/price applies them). */
function validateStart(b: { patientId?: number; toDoDay: string; takeDays?: number; inquiryInfo: unknown }, now: Date): GeneralStart {
  const problem = prescriptionStartProblem({ hasPatient: !!b.patientId, useDate: b.toDoDay, useDays: b.takeDays, illDay: '' }, todayYmd(now), false);
  if (problem) return fail(problem.message);
  // The page sends the session's questionnaire, defaulted; without one the defaults are used here.
  const inquiry = b.inquiryInfo === undefined ? { ok: true as const, value: defaultInquiry() } : validateInquiry(b.inquiryInfo);
  if (!inquiry.ok) return fail(inquiry.msg);
  return { patientId: b.patientId!, toDoDay: b.toDoDay, takeDays: b.takeDays!, inquiry: inquiry.value };
}

/**
 * The v2 calls name the prescription by its dates and type as well (spec 3 §7): they must be the
 * ones the page was shown, so a page left open over a change (another tab replaced a herb, a
 * different visit's dates) is told to reload instead of changing what it did not see.
 */
function checkRef(visit: VisitRow, line: LocatedHerb, ref: { startDate: string; endDate: string; type: string }): void {
  if (!(PRESCRIPTION_TYPES as readonly string[]).includes(ref.type)) fail(CLINIC_MSG.prescriptionTypeInvalid);
  const infos = prescriptionInfos(visit);
  const info = (line.list === 'prescriptions' ? infos.prescriptionInfos : infos.shangHanPrescriptionInfos)[line.prescription];
  if (!info || ref.startDate !== info.startDate || ref.endDate !== info.endDate || ref.type !== prescriptionTypeOf(visit.kind)) {
    fail(CLINIC_MSG.prescriptionRefMismatch);
  }
}

/**
 * The general prescription (spec 3 §2.4, §7): its price (granulesPrice: free, settled when priced),
 * the prescription of a visit with its solar term (commonPrescription), and the v2 replace calls,
 * which serve every kind of visit (general, self-composed, 智能) through the visit state machine.
 */
export function generalRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const priceBody = {
    patientId: patientIdField(SEEDED_PATIENT),
    toDoDay: field.text('使用日期', 32, '2026-12-01'),
    takeDays: field.int('使用天数', 0, 100_000, { invalid: CLINIC_MSG.useDaysInvalid, example: 7 }),
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    inquiryInfo: field.json('问诊信息', INQUIRY_MAX_CHARS, defaultInquiry()),
  };
  /**
   * Prices a general prescription: validates the start again, then clinic/general/visit.ts
   * composes the formula of the start date's solar term and stores the visit (free: settled at
   * once, freeFlag true), or answers the same settled visit again on a reload.
   */
  route(app, 'POST /health/v1/granulesPrice', { body: priceBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    const now = ctx.now();
    const start = validateStart(body, now);
    const patient = await ownedPatient(ctx.db, me.userId, start.patientId);
    return { code: 200, msg: '', data: await priceGeneral(ctx.db, me.userId, patient, start, body.visitRecordId, now) };
  });

  // The visit's prescriptions and its solar term; the first read of a paid visit moves it to prescribed.
  route(app, 'POST /health/v2/commonPrescription', { body: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    if (!body.visitRecordId) return fail(CLINIC_MSG.visitRequired);
    const visitId = body.visitRecordId;
    const visit = await ctx.db.transaction(async (tx) => {
      const v = withPrescriptions(await ownedVisit(tx, me.userId, visitId, { lock: true }));
      const state = await applyEvent(tx, v.visit_record_id, v.state, 'read', ctx.now());
      return { ...v, state };
    });
    const patient = await ownedPatient(ctx.db, me.userId, visit.patient_id, { deleted: true });
    return {
      code: 200,
      msg: '',
      data: {
        visitRecordId: visit.visit_record_id,
        prescriptionType: prescriptionTypeOf(visit.kind),
        state: visit.state,
        freeFlag: visit.free_flag,
        price: visit.price_fen,
        prescriptionInfos: (await readPrescriptionModels(ctx.db, visit, ctx.now())).prescriptionInfos,
        reasons: visit.current_result.reasons ?? [],
        patient: toPatient(patient),
        startDate: visit.to_do_day,
        takeDays: visit.take_days,
        inquiryInfo: visit.inquiry,
        solarTerm: solarTermInfo(visit.to_do_day),
      },
    };
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
  // What a herb may be replaced with: same category, safe with the whole visit, not already there.
  route(app, 'POST /health/v2/prescription/replace', { body: replaceBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    if (!body.visitRecordId) return fail(CLINIC_MSG.visitRequired);
    const visit = withPrescriptions(await ownedVisit(ctx.db, me.userId, body.visitRecordId));
    if (!isSettled(visit)) fail(CLINIC_MSG.visitNotPaid);
    if (body.patientId && body.patientId !== visit.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
    if (!body.medicineName) fail(CLINIC_MSG.herbRequired);
    await refuseLockedLine(ctx.db, visit, body.number, body.medicineName);
    const line = lineOf(visit.current_result, body.number, body.medicineName);
    checkRef(visit, line, body);
    return { code: 200, msg: '', data: { replaceMedicines: replacementOffer(visit, line) } };
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
  /**
   * Replaces a herb (same category) or only its weight (same name, integer 1-999 g) of the named
   * prescription; the new set must pass 十八反/十九畏/pregnancy over the whole visit. Logged in
   * visit_replacements, as the v1 call does. Refused once the prescription's delivery order is
   * paid; an unpaid one is re-priced (clinic/prescriptionChange.ts).
   */
  route(app, 'POST /health/v2/prescription/replace/submit', { body: submitBody }, async ({ body: b }, req) => {
    const me = await requirePrescriber(ctx, req);
    if (!b.visitRecordId) return fail(CLINIC_MSG.visitRequired);
    const visitId = b.visitRecordId;
    await ctx.db.transaction(async (tx) => {
      const visit = withPrescriptions(await ownedVisit(tx, me.userId, visitId, { lock: true }));
      await changePrescription(tx, me.userId, visit, b, ctx.now(), (line) => checkRef(visit, line, b));
    });
    return { code: 200, msg: CLINIC_MSG.replaced };
  });
}
