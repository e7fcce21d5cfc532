import { defaultInquiry, prescriptionStartProblem, validateInquiry, type InquiryInfo } from '@tcm/shared/clinic';
import type { PriceResult } from '@tcm/shared/contract';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/http/errors';
import { CLINIC_MSG } from '../messages';
import { insertVisit } from '../newVisit';
import { todayYmd } from '../dates';
import { ownedPatient } from '../patients';
import { isSettled, ownedVisit } from '../visits';
import { GENERAL_PRICE_FEN, generalPrescription } from './index';

/** POST /health/v1/granulesPrice as the input layer read it. */
export interface GeneralPriceForm {
  patientId?: number;
  toDoDay: string;
  takeDays?: number;
  inquiryInfo: unknown;
  visitRecordId?: number;
}

/** The prescription-start rules of spec 2 §5, in its order (as /health/v1/price applies them). */
function validateStart(b: GeneralPriceForm, now: Date): GeneralStart {
  const problem = prescriptionStartProblem({ hasPatient: !!b.patientId, useDate: b.toDoDay, useDays: b.takeDays, illDay: '' }, todayYmd(now), false);
  if (problem) return fail(problem.message);
  // The page sends the session's questionnaire, defaulted; without one the defaults are used here.
  const inquiry = b.inquiryInfo === undefined ? { ok: true as const, value: defaultInquiry() } : validateInquiry(b.inquiryInfo);
  if (!inquiry.ok) return fail(inquiry.msg);
  return { patientId: b.patientId!, toDoDay: b.toDoDay, takeDays: b.takeDays!, inquiry: inquiry.value };
}

/** A general prescription's start as granulesPrice received it, checked (spec 2 §5). */
interface GeneralStart {
  patientId: number;
  toDoDay: string;
  takeDays: number;
  inquiry: InquiryInfo;
}

/**
 * Prices a general prescription: validates the start again, composes the formula of the start
 * date's solar term and stores the visit (kind general). It costs GENERAL_PRICE_FEN = 0, so it is settled at once (no payment order).
 * A visitRecordId naming a settled general visit of the same patient, start date and days answers
 * that visit again (a reload of the page creates nothing); any other creates a new visit.
 */
export async function priceGeneral(db: Db, userId: number, form: GeneralPriceForm, now: Date): Promise<PriceResult> {
  const start = validateStart(form, now);
  const patient = await ownedPatient(db, userId, start.patientId);
  const visitRecordId = form.visitRecordId;
  const outcome = await db.transaction(async (tx) => {
    if (visitRecordId) {
      const found = await ownedVisit(tx, userId, visitRecordId, { lock: true });
      if (found.patient_id !== patient.patient_id) fail(CLINIC_MSG.visitPatientMismatch);
      const same = (found.kind as string) === 'general' && found.to_do_day === start.toDoDay && found.take_days === start.takeDays;
      if (same && isSettled(found)) return { id: found.visit_record_id, price: found.price_fen };
    }
    const { result, term } = generalPrescription({
      sex: patient.sex === 0 ? 0 : 1,
      birthday: patient.birthday,
      inquiry: start.inquiry,
      startDate: start.toDoDay,
      takeDays: start.takeDays,
    });
    const price = GENERAL_PRICE_FEN;
    const id = await insertVisit(
      tx,
      {
        userId,
        patientId: patient.patient_id,
        kind: 'general',
        toDoDay: start.toDoDay,
        illDay: null,
        takeDays: start.takeDays,
        inquiry: start.inquiry,
        priceFen: price,
        result: { ...result, solarTerm: term },
      },
      now,
    );
    return { id, price };
  });
  // Free: nothing to explain (issue 32 item 6: no part at all sums to the 0 to pay).
  return { price: outcome.price, freeFlag: outcome.price === 0, visitRecordId: outcome.id, ...(outcome.price === 0 ? { priceParts: [] } : {}) };
}
