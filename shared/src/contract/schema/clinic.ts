import { z } from 'zod';
import { dataBody, envelope, fen, id, int, pageQuery, pricePart, rowsBody } from './common';
import { sexCode } from './account';

// The clinic (spec 2 §3 entities, §7 calls; spec 3 §3 models, §7 Patients, Payment of prescriptions,
// Services and Prescription). Every money field is integer fen.

/**
 * What a visit's prescription is (spec 3 §3 prescribing order): G 通用方 (general, of the start
 * date's solar term), S 自拟组方 (self-composed by the doctor), R 定制养生茶 (custom tea, service 9),
 * '' the portal's 智能 prescription (the questionnaire of /prescriptionInfo).
 */
export const prescriptionType = z.enum(['G', 'S', 'R', '']);

/**
 * 0 待支付, 1 已支付, 2 调配中, 3 煎制中, 4 已发货, 5 已完成, -1..-6 cancelled (a reason each),
 * 99 payable again after a failed payment. 100 is the 草稿 pseudo-status of the list's tab only.
 */
export const deliveryStatus = z.literal([0, 1, 2, 3, 4, 5, -1, -2, -3, -4, -5, -6, 99]);

/** Spec 3 §4: 0 not yet delivered (→ /fulfillmentConfirm), 1 has a delivery order (→ /fulfillmentOrder). */
export const sheetDeliveryStatus = z.literal([0, 1]);

// ---- Patients ----

/** Absent (or 0) patientId creates a patient; present updates that patient of the logged-in user. */
export const patientInput = z.object({
  patientId: int.nonnegative().optional(),
  name: z.string(),
  /** '1' male, '0' female; the number (0 | 1) of older clients is accepted too. */
  sex: z.union([sexCode, z.literal([0, 1])]),
  phoneNo: z.string().optional(),
  /** Solar, YYYY-MM-DD, from 1900-01-01 to yesterday. */
  birthday: z.string(),
  /** Ignored by the API, which computes it from `birthday`; accepted so a form can send what it shows. */
  lunarBirthday: z.string().optional(),
  /** Province, city and county names joined as text (e.g. 浙江省杭州市西湖区). */
  liveArea: z.string(),
  birthArea: z.string(),
});

/** Spec 3 §3 Patient. sex is text, '1' male, '0' female (issue 19 §6). */
export const patient = z.object({
  patientId: id,
  name: z.string(),
  sex: sexCode,
  phoneNo: z.string(),
  birthday: z.string(),
  /** Computed by the server from the solar birthday with lunar-javascript, e.g. 二〇〇〇年五月十四. */
  lunarBirthday: z.string(),
  liveArea: z.string(),
  birthArea: z.string(),
});

/** One search box (姓名或出生日期): matches part of the name, the exact birthday, or part of the phone. */
export const patientListRequest = pageQuery.extend({ name: z.string().optional() });

// ---- Questionnaire on the wire (the model and its validation live in @tcm/shared/clinic) ----

export const inquiryArrayName = z.enum(['basic_array', 'basic_enter_array', 'maixiang_array', 'shangjiao_array', 'zhongjiao_array', 'xiajiao_array']);

export const inquiryWireItem = z.object({
  key: z.string(),
  /** A string for single choice and free text, a list for the multi-select burner groups. */
  value: z.union([z.string(), z.array(z.string())]),
  options: z.array(z.string()),
  must: z.boolean(),
});

export const inquiryWire = z.record(inquiryArrayName, z.array(inquiryWireItem));

// ---- Price ----

/** An optional visit of a pricing call: '' (as spec 2 §7's pages send it) or absent means none. */
export const noVisitOr = z.union([int.nonnegative(), z.literal('')]).optional();

export const priceRequest = z.object({
  patientId: id,
  /** Start date, YYYY-MM-DD: after today, within one year. */
  toDoDay: z.string(),
  /** Onset date, YYYY-MM-DD, not after today; only asked for with serviceIndex 6. */
  illDay: z.string().optional(),
  /** 1 to 30. */
  takeDays: int,
  inquiryInfo: inquiryWire,
  /** An existing unpaid visit of the same patient is re-priced instead of creating another one; '' or absent: none. */
  visitRecordId: noVisitOr,
});

export const priceResult = z.object({
  /** What the visit costs, integer fen, computed by the server only. */
  price: fen,
  /** true: nothing to pay, the prescription is readable at once (price 0, or a visit already paid). */
  freeFlag: z.boolean(),
  visitRecordId: id,
  /** Extra (issue 32 item 6): what `price` is made of, summing to it exactly. */
  priceParts: z.array(pricePart).optional(),
});

// ---- Payment ----

/** 1 WeChat (QR the patient scans), 3 public account (the logged-in doctor's account). */
export const payChannel = z.literal([1, 3]);

export const unifiedOrderRequest = z.object({
  /** The visitRecordId being paid. */
  productId: id,
  orderType: z.literal(1),
  tradeType: z.literal('NATIVE'),
  /** Spec 3 §7 writes it as text ('1' WeChat, '3' public account); the number is accepted too. */
  payChannel: z.union([payChannel, z.enum(['1', '3'])]),
});

export const unifiedOrderResult = z.object({
  payChannel,
  /** Channel 1: absolute http URL of the (sandbox) provider page to encode in the QR; channel 3: empty. */
  qrcode: z.string(),
  outTradeNo: z.string(),
});

/** 1101 waiting, 1102 failed, 1103 paid (`PAY_RESULT_*` of @tcm/shared/contract). */
export const payResultCode = z.literal([1101, 1102, 1103]);

// ---- Prescription ----

export const herbLine = z.object({
  /** Herb name. */
  key: z.string(),
  /** Weight per dose with its unit, e.g. `9g`. */
  value: z.string(),
  /** Unique within the visit (numbered from 1 across all its prescriptions): the `number` of the replace calls. */
  index: int.positive(),
});

/**
 * A prescription, the model of spec 3 §3 (every documented field, wherever a prescription is
 * answered: the result pages, the general, self-composed and custom tea calls, the delivery
 * orders and drafts). Extras beyond the spec's list are optional.
 */
export const prescriptionInfo = z.object({
  name: z.string(),
  /** Extra: where the formula comes from, e.g. 伤寒论 · 桂枝汤. */
  source: z.string().optional(),
  /** Number of doses. */
  count: int.nonnegative(),
  /** Integer fen. */
  charge: fen,
  /** Grams of one dose (sum of the herb weights). */
  totalWeight: z.number().nonnegative(),
  startDate: z.string(),
  endDate: z.string(),
  supplyDays: int.nonnegative(),
  /** G 通用方, S 自拟组方, R 定制养生茶, '' 智能: the `type` the v2 replace calls send back. */
  type: prescriptionType,
  /** 饭前 or 饭后: the doctor's choice for a self-composed prescription, else 饭后 (as the sheet prints). */
  takeTime: z.string(),
  /** The diagnosis (as the sheet prints it): the doctor's, the questionnaire's 诊断结果, or the general formula's solar term; '' when none. */
  disease: z.string(),
  /**
   * true while a herb or a weight of this prescription may still be changed (the visit is paid or
   * free and no delivery order of this prescription is paid); false once its delivery order is
   * paid (status 1 to 5: the prescription is locked), and for a visit not settled (unpaid, or a
   * custom tea, which is paid through its order). The pages hide 更换药材 / 修改重量 when false.
   */
  modifyFlag: z.boolean(),
  visitRecordId: id,
  /** Spec 3 §4: 0 not yet delivered (→ delivery confirmation), 1 has a delivery order (→ its detail). */
  status: sheetDeliveryStatus,
  /** The prescription's latest delivery order (DO…) when status is 1, else null. */
  deliveryOrderId: z.string().nullable(),
  /** Extra (issue 32 item 2): that live order's status as it reads now, null without one. */
  deliveryOrderStatus: deliveryStatus.nullable().optional(),
  /** Extra: its text (待支付, 调配中 …), '' without one. */
  deliveryOrderStatusText: z.string().optional(),
  /**
   * Where the prescription's sheet is shown: the portal's sheet page /prescriptionImage?visitRecordId=…
   * (the rendered image itself is answered, with the session, by GET /health/v2/prescription/image/{visitRecordId});
   * '' while it has no sheet (a visit not settled, a 伤寒论 reference, a custom tea).
   */
  imageUrl: z.string(),
  prescription: z.array(herbLine),
});

/** cancelled: never paid, cancelled by the doctor or 24 hours after it was priced (no longer payable). */
export const visitState = z.enum(['created', 'paid', 'prescribed', 'cancelled']);

export const prescriptionResponse = z.object({
  visitRecordId: id,
  state: visitState,
  freeFlag: z.boolean(),
  /** What the visit cost, integer fen. */
  price: fen,
  /** Extra: what `price` is made of (as PriceResult.priceParts: the prescriptions as priced, not as changed since). */
  priceParts: z.array(pricePart).optional(),
  prescriptionInfos: z.array(prescriptionInfo),
  shangHanPrescriptionInfos: z.array(prescriptionInfo),
  /** Why the engine chose these prescriptions, in Chinese. */
  reasons: z.array(z.string()),
  patient,
  illDay: z.string().nullable(),
  startDate: z.string(),
  takeDays: int,
  inquiryInfo: inquiryWire,
});

export const visitRef = z.object({ visitRecordId: id });

// ---- Related records (tabs 针灸信息 A, 健康预测信息 D, 通用方信息 G) ----

export const relatedRecordKind = z.enum(['A', 'D', 'G']);

export const relatedRecordRequest = z.object({
  relaVisitRecordId: id,
  patientId: id,
  recordType: relatedRecordKind,
  toDoDay: z.string(),
  takeDays: int,
});

export const relatedRecord = z.object({
  kind: relatedRecordKind,
  title: z.string(),
  sections: z.array(z.object({ title: z.string(), items: z.array(z.object({ label: z.string(), value: z.string() })) })),
});

// ---- Replacement ----

export const replaceListRequest = z.object({
  patientId: id,
  visitRecordId: id,
  medicineName: z.string(),
  /** The herb line's `index`. */
  number: int,
});

export const replaceSubmitRequest = z.object({
  visitRecordId: id,
  oldMedicineName: z.string(),
  /** Same as oldMedicineName to change only the weight. */
  replaceMedicineName: z.string(),
  /** Grams, as shown. */
  oldWeight: z.number(),
  /** Integer grams, 1 to 999. */
  replaceWeight: int,
  /** The herb line's `index`. */
  number: int,
});

export const replaceMedicines = dataBody(z.object({ replaceMedicines: z.array(z.string()) }));

// ---- Visit history (/medicalRecords) ----

export const visitListRequest = pageQuery.extend({ patientId: id });

export const visitRecordSummary = z.object({
  visitRecordId: id,
  patientId: id,
  /** When the visit was created, Beijing time `YYYY-MM-DD HH:mm:ss` (the contract's createTime format). */
  createdAt: z.string(),
  /** What kind of consultation, e.g. 中药组方. */
  kind: z.string(),
  /** The kind as a code, to open the right result page. */
  kindCode: z.enum(['herbal', 'general', 'selfComposed', 'customTea']),
  state: visitState,
  /** visitState(state).text of @tcm/shared/codes. */
  stateText: z.string(),
  /** Integer fen. */
  price: fen,
  paid: z.boolean(),
  freeFlag: z.boolean(),
  startDate: z.string(),
  takeDays: int,
});

export const CLINIC_CALLS = {
  'POST /patient/v1/list': { req: patientListRequest, res: rowsBody(patient) },
  /** Create or update; data is the stored patient (with its server-computed lunarBirthday). */
  'POST /patient/v1': { req: patientInput, res: envelope.extend({ data: patient.optional() }) },
  'DELETE /patient/v1/:patientId': { req: z.object({}), res: envelope },
  'POST /health/v1/price': { req: priceRequest, res: dataBody(priceResult) },
  'POST /api/pay/0.1/unifiedOrder': { req: unifiedOrderRequest, res: dataBody(unifiedOrderResult) },
  'POST /api/pay/0.1/query/place/result': { req: z.object({ outTradeNo: z.string() }), res: dataBody(payResultCode) },
  'POST /health/v2/prescription': { req: visitRef, res: dataBody(prescriptionResponse) },
  /** The prescriptions after replacements (reload after a replace submit). */
  'POST /health/v1/prescription': { req: visitRef, res: dataBody(z.array(prescriptionInfo)) },
  'POST /health/v2/rela/record': { req: relatedRecordRequest, res: dataBody(relatedRecord) },
  'POST /health/v1/prescription/replace': { req: replaceListRequest, res: replaceMedicines },
  'POST /health/v1/prescription/replace/submit': { req: replaceSubmitRequest, res: envelope },
  'POST /health/v1/visit/list': { req: visitListRequest, res: rowsBody(visitRecordSummary) },
  /** The doctor cancels an unpaid visit (待支付 → 已取消); data is the visit afterwards. */
  'POST /health/v1/visitRecord/cancel': { req: visitRef, res: dataBody(visitRecordSummary) },
} as const;
