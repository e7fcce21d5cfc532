import { z } from 'zod';
import { dataBody, envelope, fen, id, int, rowsBody } from './common';
import {
  inquiryWire,
  noVisitOr,
  patient,
  prescriptionInfo,
  prescriptionType,
  priceResult,
  replaceListRequest,
  replaceMedicines,
  replaceSubmitRequest,
  sheetDeliveryStatus,
  visitRef,
  visitState,
} from './clinic';

// Spec 3 §7 Services and Prescription: the text services, the general (通用方), self-composed
// (自拟组方) and custom-tea (定制养生茶) prescriptions, and the prescription sheet.

// ---- Services ----

/** 1 健康预测, 2 药茶, 3 经络调理, 4 针灸, 5 中成药, 9 定制养生茶, 10 药食同源, 11 六气饮. */
export const serviceIndex = z.literal([1, 2, 3, 4, 5, 9, 10, 11]);

/** Body of services 1 (/health/v1/disease) and 9 (/health/v1/customTea). */
export const predictServiceRequest = z.object({
  patientId: id,
  /** Start date without dashes, YYYYMMDD (e.g. 20261201): after today, within one year. */
  toPredictDay: z.string(),
  /** Number of days, a whole number from 1 (at most 365). */
  predictDays: int,
});

/** Body of services 2, 3, 4, 10/5 and 11. */
export const takeServiceRequest = z.object({
  patientId: id,
  /** Start date, YYYY-MM-DD like every other clinic call: after today, within one year. */
  toDoDay: z.string(),
  /** A whole number from 1; at most 30 for 11, 365 otherwise. Optional for 3 and 4 (their standard course). */
  takeDays: int.optional(),
});

/** Body of /health/v1/medicine, which answers service 5 (中成药, also without serviceIndex: spec 3 §7's body) and service 10 (药食同源). */
export const medicineServiceRequest = takeServiceRequest.extend({ serviceIndex: z.literal([5, 10]).optional() });

export const serviceSection = z.object({
  /** e.g. 五运六气, 取穴, 组成, 调养建议. */
  heading: z.string(),
  /** Lines of text as shown, one per line. */
  lines: z.array(z.string()),
});

/** What every service answers: lines of text in titled sections (spec 3 §2.3). */
export const serviceResult = z.object({
  serviceIndex,
  /** The service's title, e.g. 针灸. */
  title: z.string(),
  patientId: id,
  patientName: z.string(),
  /** First and last day of the period, YYYY-MM-DD (whatever format the request used). */
  startDate: z.string(),
  endDate: z.string(),
  days: int,
  sections: z.array(serviceSection),
  /** Names (nameAcup) of the acupoints the text mentions, each once, in order of first appearance. */
  acupoints: z.array(z.string()),
});

/** Service 9 (定制养生茶) also creates a visit record, which the custom-tea pages pay and deliver. */
export const customTeaServiceResult = serviceResult.extend({
  /** The same text, flattened to lines (a heading line, then its lines), as /health/v2/customTeaInfo shows it. */
  customTeaResult: z.array(z.string()),
  /** The new visit record: next step /CUSTOMIZEDPrescription?visitRecordId=… */
  visitRecordId: id,
});

/** One of the 361 WHO standard acupoints (GET /business/acupointDetails/listAll). */
export const acupointDetail = z.object({
  /** WHO code, e.g. LI4 (not in the spec's list: the key a page may use). */
  code: z.string(),
  /** Chinese name, e.g. 合谷. */
  nameAcup: z.string(),
  /** Pinyin with tone marks, e.g. hé gǔ. */
  pinyin: z.string(),
  /** The meridian, e.g. 手阳明大肠经. */
  channels: z.string(),
  /** Standard location (GB/T 12346-2006, WHO 2008). Empty when not recorded. */
  positionSta: z.string(),
  /** A simple way to find it. Empty when not recorded. */
  position2: z.string(),
  /** 刺灸法, e.g. 直刺0.5～1寸. Empty when not recorded. */
  acupGet: z.string(),
});

// ---- General prescription (通用方) and the sheet ----

/** Body of /health/v1/granulesPrice, the price of a general prescription (spec 3 §7). */
export const granulesPriceRequest = z.object({
  patientId: id,
  /** Start date, YYYY-MM-DD: after today, within one year. */
  toDoDay: z.string(),
  /** 1 to 30. */
  takeDays: int,
  /** A general visit of the same patient and dates is answered again instead of a new one; '' or absent: none. */
  visitRecordId: noVisitOr,
  /** The questionnaire as the session holds it; defaulted when absent. */
  inquiryInfo: inquiryWire.optional(),
});

/** The solar term (节气) a day falls in and the general formula the table gives it. */
export const solarTermInfo = z.object({
  /** e.g. 立春. */
  name: z.string(),
  /** The term's first day (Beijing time), YYYY-MM-DD. */
  date: z.string(),
  /** The following term and its first day. */
  nextName: z.string(),
  nextDate: z.string(),
  /** The formula of the term, e.g. 桂枝汤, and its book, e.g. 伤寒论 · 桂枝汤. */
  formula: z.string(),
  source: z.string(),
  /** Why this formula for this term, in Chinese. */
  why: z.string(),
});

export const commonPrescriptionResponse = z.object({
  visitRecordId: id,
  prescriptionType,
  state: visitState,
  freeFlag: z.boolean(),
  /** What the visit cost, integer fen (0 for a general prescription). */
  price: fen,
  /** The visit's prescriptions as they are now (after replacements). */
  prescriptionInfos: z.array(prescriptionInfo),
  reasons: z.array(z.string()),
  patient,
  startDate: z.string(),
  takeDays: int,
  inquiryInfo: inquiryWire,
  /** The start date's solar term and its general formula (for every kind of visit). */
  solarTerm: solarTermInfo,
});

/** The v2 replace calls name the prescription by its dates and type as well (spec 3 §7). */
export const prescriptionRef = z.object({
  /** The prescription's startDate and endDate as answered, YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  type: prescriptionType,
});

export const prescriptionSheet = z.object({
  /** Position of the prescription in the visit, from 0: the `index` of /fulfillmentConfirm. */
  index: int.nonnegative(),
  name: z.string(),
  /** The rendered sheet, a `data:image/svg+xml;base64,…` URL (spec 3 §3 imageUrl). */
  imageUrl: z.string(),
  status: sheetDeliveryStatus,
  /** The delivery order when status is 1, else null. */
  deliveryOrderId: z.string().nullable(),
});

export const prescriptionImageResponse = z.object({
  visitRecordId: id,
  patientId: id,
  patientName: z.string(),
  prescriptionType,
  prescriptions: z.array(prescriptionSheet),
});

// ---- Self-composed prescription (自拟组方) ----

/** One herb of the catalogue (spec 3 §3 Medicine). */
export const medicine = z.object({
  /** Position in the herb table (stable within a release); prescriptions store names, never ids. */
  medicineId: int,
  medicineName: z.string(),
  /** Pinyin initials, lower case (当归 → dg), computed with pinyin-pro. */
  pinyinInitialName: z.string(),
  /** Grams of 饮片 that one gram of 颗粒 stands for: slice = granule × piecesWeight. */
  piecesWeight: z.number().positive(),
});

export const medicineListQuery = z.object({
  /** Characters (当归, 归) or pinyin initials (dg); empty lists the whole table in its order. */
  keyword: z.string().optional(),
  pageNum: int.positive().optional(),
  /** Default 10, at most 50. */
  pageSize: int.positive().optional(),
});

export const TAKE_TIME_VALUES = ['饭前', '饭后'] as const;
export const takeTime = z.enum(TAKE_TIME_VALUES);
/** 饮片 (decoction pieces) or 颗粒 (granules); the weights are always 饮片 grams. */
export const HERB_FORM_VALUES = ['饮片', '颗粒'] as const;
export const herbForm = z.enum(HERB_FORM_VALUES);

export const selfComposedHerb = z.object({
  /** Herb name. */
  key: z.string(),
  /** 饮片 grams per dose: an integer from 1 to 999 (a number, or its digits as text). */
  value: z.union([z.number(), z.string()]),
  index: int,
});

export const selfComposedBody = z.object({
  /** 诊断结果, also written into the questionnaire's 诊断结果. */
  disease: z.string(),
  prescriptionList: z.array(selfComposedHerb),
  take_time: takeTime,
  /** Grams of one dose as the page summed them; the server recomputes it and never trusts it. */
  total: z.number().optional(),
  /** Default 饮片. */
  form: herbForm.optional(),
});

export const selfComposedRequest = z.object({
  patientId: id,
  /** Start date YYYY-MM-DD, after today, within a year. */
  toDoDay: z.string(),
  /** Days from the start to the end date inclusive, 1 to 30. */
  takeDays: int,
  /** The questionnaire (its 是否孕妇 drives the pregnancy rules); defaults when absent. */
  inquiryInfo: inquiryWire.optional(),
  prescriptionBody: selfComposedBody,
});

export const selfComposedPrescription = z.object({
  visitRecordId: id,
  state: visitState,
  /** One prescription (name 自拟方), charge = Σ weight × price per gram × doses, integer fen. */
  prescriptionInfos: z.array(prescriptionInfo),
  patient,
  startDate: z.string(),
  takeDays: int,
  inquiryInfo: inquiryWire,
  disease: z.string(),
  takeTime,
  form: herbForm,
  /** 颗粒 grams per herb line index (rounded to 6 decimals), present when form is 颗粒. */
  granules: z.record(z.string().regex(/^\d+$/), z.number()).optional(),
});

export const selfComposedResult = z.object({
  prescription: selfComposedPrescription,
  /** One per prescription: the sheet is GET /health/v2/prescription/image/{visitRecordId}. */
  images: z.array(z.object({ visitRecordId: id, name: z.string() })),
  visitRecordId: id,
});

// ---- Custom tea (定制养生茶) ----

/** Spec 3 §3: 1 not yet delivered, 2 has a delivery order. */
export const deliveryMark = z.literal([1, 2]);

export const customTeaInfo = z.object({
  visitRecordId: id,
  /** The tea (one entry): its herbs are the grams of one box; count is the boxes the days need. */
  prescriptionInfos: z.array(prescriptionInfo),
  patient,
  startDate: z.string(),
  takeDays: int,
  deliveryMark,
  /** The tea's delivery order, '' while there is none. */
  deliveryOrderId: z.string(),
  /** The service's text, a heading line then its lines. */
  customTeaResult: z.array(z.string()),
  /** The herbs of one box at the catalogue price, integer fen (the price before submit starts here). */
  herbFenPerBox: fen,
  /** true when a delivery draft of this tea is saved. */
  hasDraft: z.boolean(),
});

export const SERVICE_CALLS = {
  'POST /health/v1/disease': { req: predictServiceRequest, res: dataBody(serviceResult) },
  'POST /health/v1/dietTherapy': { req: takeServiceRequest, res: dataBody(serviceResult) },
  'POST /health/v1/massage': { req: takeServiceRequest, res: dataBody(serviceResult) },
  'POST /health/v1/acupuncture': { req: takeServiceRequest, res: dataBody(serviceResult) },
  'POST /health/v1/medicine': { req: medicineServiceRequest, res: dataBody(serviceResult) },
  'POST /health/v1/customTea': { req: predictServiceRequest, res: dataBody(customTeaServiceResult) },
  'POST /health/v1/liuQiYin': { req: takeServiceRequest, res: dataBody(serviceResult) },
  'GET /business/acupointDetails/listAll': { req: z.object({}), res: dataBody(z.array(acupointDetail)) },
  'POST /health/v1/granulesPrice': { req: granulesPriceRequest, res: dataBody(priceResult) },
  'POST /health/v2/commonPrescription': { req: visitRef, res: dataBody(commonPrescriptionResponse) },
  'POST /health/v2/prescription/replace': { req: replaceListRequest.extend(prescriptionRef.shape), res: replaceMedicines },
  'POST /health/v2/prescription/replace/submit': { req: replaceSubmitRequest.extend(prescriptionRef.shape), res: envelope },
  'GET /health/v2/prescription/image/:visitRecordId': { req: z.object({}), res: dataBody(prescriptionImageResponse) },
  'GET /medicine/list': { req: medicineListQuery, res: rowsBody(medicine) },
  'POST /health/v2/prescription/self/image': { req: selfComposedRequest, res: dataBody(selfComposedResult) },
  'POST /health/v2/prescription/self/info': { req: visitRef, res: dataBody(selfComposedPrescription) },
  'POST /health/v2/customTeaInfo': { req: visitRef, res: dataBody(customTeaInfo) },
} as const;
