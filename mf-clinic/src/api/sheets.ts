import { call, type PrescriptionImageResponse } from '@tcm/shared';
import { CLINIC_FALLBACK } from '@tcm/shared/clinic';

/** Spec 3 §8 has no words for a failed sheet; the prescription's are the nearest. */
export const SHEET_FALLBACK = CLINIC_FALLBACK.prescription;

/** The rendered sheets of a paid visit (spec 3 §7 GET /health/v2/prescription/image/{visitRecordId}). */
export async function fetchPrescriptionImages(visitRecordId: number): Promise<PrescriptionImageResponse> {
  const body = await call('GET /health/v2/prescription/image/:visitRecordId', undefined, { fallback: SHEET_FALLBACK, params: { visitRecordId } });
  return body.data;
}
