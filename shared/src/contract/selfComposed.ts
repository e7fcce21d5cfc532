import type { DataBody, RowsBody } from './common';
import type { InquiryWire, Patient, PrescriptionInfo, VisitState } from './clinic';

// The self-composed prescription, 自拟组方 (spec 3 §2.11, §3, §5, §7): the doctor picks the herbs and
// weights, the server checks everything again (herb safety included), prices it and stores it as a
// visit record of the clinic's state machine (kind 'selfComposed', settled at once: nothing to pay
// for a prescription the doctor composed; the herbs are paid with the delivery order).

/** One herb of the catalogue (spec 3 §3 Medicine). */
export interface Medicine {
  /** Position in the herb table (stable within a release); prescriptions store names, never ids. */
  medicineId: number;
  medicineName: string;
  /** Pinyin initials, lower case (当归 → dg), computed with pinyin-pro. */
  pinyinInitialName: string;
  /** Grams of 饮片 that one gram of 颗粒 stands for: slice = granule × piecesWeight. */
  piecesWeight: number;
}

export interface MedicineListQuery {
  /** Characters (当归, 归) or pinyin initials (dg); empty lists the whole table in its order. */
  keyword?: string;
  pageNum?: number;
  /** Default 10, at most 50. */
  pageSize?: number;
}

export type TakeTime = '饭前' | '饭后';
export const TAKE_TIMES: readonly TakeTime[] = ['饭前', '饭后'];

/** 饮片 (decoction pieces) or 颗粒 (granules); the weights are always 饮片 grams. */
export type HerbForm = '饮片' | '颗粒';
export const HERB_FORMS: readonly HerbForm[] = ['饮片', '颗粒'];

export interface SelfComposedHerb {
  /** Herb name. */
  key: string;
  /** 饮片 grams per dose: an integer from 1 to 999 (a number, or its digits as text). */
  value: number | string;
  index: number;
}

export interface SelfComposedBody {
  /** 诊断结果, also written into the questionnaire's 诊断结果. */
  disease: string;
  prescriptionList: SelfComposedHerb[];
  take_time: TakeTime;
  /** Grams of one dose as the page summed them; the server recomputes it and never trusts it. */
  total?: number;
  /** Default 饮片. */
  form?: HerbForm;
}

export interface SelfComposedRequest {
  patientId: number;
  /** Start date YYYY-MM-DD, after today, within a year. */
  toDoDay: string;
  /** Days from the start to the end date inclusive, 1 to 30. */
  takeDays: number;
  /** The questionnaire (its 是否孕妇 drives the pregnancy rules); defaults when absent. */
  inquiryInfo?: InquiryWire;
  prescriptionBody: SelfComposedBody;
}

export interface SelfComposedPrescription {
  visitRecordId: number;
  state: VisitState;
  /** One prescription (name 自拟方), charge = Σ weight × price per gram × doses, integer fen. */
  prescriptionInfos: PrescriptionInfo[];
  patient: Patient;
  startDate: string;
  takeDays: number;
  inquiryInfo: InquiryWire;
  disease: string;
  takeTime: TakeTime;
  form: HerbForm;
  /** 颗粒 grams per herb line index (rounded to 6 decimals), present when form is 颗粒. */
  granules?: Record<number, number>;
}

export interface SelfComposedResult {
  prescription: SelfComposedPrescription;
  /** One per prescription: the sheet is GET /health/v2/prescription/image/{visitRecordId}. */
  images: { visitRecordId: number; name: string }[];
  visitRecordId: number;
}

export interface SelfComposedCalls {
  'GET /medicine/list': { req: MedicineListQuery; res: RowsBody<Medicine> };
  'POST /health/v2/prescription/self/image': { req: SelfComposedRequest; res: DataBody<SelfComposedResult> };
  /** The stored self-composed prescription again (the details page after a reload or a replacement). */
  'POST /health/v2/prescription/self/info': { req: { visitRecordId: number }; res: DataBody<SelfComposedPrescription> };
}
