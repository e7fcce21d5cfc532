import type { PrescriptionInfo, PrescriptionResponse, PriceRequest, PriceResult, RelatedRecord, RelatedRecordKind, ReplaceSubmitRequest } from '@tcm/shared';
import { clinicCall, clinicData } from './clinicCall';

/** Prices the questionnaire (spec 2 §7): creates the visit record, or re-prices the unpaid one named. */
export const requestPrice = (req: PriceRequest): Promise<PriceResult> => clinicData('POST /health/v1/price', req, 'price');

/** The prescription result of a paid (or free) visit. */
export const fetchPrescription = (visitRecordId: number): Promise<PrescriptionResponse> =>
  clinicData('POST /health/v2/prescription', { visitRecordId }, 'prescription');

/** The prescriptions again after a replacement (spec 2 §7: reload through /health/v1/prescription). */
export const reloadPrescriptions = (visitRecordId: number): Promise<PrescriptionInfo[]> =>
  clinicData('POST /health/v1/prescription', { visitRecordId }, 'prescription');

export interface RelatedRecordContext {
  visitRecordId: number;
  patientId: number;
  startDate: string;
  takeDays: number;
}

/** One of the 针灸信息 (A), 健康预测信息 (D) and 通用方信息 (G) tabs. */
export const fetchRelatedRecord = (kind: RelatedRecordKind, ctx: RelatedRecordContext): Promise<RelatedRecord> =>
  clinicData(
    'POST /health/v2/rela/record',
    { relaVisitRecordId: ctx.visitRecordId, patientId: ctx.patientId, recordType: kind, toDoDay: ctx.startDate, takeDays: ctx.takeDays },
    'prescription',
  );

/** The herbs that may replace one herb line (same category, safe, not already in the visit). */
export async function fetchReplacements(req: { patientId: number; visitRecordId: number; medicineName: string; number: number }): Promise<string[]> {
  const data = await clinicData('POST /health/v1/prescription/replace', req, 'replace');
  return data?.replaceMedicines ?? [];
}

/** Replaces a herb, or only its weight when the name stays the same. */
export async function submitReplacement(req: ReplaceSubmitRequest): Promise<void> {
  await clinicCall('POST /health/v1/prescription/replace/submit', req, 'replace');
}
