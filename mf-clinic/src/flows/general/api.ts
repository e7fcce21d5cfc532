import {
  call,
  type CommonPrescriptionResponse,
  type GranulesPriceRequest,
  type PrescriptionRef,
  type PriceResult,
  type ReplaceListRequest,
  type ReplaceSubmitRequest,
} from '@tcm/shared';
import { CLINIC_FALLBACK } from '../../api/visitMessages';

/** Prices the general prescription (spec 3 §7 granulesPrice): a free visit, settled at once. */
export async function requestGeneralPrice(req: GranulesPriceRequest): Promise<PriceResult> {
  const body = await call('POST /health/v1/granulesPrice', req, { fallback: CLINIC_FALLBACK.price });
  return body.data;
}

/** The visit's prescriptions with the start date's solar term (spec 3 §7 commonPrescription). */
export async function fetchCommonPrescription(visitRecordId: number): Promise<CommonPrescriptionResponse> {
  const body = await call('POST /health/v2/commonPrescription', { visitRecordId }, { fallback: CLINIC_FALLBACK.prescription });
  return body.data;
}

/** The v2 list call for one prescription (its dates and type), in the shape the replace dialog's hook takes. */
export const v2Replacements =
  (ref: () => PrescriptionRef) =>
  async (req: ReplaceListRequest): Promise<string[]> => {
    const body = await call('POST /health/v2/prescription/replace', { ...req, ...ref() }, { fallback: CLINIC_FALLBACK.replace });
    return body.data?.replaceMedicines ?? [];
  };

/** The v2 submit for one prescription, in the shape the replace dialogs take. */
export const v2Submit =
  (ref: () => PrescriptionRef) =>
  async (req: ReplaceSubmitRequest): Promise<void> => {
    await call('POST /health/v2/prescription/replace/submit', { ...req, ...ref() }, { fallback: CLINIC_FALLBACK.replace });
  };
