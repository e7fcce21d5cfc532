import type { z } from 'zod';
import type * as s from './schema';
import type { ApiEnvelope, DataBody } from './common';
import type { PriceResult, ReplaceListRequest, ReplaceSubmitRequest } from './clinic';

// The general prescription 通用方 (spec 3 §2.4, serviceIndex -1) and the prescription sheet
// 处方笺 (spec 3 §2.5). Money is integer fen, as everywhere in the clinic.

export type GranulesPriceRequest = z.infer<typeof s.granulesPriceRequest>;

export type SolarTermInfo = z.infer<typeof s.solarTermInfo>;

export type CommonPrescriptionResponse = z.infer<typeof s.commonPrescriptionResponse>;

export type PrescriptionRef = z.infer<typeof s.prescriptionRef>;

export type ReplaceListV2Request = ReplaceListRequest & PrescriptionRef;
export type ReplaceSubmitV2Request = ReplaceSubmitRequest & PrescriptionRef;

export type PrescriptionSheet = z.infer<typeof s.prescriptionSheet>;

export type PrescriptionImageResponse = z.infer<typeof s.prescriptionImageResponse>;

export interface GeneralCalls {
  /** Prices (creates) a general visit: it is free, so it is settled at once (freeFlag true). */
  'POST /health/v1/granulesPrice': { req: GranulesPriceRequest; res: DataBody<PriceResult> };
  /** The visit's prescriptions with the start date's solar term; the first read moves paid → prescribed. */
  'POST /health/v2/commonPrescription': { req: { visitRecordId: number }; res: DataBody<CommonPrescriptionResponse> };
  'POST /health/v2/prescription/replace': { req: ReplaceListV2Request; res: DataBody<{ replaceMedicines: string[] }> };
  'POST /health/v2/prescription/replace/submit': { req: ReplaceSubmitV2Request; res: ApiEnvelope };
  /** One rendered sheet per prescription of a paid visit of mine. */
  'GET /health/v2/prescription/image/:visitRecordId': { req: void; res: DataBody<PrescriptionImageResponse> };
}
