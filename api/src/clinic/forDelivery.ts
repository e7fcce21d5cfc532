import type { Patient, PrescriptionInfo } from '@tcm/shared/contract';
import { one, type Queryable } from '../platform/db';
import { chargeFen } from './engine';
import { withPrescriptions } from './general';
import { patientRowOf, toPatient, type PatientColumns, type PatientRow } from './patients';
import { factsOf, prescriptionModels, type ModelVisit } from './prescriptionModel';
import type { VisitOrders } from './ports';
import { isSettled, ownedVisit, prescriptionInfos, SETTLED_STATES, type PrescriptionCore, type VisitRow } from './visits';

/**
 * What the clinic tells a delivery of its visits, prescriptions and patients: the commerce asks
 * through its port (ClinicRecords), which the composition root (wiring.ts) connects to these and to
 * the clinic's own helpers (prescriptionTypeOf, patientKeywordSql, cancelledSql …).
 */

/** A visit as a delivery sees it: its state, its prescriptions priced as an order charges them. */
export interface VisitForDelivery extends ModelVisit {
  patient_id: number;
  settled: boolean;
  prescriptions: { core: PrescriptionCore; herbFenPerDose: number }[];
  customTeaResult: string[];
}

function forDelivery(row: VisitRow & { service_result?: { customTeaResult?: unknown } | null }): VisitForDelivery {
  const visit = withPrescriptions(row);
  const cores = prescriptionInfos(visit).prescriptionInfos;
  const tea = row.service_result?.customTeaResult;
  return {
    visit_record_id: visit.visit_record_id,
    patient_id: visit.patient_id,
    kind: visit.kind,
    state: visit.state,
    inquiry: visit.inquiry,
    current_result: visit.current_result,
    to_do_day: visit.to_do_day,
    take_days: visit.take_days,
    settled: isSettled(visit),
    prescriptions: visit.current_result.prescriptions.map((p, i) => ({ core: cores[i]!, herbFenPerDose: chargeFen({ count: 1, herbs: p.herbs }) })),
    customTeaResult: Array.isArray(tea) ? (tea as string[]) : [],
  };
}

/** My visit, for a placement or a draft (another user's answers like a missing one). */
export async function myVisitForDelivery(q: Queryable, userId: number, visitRecordId: number, opts: { lock?: boolean } = {}): Promise<VisitForDelivery> {
  return forDelivery(await ownedVisit(q, userId, visitRecordId, opts));
}

/** An order's visit. */
export async function visitForDelivery(q: Queryable, visitRecordId: number): Promise<VisitForDelivery> {
  return forDelivery((await one<VisitRow>(q, 'SELECT * FROM visit_records WHERE visit_record_id = $1', [visitRecordId]))!);
}

/** The kind of my visit, or undefined when I have none by that id. */
export async function myVisitKind(q: Queryable, userId: number, visitRecordId: number): Promise<string | undefined> {
  return (await one<{ kind: string }>(q, 'SELECT kind FROM visit_records WHERE visit_record_id = $1 AND user_id = $2', [visitRecordId, userId]))?.kind;
}

/** A visit a delivery hands back: read from the clinic's own table, so its kind, questionnaire and result are the clinic's. */
type HandedBack = Omit<ModelVisit, 'kind' | 'inquiry' | 'current_result'> & { kind: string; inquiry: unknown; current_result: unknown };

/** Every documented field of each main prescription, its herbs as they are now. */
export const prescriptionInfosForDelivery = (visit: HandedBack, orders: VisitOrders): PrescriptionInfo[] =>
  prescriptionModels(withPrescriptions(visit as ModelVisit), orders).prescriptionInfos;

/** What the visit and its orders say of main prescription `no`. */
export const prescriptionFactsForDelivery = (visit: HandedBack, no: number, orders: VisitOrders) =>
  factsOf(withPrescriptions(visit as ModelVisit), 'prescriptions', no, orders);

export async function patientById(q: Queryable, patientId: number): Promise<Patient> {
  return toPatient((await one<PatientRow>(q, 'SELECT * FROM patients WHERE patient_id = $1', [patientId]))!);
}

/**
 * A list row's visit, as plain columns prefixed v_ (read back with visitOfColumns). Wrapped into one
 * JSON value, the visit's inquiry and result were taken apart and rebuilt by the database for
 * every row: 3 to 5 ms of its CPU a page of ten (issue 21). `currentResult` narrows the result to
 * what the list reads.
 */
export const visitColumnsSql = (currentResult = 'v.current_result') =>
  `v.state AS v_state, v.kind AS v_kind, v.inquiry AS v_inquiry, ${currentResult} AS v_current_result,
   v.to_do_day AS v_to_do_day, v.take_days AS v_take_days, v.patient_id AS v_patient_id`;

interface VisitColumns {
  visit_record_id: number;
  v_state: VisitRow['state'];
  v_kind: VisitRow['kind'];
  v_inquiry: VisitRow['inquiry'];
  v_current_result: VisitRow['current_result'];
  v_to_do_day: VisitRow['to_do_day'];
  v_take_days: VisitRow['take_days'];
  v_patient_id: VisitRow['patient_id'];
}

export function visitOfColumns(row: object): ModelVisit & { patient_id: number } {
  const r = row as VisitColumns;
  return {
    visit_record_id: r.visit_record_id,
    state: r.v_state,
    kind: r.v_kind,
    inquiry: r.v_inquiry,
    current_result: r.v_current_result,
    to_do_day: r.v_to_do_day,
    take_days: r.v_take_days,
    patient_id: r.v_patient_id,
  };
}

export const patientOfColumns = (row: object): Patient => toPatient(patientRowOf(row as PatientColumns));

/** The states the doctor's visit counters are bucketed by, as the prescribing list reads them (platform/db/listCounts.ts). */
export const VISIT_COUNT_STATES = { unpaid: 'created', settled: SETTLED_STATES, cancelled: 'cancelled' } as const;
