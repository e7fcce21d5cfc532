import { prescriptionStartProblem, validateInquiry, type InquiryInfo } from '@tcm/shared/clinic';
import { sumPriceParts } from '@tcm/shared/commerce';
import type { PricePart } from '@tcm/shared/contract';
import type { Db, Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from './messages';
import { consultationPriceParts, prescribe } from './engine';
import { insertVisit } from './newVisit';
import { todayYmd } from './dates';
import { ownedPatient } from './patients';
import { applyEvent } from './visitStateMachine';
import { closeAwaitingPayments, expireVisitIfDue, ownedVisit, type StoredResult, type VisitRow } from './visits';

/** POST /health/v1/price as the input layer read it. */
export interface PriceForm {
  patientId?: number;
  toDoDay: string;
  illDay: string;
  takeDays?: number;
  inquiryInfo: unknown;
  visitRecordId?: number;
}

/** The prescription-start rules of spec 2 §5 in the spec's order, then the questionnaire's. */
function validateConsult(b: PriceForm, now: Date): ConsultInput {
  // The page's own rules (spec 2 §5), written once; the onset day is asked only with serviceIndex 6,
  // and the page fills in today when it is left empty.
  const problem = prescriptionStartProblem({ hasPatient: !!b.patientId, useDate: b.toDoDay, useDays: b.takeDays, illDay: b.illDay }, todayYmd(now), true);
  if (problem) return fail(problem.message);
  const inquiry = validateInquiry(b.inquiryInfo);
  if (!inquiry.ok) return fail(inquiry.msg);
  return { patientId: b.patientId!, toDoDay: b.toDoDay, illDay: b.illDay || null, takeDays: b.takeDays!, inquiry: inquiry.value };
}

/** A consultation as /health/v1/price received it, checked (spec 2 §5 and the questionnaire). */
interface ConsultInput {
  patientId: number;
  toDoDay: string;
  illDay: string | null;
  takeDays: number;
  inquiry: InquiryInfo;
}

/** What pricing answers: the visit, its price (and what it is made of), and whether there is nothing (more) to pay. */
export interface Priced {
  price: number;
  freeFlag: boolean;
  visitRecordId: number;
  priceParts?: PricePart[];
}

/**
 * What a consultation (mode 1) cost, part by part: the herbs of its prescriptions as priced
 * (engine_result, not the replacements made since) and the consultation fee. Answered only when
 * they add up to the stored price, so a page never shows a breakdown that disagrees with what was
 * charged (a visit priced by an older herb table would not); a free visit has no part at all, a
 * custom tea (paid through its delivery order) none to answer here.
 */
export function visitPriceParts(v: Pick<VisitRow, 'kind' | 'price_fen' | 'engine_result'>): { priceParts?: PricePart[] } {
  // Nothing to pay, nothing to explain: no part at all sums to 0.
  if (v.price_fen === 0) return { priceParts: [] };
  if (v.kind !== 'herbal' || !Array.isArray(v.engine_result?.prescriptions)) return {};
  const parts = consultationPriceParts(v.engine_result);
  return sumPriceParts(parts) === v.price_fen ? { priceParts: parts } : {};
}

/**
 * Prices a consultation (mode 1 中药组方) on the server only: validates everything again (spec 2 §5,
 * the questionnaire, the patient mine), runs the engine and stores the visit (state created) with its
 * price. With the id of a visit not yet paid, that visit is re-priced (its open payment orders are
 * closed: their amount is stale). freeFlag is true when there is nothing to pay: the price is 0 (the
 * visit is settled at once), or the id names a visit already paid, which is answered as it is,
 * unchanged. A cancelled visit is not re-priced: a new visit is.
 */
export async function priceConsultation(db: Db, userId: number, form: PriceForm, now: Date): Promise<Priced> {
  const c = validateConsult(form, now);
  const patient = await ownedPatient(db, userId, c.patientId);
  const visitRecordId = form.visitRecordId;
  return db.transaction(async (tx) => {
    let existing: VisitRow | undefined;
    if (visitRecordId) {
      const found = await ownedVisit(tx, userId, visitRecordId, { lock: true });
      if (found.patient_id !== patient.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
      // Only a consultation (mode 1) is priced here: a visit another flow made (定制养生茶 …) keeps its own result.
      if (found.kind !== 'herbal') fail(CLINIC_MSG.visitNotFound);
      // A cancelled visit (by the doctor, or by the clock: recorded now) is not re-priced: a new visit is.
      const current = await expireVisitIfDue(tx, found, now);
      if (current.state !== 'created' && current.state !== 'cancelled') {
        return { price: current.price_fen, freeFlag: true, visitRecordId: current.visit_record_id, ...visitPriceParts(current) };
      }
      if (current.state === 'created') existing = current;
    }
    const engine = prescribe({
      sex: patient.sex === 0 ? 0 : 1,
      birthday: patient.birthday,
      inquiry: c.inquiry,
      startDate: c.toDoDay,
      takeDays: c.takeDays,
      ...(c.illDay ? { illDay: c.illDay } : {}),
    });
    const result: StoredResult = { prescriptions: engine.prescriptions, shangHan: engine.shangHan, reasons: engine.reasons };
    const priceParts = consultationPriceParts(engine);
    const price = sumPriceParts(priceParts);
    let id: number;
    if (existing) {
      await repriceVisit(tx, existing, c, price, result, now);
      id = existing.visit_record_id;
    } else {
      const visit = { ...c, userId, patientId: patient.patient_id, kind: 'herbal' as const, priceFen: price, result };
      id = await insertVisit(tx, visit, now);
    }
    return { price, freeFlag: price === 0, visitRecordId: id, priceParts };
  });
}

/** A created visit priced again with new answers: the same record, its stale payment orders closed. */
async function repriceVisit(tx: Queryable, v: VisitRow, c: ConsultInput, price: number, result: StoredResult, now: Date): Promise<void> {
  await applyEvent(tx, v.visit_record_id, v.state, 'reprice', now);
  await tx.query(
    `UPDATE visit_records SET to_do_day = $2, ill_day = $3, take_days = $4, inquiry = $5::jsonb, price_fen = $6,
            free_flag = $7, engine_result = $8::jsonb, current_result = $8::jsonb, priced_at = $9
      WHERE visit_record_id = $1`,
    [v.visit_record_id, c.toDoDay, c.illDay, c.takeDays, JSON.stringify(c.inquiry), price, price === 0, JSON.stringify(result), now],
  );
  await closeAwaitingPayments(tx, v.visit_record_id, now);
  if (price === 0) await applyEvent(tx, v.visit_record_id, 'created', 'settleFree', now);
}
