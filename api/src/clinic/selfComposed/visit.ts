import type { SelfComposedPrescription } from '@tcm/shared/contract';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/http/errors';
import { todayYmd } from '../dates';
import { CLINIC_MSG } from '../messages';
import { insertVisit } from '../newVisit';
import { ownedPatient, toPatient, type PatientRow } from '../patients';
import type { VisitOrders } from '../ports';
import { ordersOfVisit, prescriptionModels } from '../prescriptionModel';
import { herbLines, ownedVisit, type VisitRow } from '../visits';
import { granuleGrams } from './granules';
import { SELF_COMPOSED_NAME, selfComposedOf, storedResultOf } from './stored';
import { validateComposition, type ComposedPrescription } from './validate';

/** The stored self-composed prescription of a visit as the pages read it (`orders`: its live delivery orders). */
function selfComposedView(visit: VisitRow, patient: PatientRow, orders: VisitOrders): SelfComposedPrescription {
  const facts = selfComposedOf(visit) ?? fail(CLINIC_MSG.visitNotFound);
  const granules =
    facts.form === '颗粒' ? Object.fromEntries(herbLines(visit.current_result).map((l) => [l.index, granuleGrams(l.name, l.weight)])) : undefined;
  return {
    visitRecordId: visit.visit_record_id,
    state: visit.state,
    prescriptionInfos: prescriptionModels(visit, orders).prescriptionInfos,
    patient: toPatient(patient),
    startDate: visit.to_do_day,
    takeDays: visit.take_days,
    inquiryInfo: visit.inquiry,
    disease: facts.disease,
    takeTime: facts.takeTime,
    form: facts.form,
    ...(granules ? { granules } : {}),
  };
}

/**
 * POST /health/v2/prescription/self/image: everything is checked again in the page's order
 * (validateComposition, herb safety last), the visit record is created through the state machine
 * (created, then settled: there is no consultation fee) and its charge is computed here from the
 * herb table, in integer fen. Answers the prescription and the sheet to render (one per
 * prescription, GET /health/v2/prescription/image/{visitRecordId}).
 */
export async function submitSelfComposed(db: Db, userId: number, body: Parameters<typeof validateComposition>[0], now: Date) {
  const c = validateComposition(body, todayYmd(now));
  const patient = await ownedPatient(db, userId, c.patientId);
  const visit = await createSelfComposedVisit(db, userId, patient.patient_id, c, now);
  // A new visit has no delivery order yet.
  const prescription = selfComposedView(visit, patient, new Map());
  return { prescription, images: [{ visitRecordId: visit.visit_record_id, name: SELF_COMPOSED_NAME }], visitRecordId: visit.visit_record_id };
}

/** POST /health/v2/prescription/self/info: one of my self-composed visits (after a reload or a replacement). */
export async function selfComposedInfo(db: Db, userId: number, visitRecordId: number | undefined, now: Date): Promise<SelfComposedPrescription> {
  if (!visitRecordId) return fail(CLINIC_MSG.visitRequired);
  const visit = await ownedVisit(db, userId, visitRecordId);
  if (!selfComposedOf(visit)) fail(CLINIC_MSG.visitNotFound);
  const patient = await ownedPatient(db, userId, visit.patient_id, { deleted: true });
  return selfComposedView(visit, patient, await ordersOfVisit(db, visit.visit_record_id, now));
}

/**
 * Stores a composed prescription as a visit (kind selfComposed): nothing to pay for the visit itself,
 * so it is settled at once, as a free consultation is. Answers the stored row.
 */
export async function createSelfComposedVisit(db: Db, userId: number, patientId: number, c: ComposedPrescription, now: Date): Promise<VisitRow> {
  return db.transaction(async (tx) => {
    const id = await insertVisit(
      tx,
      {
        userId,
        patientId,
        kind: 'selfComposed',
        toDoDay: c.toDoDay,
        illDay: null,
        takeDays: c.takeDays,
        inquiry: c.inquiry,
        priceFen: 0,
        result: storedResultOf(c),
      },
      now,
    );
    return ownedVisit(tx, userId, id);
  });
}
