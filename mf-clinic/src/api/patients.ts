import { call, type Patient, type PatientInput, type VisitRecordSummary } from '@tcm/shared';
import { PATIENT_FALLBACK } from './patientMessages';

/** Spec 2 §9: 8 patients a page on the list screen, 5 in the start screen's picker. */
export const PATIENT_PAGE_SIZE = 8;
export const PICKER_PAGE_SIZE = 5;
export const VISIT_PAGE_SIZE = 8;

export interface PatientPage {
  rows: Patient[];
  total: number;
}

/**
 * My patients, filtered by one search text (name, phone or the start of the solar birthday; the
 * API reads it from `name`, spec 2 §7). `name` is always sent, empty when nothing is searched.
 */
export async function listPatients(q: { name: string; pageNum: number; pageSize: number }, fallback: string = PATIENT_FALLBACK.list): Promise<PatientPage> {
  const body = await call('POST /patient/v1/list', q, { fallback });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}

/** Creates (no patientId) or updates a patient; answers the stored patient when the server sends it. */
export async function savePatient(input: PatientInput, fallback: string): Promise<Patient | null> {
  const body = await call('POST /patient/v1', input, { fallback });
  return body.data ?? null;
}

export async function deletePatient(patientId: number): Promise<void> {
  await call('DELETE /patient/v1/:patientId', undefined, { params: { patientId }, fallback: PATIENT_FALLBACK.delete });
}

/** One patient's visit records, newest first (/medicalRecords). */
export async function listPatientVisits(patientId: number, pageNum: number): Promise<{ rows: VisitRecordSummary[]; total: number }> {
  const body = await call('POST /health/v1/visit/list', { patientId, pageNum, pageSize: VISIT_PAGE_SIZE }, { fallback: PATIENT_FALLBACK.visits });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}
