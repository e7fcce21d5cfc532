import type { z } from 'zod';
import type * as s from './schema';
import type { ApiBody, ApiEnvelope, DataBody, RowsBody } from './common';

export type PrescriptionType = z.infer<typeof s.prescriptionType>;

export type SheetDeliveryStatus = z.infer<typeof s.sheetDeliveryStatus>;

// The clinic's HTTP contract (spec 2 §3 entities, §7 calls). Every money field is an integer
// number of fen (1 yuan = 100 fen): the browser formats ¥x.xx, nobody does arithmetic on yuan.

export type PatientSex = z.infer<typeof s.sexCode>;

/** What sex the API accepts on input: the documented text, or the number older clients send. */
export type PatientSexInput = PatientSex | 0 | 1;

export type PatientInput = z.infer<typeof s.patientInput>;

export type Patient = z.infer<typeof s.patient>;

export type PatientListRequest = z.infer<typeof s.patientListRequest>;

// ---- Questionnaire on the wire (the model and its validation live in @tcm/shared/clinic) ----

export type InquiryArrayName = z.infer<typeof s.inquiryArrayName>;

export type InquiryWireItem = z.infer<typeof s.inquiryWireItem>;

export type InquiryWire = z.infer<typeof s.inquiryWire>;

// ---- Price (creates or re-prices a visit record) ----

export type PriceRequest = z.infer<typeof s.priceRequest>;

export type PriceResult = z.infer<typeof s.priceResult>;

// ---- Payment ----

export type PayChannel = z.infer<typeof s.payChannel>;

export type UnifiedOrderRequest = z.infer<typeof s.unifiedOrderRequest>;

export type UnifiedOrderResult = z.infer<typeof s.unifiedOrderResult>;

/** `data` of query/place/result. 1103 is `PAID_CODE` of @tcm/shared/clinic. */
export const PAY_RESULT_WAITING = 1101;
export const PAY_RESULT_FAILED = 1102;
export const PAY_RESULT_PAID = 1103;
export type PayResultCode = typeof PAY_RESULT_WAITING | typeof PAY_RESULT_FAILED | typeof PAY_RESULT_PAID;

// ---- Prescription result ----

export type HerbLine = z.infer<typeof s.herbLine>;

export type PrescriptionInfo = z.infer<typeof s.prescriptionInfo>;

export type VisitState = z.infer<typeof s.visitState>;

export type PrescriptionResponse = z.infer<typeof s.prescriptionResponse>;

// ---- Related records (tabs 针灸信息 A, 健康预测信息 D, 通用方信息 G) ----

export type RelatedRecordKind = z.infer<typeof s.relatedRecordKind>;

export type RelatedRecordRequest = z.infer<typeof s.relatedRecordRequest>;

export type RelatedRecord = z.infer<typeof s.relatedRecord>;

// ---- Replacement ----

export type ReplaceListRequest = z.infer<typeof s.replaceListRequest>;

export type ReplaceSubmitRequest = z.infer<typeof s.replaceSubmitRequest>;

// ---- Visit history (/medicalRecords) ----

export type VisitListRequest = z.infer<typeof s.visitListRequest>;

export type VisitRecordSummary = z.infer<typeof s.visitRecordSummary>;

export interface ClinicCalls {
  'POST /patient/v1/list': { req: PatientListRequest; res: RowsBody<Patient> };
  /** Create or update; data is the stored patient (with its server-computed lunarBirthday). */
  'POST /patient/v1': { req: PatientInput; res: ApiBody<{ data?: Patient }> };
  'DELETE /patient/v1/:patientId': { req: void; res: ApiEnvelope };
  'POST /health/v1/price': { req: PriceRequest; res: DataBody<PriceResult> };
  'POST /api/pay/0.1/unifiedOrder': { req: UnifiedOrderRequest; res: DataBody<UnifiedOrderResult> };
  'POST /api/pay/0.1/query/place/result': { req: { outTradeNo: string }; res: DataBody<PayResultCode> };
  'POST /health/v2/prescription': { req: { visitRecordId: number }; res: DataBody<PrescriptionResponse> };
  /** The prescriptions after replacements (reload after a replace submit). */
  'POST /health/v1/prescription': { req: { visitRecordId: number }; res: DataBody<PrescriptionInfo[]> };
  'POST /health/v2/rela/record': { req: RelatedRecordRequest; res: DataBody<RelatedRecord> };
  'POST /health/v1/prescription/replace': { req: ReplaceListRequest; res: DataBody<{ replaceMedicines: string[] }> };
  'POST /health/v1/prescription/replace/submit': { req: ReplaceSubmitRequest; res: ApiEnvelope };
  'POST /health/v1/visit/list': { req: VisitListRequest; res: RowsBody<VisitRecordSummary> };
  /** The doctor cancels an unpaid visit (待支付 → 已取消); data is the visit afterwards. */
  'POST /health/v1/visitRecord/cancel': { req: { visitRecordId: number }; res: DataBody<VisitRecordSummary> };
}
