import {
  call,
  type PrescriptionInfo,
  type PrescriptionResponse,
  type PriceRequest,
  type PriceResult,
  type RelatedRecord,
  type RelatedRecordKind,
  type ReplaceSubmitRequest,
} from '@tcm/shared';
import { CLINIC_FALLBACK } from './visitMessages';

/** Prices the questionnaire (spec 2 §7): creates the visit record, or re-prices the unpaid one named. */
export async function requestPrice(req: PriceRequest): Promise<PriceResult> {
  const body = await call('POST /health/v1/price', req, { fallback: CLINIC_FALLBACK.price });
  return body.data;
}

/** The prescription result of a paid (or free) visit. */
export async function fetchPrescription(visitRecordId: number): Promise<PrescriptionResponse> {
  const body = await call('POST /health/v2/prescription', { visitRecordId }, { fallback: CLINIC_FALLBACK.prescription });
  return body.data;
}

/** The prescriptions again after a replacement (spec 2 §7: reload through /health/v1/prescription). */
export async function reloadPrescriptions(visitRecordId: number): Promise<PrescriptionInfo[]> {
  const body = await call('POST /health/v1/prescription', { visitRecordId }, { fallback: CLINIC_FALLBACK.prescription });
  return body.data;
}

export interface RelatedRecordContext {
  visitRecordId: number;
  patientId: number;
  startDate: string;
  takeDays: number;
}

/** One of the 针灸信息 (A), 健康预测信息 (D) and 通用方信息 (G) tabs. */
export async function fetchRelatedRecord(kind: RelatedRecordKind, ctx: RelatedRecordContext): Promise<RelatedRecord> {
  const body = await call(
    'POST /health/v2/rela/record',
    {
      relaVisitRecordId: ctx.visitRecordId,
      patientId: ctx.patientId,
      recordType: kind,
      toDoDay: ctx.startDate,
      takeDays: ctx.takeDays,
    },
    { fallback: CLINIC_FALLBACK.prescription },
  );
  return body.data;
}

/** The herbs that may replace one herb line (same category, safe, not already in the visit). */
export async function fetchReplacements(req: {
  patientId: number;
  visitRecordId: number;
  medicineName: string;
  number: number;
}): Promise<string[]> {
  const body = await call('POST /health/v1/prescription/replace', req, { fallback: CLINIC_FALLBACK.replace });
  return body.data?.replaceMedicines ?? [];
}

/** Replaces a herb, or only its weight when the name stays the same. */
export async function submitReplacement(req: ReplaceSubmitRequest): Promise<void> {
  await call('POST /health/v1/prescription/replace/submit', req, { fallback: CLINIC_FALLBACK.replace });
}
