import type { ApiBody, ApiEnvelope, DataBody, DeliveryStatus, PageQuery, PricePart, RowsBody } from './common';

/**
 * What a visit's prescription is (spec 3 §3 prescribing order): G 通用方 (general, of the start
 * date's solar term), S 自拟组方 (self-composed by the doctor), R 定制养生茶 (custom tea, service 9),
 * '' the portal's 智能 prescription (the questionnaire of /prescriptionInfo). The `type` of the v2
 * replace calls and of delivery.
 */
export type PrescriptionType = 'G' | 'S' | 'R' | '';

/** Spec 3 §4: 0 not yet delivered (→ /fulfillmentConfirm), 1 has a delivery order (→ /fulfillmentOrder). */
export type SheetDeliveryStatus = 0 | 1;

// The clinic's HTTP contract (spec 2 §3 entities, §7 calls). Every money field is an integer
// number of fen (1 yuan = 100 fen): the browser formats ¥x.xx, nobody does arithmetic on yuan.

/**
 * '1' male, '0' female: text, as spec 3 §3 writes it (issue 19 §6). The API answers text and
 * accepts the number too (0 | 1) from older clients. A new patient is male unless told otherwise.
 */
export type PatientSex = '0' | '1';

/** What sex the API accepts on input: the documented text, or the number older clients send. */
export type PatientSexInput = PatientSex | 0 | 1;

export interface PatientInput {
  /** Absent (or 0) creates a patient; present updates that patient of the logged-in user. */
  patientId?: number;
  name: string;
  sex: PatientSexInput;
  phoneNo?: string;
  /** Solar, YYYY-MM-DD, from 1900-01-01 to yesterday. */
  birthday: string;
  /** Ignored by the API, which computes it from `birthday`; accepted so a form can send what it shows. */
  lunarBirthday?: string;
  /** Province, city and county names joined as text (e.g. 浙江省杭州市西湖区). */
  liveArea: string;
  birthArea: string;
}

export interface Patient {
  patientId: number;
  name: string;
  sex: PatientSex;
  phoneNo: string;
  birthday: string;
  /** Computed by the server from the solar birthday with lunar-javascript, e.g. 二〇〇〇年五月十四 or 一九八七年闰六月初三. */
  lunarBirthday: string;
  liveArea: string;
  birthArea: string;
}

export interface PatientListRequest extends PageQuery {
  /** One search box (姓名或出生日期): matches part of the name, the exact birthday, or part of the phone. */
  name?: string;
}

// ---- Questionnaire on the wire (the model and its validation live in @tcm/shared/clinic) ----

export type InquiryArrayName =
  | 'basic_array'
  | 'basic_enter_array'
  | 'maixiang_array'
  | 'shangjiao_array'
  | 'zhongjiao_array'
  | 'xiajiao_array';

export interface InquiryWireItem {
  key: string;
  /** A string for single choice and free text, a list for the multi-select burner groups. */
  value: string | string[];
  options: string[];
  must: boolean;
}

export type InquiryWire = Record<InquiryArrayName, InquiryWireItem[]>;

// ---- Price (creates or re-prices a visit record) ----

export interface PriceRequest {
  patientId: number;
  /** Start date, YYYY-MM-DD: after today, within one year. */
  toDoDay: string;
  /** Onset date, YYYY-MM-DD, not after today; only asked for with serviceIndex 6. */
  illDay?: string;
  /** 1 to 30. */
  takeDays: number;
  inquiryInfo: InquiryWire;
  /** An existing unpaid visit of the same patient is re-priced instead of creating another one. */
  visitRecordId?: number;
}

export interface PriceResult {
  /** What the visit costs, integer fen, computed by the server only. */
  price: number;
  /** true: nothing to pay, the prescription is readable at once (price 0, or a visit already paid). */
  freeFlag: boolean;
  visitRecordId: number;
  /**
   * Extra (issue 32 item 6): what `price` is made of, summing to it exactly: 药费 of each prescription
   * to dispense (herbs × doses, as priced) and 问诊费. Absent where there is nothing to explain (a
   * free 通用方) or the parts would not add up to a price stored earlier.
   */
  priceParts?: PricePart[];
}

// ---- Payment ----

/** 1 WeChat (QR the patient scans), 3 public account (the logged-in doctor's account). */
export type PayChannel = 1 | 3;

export interface UnifiedOrderRequest {
  /** The visitRecordId being paid. */
  productId: number;
  orderType: 1;
  tradeType: 'NATIVE';
  payChannel: PayChannel;
}

export interface UnifiedOrderResult {
  payChannel: PayChannel;
  /** Channel 1: absolute http URL of the (sandbox) provider page to encode in the QR; channel 3: empty. */
  qrcode: string;
  outTradeNo: string;
}

/** `data` of query/place/result. 1103 is `PAID_CODE` of @tcm/shared/clinic. */
export const PAY_RESULT_WAITING = 1101;
export const PAY_RESULT_FAILED = 1102;
export const PAY_RESULT_PAID = 1103;
export type PayResultCode = typeof PAY_RESULT_WAITING | typeof PAY_RESULT_FAILED | typeof PAY_RESULT_PAID;

// ---- Prescription result ----

export interface HerbLine {
  /** Herb name. */
  key: string;
  /** Weight per dose with its unit, e.g. `9g`. */
  value: string;
  /** Unique within the visit (numbered from 1 across all its prescriptions): the `number` of the replace calls. */
  index: number;
}

/**
 * A prescription, the model of spec 3 §3 (every documented field, wherever a prescription is
 * answered: the result pages, the general, self-composed and custom tea calls, the delivery
 * orders and drafts). Extras beyond the spec's list are optional.
 */
export interface PrescriptionInfo {
  name: string;
  /** Extra: where the formula comes from, e.g. 伤寒论 · 桂枝汤. */
  source?: string;
  /** Number of doses. */
  count: number;
  /** Integer fen. */
  charge: number;
  /** Grams of one dose (sum of the herb weights). */
  totalWeight: number;
  startDate: string;
  endDate: string;
  supplyDays: number;
  /** G 通用方, S 自拟组方, R 定制养生茶, '' 智能: the `type` the v2 replace calls send back. */
  type: PrescriptionType;
  /** 饭前 or 饭后: the doctor's choice for a self-composed prescription, else 饭后 (as the sheet prints). */
  takeTime: string;
  /** The diagnosis (as the sheet prints it): the doctor's, the questionnaire's 诊断结果, or the general formula's solar term; '' when none. */
  disease: string;
  /**
   * true while a herb or a weight of this prescription may still be changed (the visit is paid or
   * free and no delivery order of this prescription is paid); false once its delivery order is
   * paid (status 1 to 5: the prescription is locked), and for a visit not settled (unpaid, or a
   * custom tea, which is paid through its order). The pages hide 更换药材 / 修改重量 when false.
   */
  modifyFlag: boolean;
  visitRecordId: number;
  /** Spec 3 §4: 0 not yet delivered (→ delivery confirmation), 1 has a delivery order (→ its detail). */
  status: SheetDeliveryStatus;
  /** The prescription's latest delivery order (DO…) when status is 1, else null. */
  deliveryOrderId: string | null;
  /** Extra (issue 32 item 2): that live order's status as it reads now, null without one. */
  deliveryOrderStatus?: DeliveryStatus | null;
  /** Extra: its text (待支付, 调配中 …), '' without one. */
  deliveryOrderStatusText?: string;
  /**
   * Where the prescription's sheet is shown: the portal's sheet page /prescriptionImage?visitRecordId=…
   * (the rendered image itself is answered, with the session, by GET /health/v2/prescription/image/{visitRecordId});
   * '' while it has no sheet (a visit not settled, a 伤寒论 reference, a custom tea).
   */
  imageUrl: string;
  prescription: HerbLine[];
}

/** cancelled: never paid, cancelled by the doctor or 24 hours after it was priced (no longer payable). */
export type VisitState = 'created' | 'paid' | 'prescribed' | 'cancelled';

export interface PrescriptionResponse {
  visitRecordId: number;
  state: VisitState;
  freeFlag: boolean;
  /** What the visit cost, integer fen. */
  price: number;
  /** Extra: what `price` is made of (as PriceResult.priceParts: the prescriptions as priced, not as changed since). */
  priceParts?: PricePart[];
  prescriptionInfos: PrescriptionInfo[];
  shangHanPrescriptionInfos: PrescriptionInfo[];
  /** Why the engine chose these prescriptions, in Chinese. */
  reasons: string[];
  patient: Patient;
  illDay: string | null;
  startDate: string;
  takeDays: number;
  inquiryInfo: InquiryWire;
}

// ---- Related records (tabs 针灸信息 A, 健康预测信息 D, 通用方信息 G) ----

export type RelatedRecordKind = 'A' | 'D' | 'G';

export interface RelatedRecordRequest {
  relaVisitRecordId: number;
  patientId: number;
  recordType: RelatedRecordKind;
  toDoDay: string;
  takeDays: number;
}

export interface RelatedRecord {
  kind: RelatedRecordKind;
  title: string;
  sections: { title: string; items: { label: string; value: string }[] }[];
}

// ---- Replacement ----

export interface ReplaceListRequest {
  patientId: number;
  visitRecordId: number;
  medicineName: string;
  /** The herb line's `index`. */
  number: number;
}

export interface ReplaceSubmitRequest {
  visitRecordId: number;
  oldMedicineName: string;
  /** Same as oldMedicineName to change only the weight. */
  replaceMedicineName: string;
  /** Grams, as shown. */
  oldWeight: number;
  /** Integer grams, 1 to 999. */
  replaceWeight: number;
  /** The herb line's `index`. */
  number: number;
}

// ---- Visit history (/medicalRecords) ----

export interface VisitListRequest extends PageQuery {
  patientId: number;
}

export interface VisitRecordSummary {
  visitRecordId: number;
  patientId: number;
  /** When the visit was created, Beijing time `YYYY-MM-DD HH:mm:ss` (the contract's createTime format). */
  createdAt: string;
  /** What kind of consultation, e.g. 中药组方. */
  kind: string;
  /** The kind as a code, to open the right result page: herbal, general, selfComposed or customTea. */
  kindCode: 'herbal' | 'general' | 'selfComposed' | 'customTea';
  state: VisitState;
  /** visitState(state).text of @tcm/shared/codes. */
  stateText: string;
  /** Integer fen. */
  price: number;
  paid: boolean;
  freeFlag: boolean;
  startDate: string;
  takeDays: number;
}

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
