import type { InquiryInfo } from '@tcm/shared/clinic';
import type { RelatedRecordKind } from '@tcm/shared/contract';
import type { Db } from '../platform/db';
import { fail } from '../platform/http/errors';
import { relatedRecord, type EngineInput } from './engine';
import { prescriptionTypeOf, solarTermInfo, withPrescriptions } from './general';
import { CLINIC_MSG } from './messages';
import { ownedPatient, toPatient, type PatientRow } from './patients';
import { changePrescription } from './prescriptionChange';
import { readPrescriptionModels, refuseLockedLine } from './prescriptionModel';
import { visitPriceParts } from './pricing';
import { lineOf, replacementOffer, type ReplacementSubmit } from './replacement';
import { applyEvent } from './visitStateMachine';
import { isSettled, ownedVisit, prescriptionInfos, type LocatedHerb, type VisitRow } from './visits';

/**
 * The prescription of a visit as the pages read and change it (spec 2 §3, §7; spec 3 §2.4, §7): the
 * whole result (its first read of a paid visit moves it to prescribed), the prescriptions as they
 * are now, the related records, and the herb replacement of the v1 calls (智能开方) and the v2 calls
 * (every kind of visit: general, self-composed, 智能). A replacement is refused once the
 * prescription's delivery order is paid (prescriptionModel.ts) and re-prices an unpaid one
 * (prescriptionChange.ts); each change is one transaction with the visit locked.
 */

const requireVisitId = (id: number | undefined) => id ?? fail(CLINIC_MSG.visitRequired);

/** A settled visit of mine (paid, or free): before payment the prescription is not readable. */
async function readableVisit(db: Db, userId: number, visitId: number | undefined): Promise<VisitRow> {
  const visit = await ownedVisit(db, userId, requireVisitId(visitId));
  if (!isSettled(visit)) fail(CLINIC_MSG.visitNotPaid);
  return visit;
}

/** My visit locked, its first read recorded (paid → prescribed), in one transaction: the visit as it is after. */
async function readVisit(db: Db, userId: number, visitId: number, now: Date): Promise<VisitRow> {
  return db.transaction(async (tx) => {
    const v = await ownedVisit(tx, userId, visitId, { lock: true });
    const state = await applyEvent(tx, v.visit_record_id, v.state, 'read', now);
    return { ...v, state };
  });
}

/** POST /health/v2/prescription: the whole result; the first read of a paid visit moves it to prescribed. */
export async function readPrescription(db: Db, userId: number, visitRecordId: number | undefined, now: Date) {
  const visit = await readVisit(db, userId, requireVisitId(visitRecordId), now);
  const patient = await ownedPatient(db, userId, visit.patient_id, { deleted: true });
  return {
    visitRecordId: visit.visit_record_id,
    state: visit.state,
    freeFlag: visit.free_flag,
    price: visit.price_fen,
    ...visitPriceParts(visit),
    ...(await readPrescriptionModels(db, visit, now)),
    reasons: visit.current_result.reasons,
    patient: toPatient(patient),
    illDay: visit.ill_day,
    startDate: visit.to_do_day,
    takeDays: visit.take_days,
    inquiryInfo: visit.inquiry,
  };
}

/** POST /health/v1/prescription: the prescriptions as they are now (reloaded after a replacement). */
export async function currentPrescriptions(db: Db, userId: number, visitRecordId: number | undefined, now: Date) {
  const visit = await readableVisit(db, userId, visitRecordId);
  return (await readPrescriptionModels(db, visit, now)).prescriptionInfos;
}

const engineInput = (v: VisitRow, p: PatientRow): EngineInput => ({
  sex: p.sex === 0 ? 0 : 1,
  birthday: p.birthday,
  inquiry: v.inquiry as InquiryInfo,
  startDate: v.to_do_day,
  takeDays: v.take_days,
  ...(v.ill_day ? { illDay: v.ill_day } : {}),
});

/**
 * POST /health/v2/rela/record, tabs 针灸信息 (A), 健康预测信息 (D), 通用方信息 (G): computed from the
 * visit's own dates and answers; the request's toDoDay/takeDays are the spec's payload but never
 * override the visit's.
 */
export async function relatedRecordOf(db: Db, userId: number, b: { relaVisitRecordId?: number; patientId?: number; recordType: string }) {
  const visit = await readableVisit(db, userId, b.relaVisitRecordId);
  if (b.patientId && b.patientId !== visit.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
  if (!['A', 'D', 'G'].includes(b.recordType)) fail(CLINIC_MSG.recordTypeInvalid);
  const patient = await ownedPatient(db, userId, visit.patient_id, { deleted: true });
  return relatedRecord(b.recordType as RelatedRecordKind, engineInput(visit, patient));
}

/** The herb a replacement call names, as the input layer read it. */
export interface HerbNamed {
  patientId?: number;
  visitRecordId?: number;
  medicineName: string;
  number?: number;
}

/** POST /health/v1/prescription/replace: what a herb may be replaced with (same category, safe with the rest, not already there). */
export async function herbReplacements(db: Db, userId: number, b: HerbNamed): Promise<{ replaceMedicines: string[] }> {
  const visit = await readableVisit(db, userId, b.visitRecordId);
  if (b.patientId && b.patientId !== visit.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
  if (!b.medicineName) fail(CLINIC_MSG.herbRequired);
  // A prescription whose delivery order is paid offers nothing to change (prescriptionModel.ts).
  await refuseLockedLine(db, visit, b.number, b.medicineName);
  const line = lineOf(visit.current_result, b.number, b.medicineName);
  return { replaceMedicines: replacementOffer(visit, line) };
}

/** POST /health/v1/prescription/replace/submit: a herb or its weight replaced (replacement.ts), by a prescriber. */
export async function replaceHerb(db: Db, userId: number, b: ReplacementSubmit & { visitRecordId?: number }, now: Date): Promise<void> {
  const visitId = requireVisitId(b.visitRecordId);
  await db.transaction(async (tx) => {
    const visit = await ownedVisit(tx, userId, visitId, { lock: true });
    await changePrescription(tx, userId, visit, b, now);
  });
}

/** POST /health/v2/commonPrescription: the visit's prescriptions and its solar term; the first read of a paid visit moves it to prescribed. */
export async function readGeneralPrescription(db: Db, userId: number, visitRecordId: number | undefined, now: Date) {
  if (!visitRecordId) return fail(CLINIC_MSG.visitRequired);
  const visit = withPrescriptions(await readVisit(db, userId, visitRecordId, now));
  const patient = await ownedPatient(db, userId, visit.patient_id, { deleted: true });
  return {
    visitRecordId: visit.visit_record_id,
    prescriptionType: prescriptionTypeOf(visit.kind),
    state: visit.state,
    freeFlag: visit.free_flag,
    price: visit.price_fen,
    prescriptionInfos: (await readPrescriptionModels(db, visit, now)).prescriptionInfos,
    reasons: visit.current_result.reasons ?? [],
    patient: toPatient(patient),
    startDate: visit.to_do_day,
    takeDays: visit.take_days,
    inquiryInfo: visit.inquiry,
    solarTerm: solarTermInfo(visit.to_do_day),
  };
}

/** What the v2 calls name the prescription by besides its herb: its dates and type (spec 3 §7). */
export interface PrescriptionRef {
  startDate: string;
  endDate: string;
  type: string;
}

const PRESCRIPTION_TYPES = ['G', 'S', 'R', ''] as const;

/**
 * The v2 calls name the prescription by its dates and type as well (spec 3 §7): they must be the
 * ones the page was shown, so a page left open over a change (another tab replaced a herb, a
 * different visit's dates) is told to reload instead of changing what it did not see.
 */
function checkRef(visit: VisitRow, line: LocatedHerb, ref: PrescriptionRef): void {
  if (!(PRESCRIPTION_TYPES as readonly string[]).includes(ref.type)) fail(CLINIC_MSG.prescriptionTypeInvalid);
  const infos = prescriptionInfos(visit);
  const info = (line.list === 'prescriptions' ? infos.prescriptionInfos : infos.shangHanPrescriptionInfos)[line.prescription];
  if (!info || ref.startDate !== info.startDate || ref.endDate !== info.endDate || ref.type !== prescriptionTypeOf(visit.kind)) {
    fail(CLINIC_MSG.prescriptionRefMismatch);
  }
}

/** POST /health/v2/prescription/replace: what a herb may be replaced with, safe with the whole visit. */
export async function herbReplacementsV2(db: Db, userId: number, b: HerbNamed & PrescriptionRef): Promise<{ replaceMedicines: string[] }> {
  if (!b.visitRecordId) return fail(CLINIC_MSG.visitRequired);
  const visit = withPrescriptions(await ownedVisit(db, userId, b.visitRecordId));
  if (!isSettled(visit)) fail(CLINIC_MSG.visitNotPaid);
  if (b.patientId && b.patientId !== visit.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
  if (!b.medicineName) fail(CLINIC_MSG.herbRequired);
  await refuseLockedLine(db, visit, b.number, b.medicineName);
  const line = lineOf(visit.current_result, b.number, b.medicineName);
  checkRef(visit, line, b);
  return { replaceMedicines: replacementOffer(visit, line) };
}

/**
 * POST /health/v2/prescription/replace/submit: a herb (same category) or only its weight (same name,
 * integer 1-999 g) of the named prescription; the new set must pass 十八反/十九畏/pregnancy over the
 * whole visit. Logged in visit_replacements, as the v1 call does.
 */
export async function replaceHerbV2(db: Db, userId: number, b: ReplacementSubmit & PrescriptionRef & { visitRecordId?: number }, now: Date): Promise<void> {
  if (!b.visitRecordId) return fail(CLINIC_MSG.visitRequired);
  const visitId = b.visitRecordId;
  await db.transaction(async (tx) => {
    const visit = withPrescriptions(await ownedVisit(tx, userId, visitId, { lock: true }));
    await changePrescription(tx, userId, visit, b, now, (line) => checkRef(visit, line, b));
  });
}
