import type { ApiEnvelope, DataBody } from './common';
import type {
  InquiryWire,
  Patient,
  PrescriptionInfo,
  PrescriptionType,
  PriceResult,
  ReplaceListRequest,
  ReplaceSubmitRequest,
  SheetDeliveryStatus,
  VisitState,
} from './clinic';

// The general prescription 通用方 (spec 3 §2.4, serviceIndex -1) and the prescription sheet
// 处方笺 (spec 3 §2.5). Money is integer fen, as everywhere in the clinic.


/** Body of /health/v1/granulesPrice, the price of a general prescription (spec 3 §7). */
export interface GranulesPriceRequest {
  patientId: number;
  /** Start date, YYYY-MM-DD: after today, within one year. */
  toDoDay: string;
  /** 1 to 30. */
  takeDays: number;
  /** A general visit of the same patient and dates is answered again instead of a new one. */
  visitRecordId?: number;
  /** The questionnaire as the session holds it; defaulted (every answer 正常, 是否孕妇 否) when absent. */
  inquiryInfo?: InquiryWire;
}

/** The solar term (节气) a day falls in and the general formula the table gives it. */
export interface SolarTermInfo {
  /** e.g. 立春. */
  name: string;
  /** The term's first day (Beijing time), YYYY-MM-DD. */
  date: string;
  /** The following term and its first day. */
  nextName: string;
  nextDate: string;
  /** The formula of the term, e.g. 桂枝汤, and its book, e.g. 伤寒论 · 桂枝汤. */
  formula: string;
  source: string;
  /** Why this formula for this term, in Chinese. */
  why: string;
}

export interface CommonPrescriptionResponse {
  visitRecordId: number;
  prescriptionType: PrescriptionType;
  state: VisitState;
  freeFlag: boolean;
  /** What the visit cost, integer fen (0 for a general prescription). */
  price: number;
  /** The visit's prescriptions as they are now (after replacements). */
  prescriptionInfos: PrescriptionInfo[];
  reasons: string[];
  patient: Patient;
  startDate: string;
  takeDays: number;
  inquiryInfo: InquiryWire;
  /** The start date's solar term and its general formula (for every kind of visit). */
  solarTerm: SolarTermInfo;
}

/** The v2 replace calls name the prescription by its dates and type as well (spec 3 §7). */
export interface PrescriptionRef {
  /** The prescription's startDate and endDate as answered, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  type: PrescriptionType;
}

export type ReplaceListV2Request = ReplaceListRequest & PrescriptionRef;
export type ReplaceSubmitV2Request = ReplaceSubmitRequest & PrescriptionRef;


export interface PrescriptionSheet {
  /** Position of the prescription in the visit, from 0: the `index` of /fulfillmentConfirm. */
  index: number;
  name: string;
  /** The rendered sheet, a `data:image/svg+xml;base64,…` URL (spec 3 §3 imageUrl). */
  imageUrl: string;
  status: SheetDeliveryStatus;
  /** The delivery order when status is 1, else null. */
  deliveryOrderId: string | null;
}

export interface PrescriptionImageResponse {
  visitRecordId: number;
  patientId: number;
  patientName: string;
  prescriptionType: PrescriptionType;
  prescriptions: PrescriptionSheet[];
}

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
