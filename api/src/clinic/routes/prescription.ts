import type { FastifyInstance } from 'fastify';
import type { InquiryInfo } from '@tcm/shared/clinic';
import type { RelatedRecordKind } from '@tcm/shared/contract';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { CLINIC_MSG } from '../messages';
import { relatedRecord, type EngineInput } from '../engine';
import { ownedPatient, toPatient, type PatientRow } from '../patients';
import { changePrescription } from '../prescriptionChange';
import { readPrescriptionModels, refuseLockedLine } from '../prescriptionModel';
import { visitPriceParts } from '../pricing';
import { lineOf, replacementOffer } from '../replacement';
import { requirePrescriber } from '../rights';
import { applyEvent } from '../visitStateMachine';
import { isSettled, ownedVisit, type VisitRow } from '../visits';
import { patientIdField } from './patients';
import { SEEDED_PATIENT, SEEDED_VISIT, visitIdField } from './visits';

const requireVisitId = (id: number | undefined) => id ?? fail(CLINIC_MSG.visitRequired);

/** A settled visit of mine (paid, or free): before payment the prescription is not readable. */
async function readableVisit(ctx: PlatformCtx, userId: number, visitId: number | undefined): Promise<VisitRow> {
  const visit = await ownedVisit(ctx.db, userId, requireVisitId(visitId));
  if (!isSettled(visit)) fail(CLINIC_MSG.visitNotPaid);
  return visit;
}

const engineInput = (v: VisitRow, p: PatientRow): EngineInput => ({
  sex: p.sex === 0 ? 0 : 1,
  birthday: p.birthday,
  inquiry: v.inquiry as InquiryInfo,
  startDate: v.to_do_day,
  takeDays: v.take_days,
  ...(v.ill_day ? { illDay: v.ill_day } : {}),
});

/** The prescription result (spec 2 §3), its related records and herb replacement (spec 2 §7). */
export function prescriptionRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const visitBody = { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) };

  // The whole result; the first read of a paid visit moves it to prescribed.
  route(app, 'POST /health/v2/prescription', { body: visitBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const visitId = requireVisitId(body.visitRecordId);
    const visit = await ctx.db.transaction(async (tx) => {
      const v = await ownedVisit(tx, me.userId, visitId, { lock: true });
      const state = await applyEvent(tx, v.visit_record_id, v.state, 'read', ctx.now());
      return { ...v, state };
    });
    const patient = await ownedPatient(ctx.db, me.userId, visit.patient_id, { deleted: true });
    return {
      code: 200,
      msg: '',
      data: {
        visitRecordId: visit.visit_record_id,
        state: visit.state,
        freeFlag: visit.free_flag,
        price: visit.price_fen,
        ...visitPriceParts(visit),
        ...(await readPrescriptionModels(ctx.db, visit, ctx.now())),
        reasons: visit.current_result.reasons,
        patient: toPatient(patient),
        illDay: visit.ill_day,
        startDate: visit.to_do_day,
        takeDays: visit.take_days,
        inquiryInfo: visit.inquiry,
      },
    };
  });

  // The prescriptions as they are now (reloaded after a replacement).
  route(app, 'POST /health/v1/prescription', { body: visitBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const visit = await readableVisit(ctx, me.userId, body.visitRecordId);
    return { code: 200, msg: '', data: (await readPrescriptionModels(ctx.db, visit, ctx.now())).prescriptionInfos };
  });

  // Tabs 针灸信息 (A), 健康预测信息 (D), 通用方信息 (G): computed from the visit's own dates and
  // answers; the request's toDoDay/takeDays are the spec's payload but never override the visit's.
  const relaBody = {
    relaVisitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    patientId: patientIdField(SEEDED_PATIENT),
    recordType: field.oneOf('记录类型', ['A', 'D', 'G']),
    toDoDay: field.text('使用日期', 32, '2026-12-01'),
    takeDays: field.int('使用天数', 0, 100_000, { example: 7 }),
  };
  route(app, 'POST /health/v2/rela/record', { body: relaBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const visit = await readableVisit(ctx, me.userId, body.relaVisitRecordId);
    if (body.patientId && body.patientId !== visit.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
    if (!['A', 'D', 'G'].includes(body.recordType)) fail(CLINIC_MSG.recordTypeInvalid);
    const patient = await ownedPatient(ctx.db, me.userId, visit.patient_id, { deleted: true });
    return { code: 200, msg: '', data: relatedRecord(body.recordType as RelatedRecordKind, engineInput(visit, patient)) };
  });

  // What a herb may be replaced with: same category, safe with the rest, not already there.
  const replaceBody = {
    patientId: patientIdField(SEEDED_PATIENT),
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    medicineName: field.text('药材名称', 50, '甘草'),
    number: field.int('药材序号', 1, 10_000),
  };
  route(app, 'POST /health/v1/prescription/replace', { body: replaceBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const visit = await readableVisit(ctx, me.userId, body.visitRecordId);
    if (body.patientId && body.patientId !== visit.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
    if (!body.medicineName) fail(CLINIC_MSG.herbRequired);
    // A prescription whose delivery order is paid offers nothing to change (prescriptionModel.ts).
    await refuseLockedLine(ctx.db, visit, body.number, body.medicineName);
    const line = lineOf(visit.current_result, body.number, body.medicineName);
    return { code: 200, msg: '', data: { replaceMedicines: replacementOffer(visit, line) } };
  });

  const submitBody = {
    visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
    oldMedicineName: field.text('原药材名称', 50, '甘草'),
    replaceMedicineName: field.text('更换药材名称', 50, '甘草'),
    oldWeight: field.int('原重量', 0, 100_000, { example: 9 }),
    // Any integer reaches the handler, which answers out-of-range weights in the dialog's words.
    replaceWeight: field.int('更换重量', 0, 100_000, { invalid: CLINIC_MSG.weightInvalid, example: 12 }),
    number: field.int('药材序号', 1, 10_000),
  };
  // Replaces a herb or its weight (api/src/clinic/replacement.ts); refused once the prescription's order is paid.
  route(app, 'POST /health/v1/prescription/replace/submit', { body: submitBody }, async ({ body: b }, req) => {
    const me = await requirePrescriber(ctx, req);
    const visitId = requireVisitId(b.visitRecordId);
    await ctx.db.transaction(async (tx) => {
      const visit = await ownedVisit(tx, me.userId, visitId, { lock: true });
      await changePrescription(tx, me.userId, visit, b, ctx.now());
    });
    return { code: 200, msg: CLINIC_MSG.replaced };
  });
}
