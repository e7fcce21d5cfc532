import { fromCompactDay, serviceStartProblem, SERVICES, type ServiceDef } from '@tcm/shared/clinic';
import type { CustomTeaServiceResult, ServiceIndex, ServiceResult } from '@tcm/shared/contract';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/http/errors';
import { todayYmd } from '../dates';
import { CLINIC_MSG } from '../messages';
import { ownedPatient, type PatientRow } from '../patients';
import { flattenSections, runService, type ServiceInput } from './index';
import { createTeaVisit } from './teaVisit';

/** A service call's start as the input layer read it: the patient, the start day (YYYYMMDD when `compact`), the days. */
export interface ServiceStart {
  patientId?: number;
  day: string;
  compact: boolean;
  days?: number;
}

/** POST /health/v1/medicine without serviceIndex: 5 中成药 (see medicineService). */
export const MEDICINE_DEFAULT_SERVICE = 5;

/**
 * 5 中成药 and 10 药食同源 share POST /health/v1/medicine (spec 3 §7: body {patientId, toDoDay,
 * takeDays}). The optional serviceIndex tells them apart (10 needs the prescribing right); without it
 * the call is service 5, the one open to every user, so the documented body works as it is.
 */
export function medicineService(serviceIndex: number | undefined): 5 | 10 {
  const index = serviceIndex ?? MEDICINE_DEFAULT_SERVICE;
  if (index !== 5 && index !== 10) return fail(CLINIC_MSG.serviceInvalid);
  return index;
}

/**
 * The start rules of spec 3 §5 in their order (the same validator as the page), then the patient,
 * who must be one of the caller's own (another's answers like a missing one).
 */
async function checked(db: Db, userId: number, service: ServiceDef, b: ServiceStart, now: Date): Promise<{ patient: PatientRow; input: ServiceInput }> {
  // A compact day (YYYYMMDD) is read as YYYY-MM-DD; anything else stays as sent and fails as not a day.
  const startDate = b.compact && b.day ? (fromCompactDay(b.day) ?? `x${b.day}`) : b.day;
  const problem = serviceStartProblem(service, { hasPatient: !!b.patientId, startDate, days: b.days }, todayYmd(now));
  if (problem) fail(problem.message);
  const patient = await ownedPatient(db, userId, b.patientId!);
  return {
    patient,
    input: {
      patient: { patientId: patient.patient_id, name: patient.name, sex: patient.sex === 0 ? 0 : 1, birthday: patient.birthday },
      startDate,
      days: b.days ?? service.defaultDays,
    },
  };
}

/** A service's result (spec 3 §7): every service but 9, which keeps a visit (customTeaService). */
export async function serviceResult(db: Db, userId: number, index: Exclude<ServiceIndex, 9>, b: ServiceStart, now: Date): Promise<ServiceResult> {
  const { input } = await checked(db, userId, SERVICES[index], b, now);
  return runService(index, input).result;
}

/** 9 定制养生茶: the result, and a visit record (teaVisit.ts) that the custom-tea pages show, pay and deliver. */
export async function customTeaService(db: Db, userId: number, b: ServiceStart, now: Date): Promise<CustomTeaServiceResult> {
  const { patient, input } = await checked(db, userId, SERVICES[9], b, now);
  const { result, tea } = runService(9, input);
  if (!tea) throw new Error('customTea: the engine made no tea');
  const customTeaResult = flattenSections(result.sections);
  const visitRecordId = await createTeaVisit(db, userId, patient.patient_id, { input, result, tea, customTeaResult }, now);
  return { ...result, customTeaResult, visitRecordId };
}
