import type { CommonPrescriptionResponse, GranulesPriceRequest, PrescriptionRef, PriceResult, ReplaceListRequest, ReplaceSubmitRequest } from '@tcm/shared';
import { clinicCall, clinicData } from './clinicCall';

/** Prices the general prescription (spec 3 §7 granulesPrice): a free visit, settled at once. */
export const requestGeneralPrice = (req: GranulesPriceRequest): Promise<PriceResult> => clinicData('POST /health/v1/granulesPrice', req, 'price');

/** The visit's prescriptions with the start date's solar term (spec 3 §7 commonPrescription). */
export const fetchCommonPrescription = (visitRecordId: number): Promise<CommonPrescriptionResponse> =>
  clinicData('POST /health/v2/commonPrescription', { visitRecordId }, 'prescription');

/** The v2 list call for one prescription (its dates and type), in the shape the replace dialog's hook takes. */
export const v2Replacements =
  (ref: () => PrescriptionRef) =>
  async (req: ReplaceListRequest): Promise<string[]> => {
    const data = await clinicData('POST /health/v2/prescription/replace', { ...req, ...ref() }, 'replace');
    return data?.replaceMedicines ?? [];
  };

/** The v2 submit for one prescription, in the shape the replace dialogs take. */
export const v2Submit =
  (ref: () => PrescriptionRef) =>
  async (req: ReplaceSubmitRequest): Promise<void> => {
    await clinicCall('POST /health/v2/prescription/replace/submit', { ...req, ...ref() }, 'replace');
  };
