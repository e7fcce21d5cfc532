import { z } from 'zod';
import { dataBody, envelope, fen, id, int, pageQuery, pricePart, rowsBody, yesNo } from './common';
import { deliveryStatus, inquiryWire, patient, prescriptionInfo, prescriptionType } from './clinic';

// Commerce (spec 3 §3 models, §7 Orders, Delivery placement and Cashier): the two order lists, the
// delivery order, its drafts, herb forms, delivery centres and the cashier. Money is integer fen;
// times the user reads are Beijing time `YYYY-MM-DD HH:mm:ss`; payCountdown is an absolute ms timestamp.

// ---- Prescribing orders (the visit records of the clinic) ----

/** Spec 3 §4: 0 pending payment, 1 completed (row opens the prescription), 2 cancelled. */
export const prescribingOrderStatus = z.literal([0, 1, 2]);

export const prescribingOrderQuery = pageQuery.extend({
  /** Part of the patient's name or phone. */
  keyWord: z.string().optional(),
  /** Month of creation, `YYYY-MM` (Beijing time); empty: every month. */
  createTimeString: z.string().optional(),
  /** One status; absent: 全部. */
  status: prescribingOrderStatus.optional(),
});

export const prescribingOrder = z.object({
  visitRecordId: id,
  patientId: id,
  /** R custom tea, S self-composed, G general, '' the portal's 智能 prescription. */
  prescriptionType,
  patientName: z.string(),
  patientPhoneNo: z.string(),
  /** Beijing time `YYYY-MM-DD HH:mm:ss`. */
  createTimeString: z.string(),
  /** What the visit costs, integer fen. */
  price: fen,
  status: prescribingOrderStatus,
  /** 待支付 / 已完成 / 已取消. */
  statusDesc: z.string(),
});

// ---- Delivery orders ----

export const deliveryOrderQuery = pageQuery.extend({
  /** Comma-separated statuses of one tab (e.g. `1,2,3,4`); absent or empty: 全部. */
  status: z.string().optional(),
  /** Part of the patient's name or phone. */
  patientName: z.string().optional(),
  /** `YYYY-MM` (Beijing time of creation); empty: every month. */
  queryMonth: z.string().optional(),
});

/** What the list and the detail share. */
export const deliveryOrderBase = z.object({
  /** e.g. `DO00000012`. */
  deliveryOrderId: z.string(),
  visitRecordId: id,
  /** Position of the prescription in the visit (the sheet's `index`). */
  prescriptionNo: int.nonnegative(),
  /** The prescription type (R custom tea, S, G, ''): a custom-tea order opens its own detail page. */
  type: prescriptionType,
  status: deliveryStatus,
  statusText: z.string(),
  /** What the order costs, integer fen, computed by the server. */
  sumPrice: fen,
  /** The pay deadline, ms since the epoch (created + 30 minutes); meaningful while status is 0 or 99. */
  payCountdown: int,
  /** formCode of the herb form. */
  form: z.string(),
  formText: z.string(),
  deliveryId: z.string(),
  deliveryName: z.string(),
  /** Beijing time. */
  createTime: z.string(),
  patient,
  prescriptionInfo,
  inquiryInfo: inquiryWire,
});

export const deliveryOrderRow = deliveryOrderBase.extend({ patientName: z.string(), patientPhoneNo: z.string() });

export const deliveryOrderDetail = deliveryOrderBase.extend({
  /** Y while a refund may be asked: paid and not yet shipped (status 1, 2 or 3). */
  refundFlag: yesNo,
  /** From shipping on (status 4, 5), else ''. */
  expressName: z.string(),
  expressNo: z.string(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  /** Region and street as one line, e.g. 浙江省杭州市西湖区文三路 1 号. */
  recipientAddress: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  street: z.string(),
  zipCode: z.string(),
  /** Number of doses. */
  formCount: int,
  /** Packs per dose, 1 to 6. */
  quantityDispensed: int,
  /** Beijing time of payment, '' before. */
  payTime: z.string(),
  remark: z.string(),
  /** What kind of prescription, e.g. 中药组方. */
  typeText: z.string(),
  /** Integer fen refunded (0 unless status -3). */
  refundAmount: fen,
  /** Extra (issue 32 item 6): what sumPrice is made of, summing to it exactly. */
  priceParts: z.array(pricePart).optional(),
});

/** The custom tea's delivery order: the delivery order's detail with the tea's own numbers. */
export const customTeaOrderDetail = deliveryOrderDetail.extend({
  /** formCount, read as boxes. */
  boxes: int,
  /** Bags in the order (48 a box). */
  bags: int,
  /** Days the bags last at one a day. */
  daysCovered: int,
  /** Herbs and packing of one box, integer fen (as charged). */
  boxPrice: fen,
  /** The centre's shipping fee, integer fen (as charged). */
  shippingFee: fen,
  /** The tea's first day, YYYY-MM-DD. */
  startDate: z.string(),
  /** Days the service was run for. */
  takeDays: int,
});

/** Express progress (spec 3 §3 Express info); newest event first. */
export const expressEvent = z.object({
  context: z.string(),
  /** Beijing time. */
  time: z.string(),
});
export const expressInfo = z.object({ companyName: z.string(), expressNo: z.string(), data: z.array(expressEvent) });

/**
 * Spec 3 §7 documents {deliveryOrderId, recipientAddress, recipientName, recipientPhone}: the address as one
 * line. The pages also send the region (names, or the address book's 6-digit codes) and the street, which
 * then decide; the API stores the region as names (api/README.md "Commerce").
 */
export const modifyAddressRequest = z.object({
  deliveryOrderId: z.string(),
  recipientName: z.string(),
  /** A mainland mobile number (11 digits, 13x–19x). */
  recipientPhone: z.string(),
  province: z.string().optional(),
  city: z.string().optional(),
  county: z.string().optional(),
  street: z.string().optional(),
  /** Region and street as one line: the address when no region part and no street are sent. */
  recipientAddress: z.string().optional(),
  /** 6 digits, optional. */
  zipCode: z.string().optional(),
});

// ---- Delivery placement ----

/** Herb form (spec 3 §3): what the prescription is made into. */
export const deliveryForm = z.object({
  formCode: z.string(),
  formName: z.string(),
  /** Processing fee per dose of this form, integer fen (0 for plain slices). */
  feePerDose: fen,
});

export const deliveryCentre = z.object({
  deliveryId: z.string(),
  deliveryName: z.string(),
  /** Shipping fee of one order from this centre, integer fen. */
  shippingFee: fen,
});

const orderType = z.union([prescriptionType, z.literal('customTea')]);

/** The delivery form of /fulfillmentConfirm, as placed and as saved in a draft. */
export const deliveryFormFields = z.object({
  visitRecordId: id,
  /** The prescription of the visit (sheet index, from 0); default 0. */
  prescriptionNo: int.nonnegative().optional(),
  /** Echoes of the prescription (its dates and type, spec 3 §7); the server uses its own. */
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  type: orderType.optional(),
  form: z.string(),
  deliveryId: z.string().optional(),
  /** Number of doses, > 0. */
  formCount: int,
  /** Packs per dose, 1 to 6. */
  quantityDispensed: int.optional(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  /** The region as names or 6-digit codes, and the street; optional when recipientAddress is sent alone (spec 3 §7). */
  province: z.string().optional(),
  city: z.string().optional(),
  county: z.string().optional(),
  street: z.string().optional(),
  /** Region + street as one line: the address when no region part and no street are sent; else recomputed from the parts. */
  recipientAddress: z.string().optional(),
  zipCode: z.string().optional(),
  /** At most 100 characters. */
  remark: z.string().optional(),
});

export const placeDeliveryRequest = deliveryFormFields.extend({ deliveryType: z.literal('E'), deliveryId: z.string(), quantityDispensed: int });

export const placeDeliveryResult = z.object({
  deliveryOrderId: z.string(),
  /** false: the prescription already had a live order (0, 99, 1–5), and that one is answered. */
  created: z.boolean(),
});

export const saveDraftRequest = deliveryFormFields.extend({ deliveryType: z.literal('E').optional() });

export const draftInfoRequest = z.object({
  visitRecordId: id,
  prescriptionNo: int.nonnegative().optional(),
  startDate: z.string().optional(),
  /** Absent for custom tea (spec 3 §7). */
  endDate: z.string().optional(),
  type: orderType.optional(),
});

/** A saved draft (spec 3 §3 Draft); one per visit record, prescription and user. */
export const deliveryDraft = z.object({
  draftId: id,
  visitRecordId: id,
  prescriptionNo: int.nonnegative(),
  /** Beijing time of the last save. */
  createTime: z.string(),
  form: z.string(),
  formText: z.string(),
  deliveryId: z.string(),
  formCount: int,
  quantityDispensed: int,
  recipientName: z.string(),
  recipientPhone: z.string(),
  recipientAddress: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  street: z.string(),
  zipCode: z.string(),
  remark: z.string(),
  patient,
  prescriptionInfo,
  inquiryInfo: inquiryWire,
  startDate: z.string(),
  endDate: z.string(),
  type: prescriptionType,
});

export const draftListQuery = pageQuery.extend({
  /** Part of the patient's name or phone. */
  patientPhoneNo: z.string().optional(),
  queryMonth: z.string().optional(),
});

/** The body of /delivery/orderCustomTea/place (spec 3 §7). */
export const placeCustomTeaRequest = z.object({
  deliveryType: z.literal('E'),
  type: z.literal('customTea'),
  visitRecordId: id,
  /** Always 0: the visit's only tea. */
  prescriptionNo: int.nonnegative().optional(),
  startDate: z.string().optional(),
  /** Fixed at 47121231 (TEA_END_DATE). */
  endDate: z.string(),
  form: z.string(),
  deliveryId: z.string(),
  /** Boxes, > 0. */
  formCount: int,
  recipientName: z.string(),
  recipientPhone: z.string(),
  /** The region (names or 6-digit codes) and the street, as the page sends them; optional when recipientAddress is sent alone (spec 3 §7). */
  province: z.string().optional(),
  city: z.string().optional(),
  county: z.string().optional(),
  street: z.string().optional(),
  /** Region + street as one line: the address when no region part and no street are sent; else recomputed from the parts. */
  recipientAddress: z.string().optional(),
  zipCode: z.string().optional(),
  remark: z.string().optional(),
});

// ---- Cashier (spec 3 §2.10, §4, §5, §7 Cashier) ----

/** fast_pay 快捷支付 (bound savings card + SMS), alipay_qr 支付宝扫码. */
export const cashierChannelId = z.enum(['fast_pay', 'alipay_qr']);
export const cashierChannel = z.object({ channelId: cashierChannelId, channelName: z.string() });

/** The bound card; cardId is masked (e.g. `6222 **** **** 0018`), telNo masked too. */
export const boundCard = z.object({
  cardId: z.string(),
  telNo: z.string(),
  /** e.g. 中国工商银行 (储蓄卡). */
  bankName: z.string(),
});

/** Bind card form (spec 3 §3). */
export const cardApplyRequest = z.object({ cardId: z.string(), userName: z.string(), idNo: z.string(), telNo: z.string() });

/** The binding in progress: an SMS went to telNo. cardIdReal is the card number the confirm refers to. */
export const cardApplyResult = z.object({ applyId: z.string(), memberId: z.string(), cardIdReal: z.string() });
export const cardConfirmRequest = cardApplyResult.extend({ smsCode: z.string() });

export const cashierOrderRequest = z.object({ deliveryOrderId: z.string(), channel: cashierChannelId });

export const cardPayment = z.object({
  paymentId: z.string(),
  /** alipay_qr: a PNG data URL (`data:image/png;base64,…`) of the provider's payment page; fast_pay: ''. */
  alipayQrBase64: z.string(),
  /** Beyond spec 3 §7: the address the QR encodes (a phone cannot scan its own screen); fast_pay: ''. */
  alipayPayUrl: z.string().optional(),
});

/** pending: not settled yet (poll again); succeeded; failed (statusDesc says why). */
export const payStatusCode = z.enum(['pending', 'succeeded', 'failed']);
/** What made a payment fail: refused by the provider, the pay deadline passed, cancelled, or closed otherwise. '' unless failed. */
export const payFailure = z.enum(['refused', 'timeout', 'cancelled', 'closed', '']);
export const payStatus = z.object({
  statusCode: payStatusCode,
  statusDesc: z.string(),
  /** Beyond spec 3 §7 (which gives statusDesc only): the reference API always sends it. */
  failure: payFailure.optional(),
});

const orderRef = z.object({ deliveryOrderId: z.string() });

export const COMMERCE_CALLS = {
  'GET /health/v1/prescription/order': { req: prescribingOrderQuery, res: rowsBody(prescribingOrder) },
  'GET /delivery/order/list': { req: deliveryOrderQuery, res: rowsBody(deliveryOrderRow) },
  'GET /delivery/order/draft/list': { req: draftListQuery, res: rowsBody(deliveryDraft) },
  'GET /delivery/order/info/:orderId': { req: z.object({}), res: dataBody(deliveryOrderDetail) },
  'GET /delivery/order/customTeaInfo/:orderId': { req: z.object({}), res: dataBody(customTeaOrderDetail) },
  'GET /delivery/progress/:orderId': { req: z.object({}), res: dataBody(expressInfo) },
  'POST /delivery/order/modify/address': { req: modifyAddressRequest, res: envelope },
  'GET /medicine/v2/forms/:type': { req: z.object({}), res: dataBody(z.array(deliveryForm)) },
  'GET /delivery/getCurrentDeliveryDept': { req: z.object({ formCode: z.string() }), res: dataBody(z.array(deliveryCentre)) },
  'POST /delivery/order/place': { req: placeDeliveryRequest, res: dataBody(placeDeliveryResult) },
  'POST /delivery/orderCustomTea/place': { req: placeCustomTeaRequest, res: dataBody(placeDeliveryResult) },
  'POST /delivery/order/draft/info': { req: draftInfoRequest, res: dataBody(deliveryDraft.nullable()) },
  'POST /delivery/order/draft/save': { req: saveDraftRequest, res: dataBody(z.object({ draftId: id })) },
  'POST /adapay/v1/refund': { req: orderRef, res: envelope },
  'GET /adapay/v1/channels/pc': { req: z.object({}), res: dataBody(z.array(cashierChannel)) },
  'GET /adapay/v1/fastpay/card/info': { req: z.object({}), res: dataBody(boundCard.nullable()) },
  'POST /adapay/v1/fastpay/card/apply': { req: cardApplyRequest, res: dataBody(cardApplyResult) },
  'POST /adapay/v1/fastpay/card/comfirm': { req: cardConfirmRequest, res: envelope },
  'POST /adapay/v1/fastpay/sms': { req: orderRef, res: envelope },
  'POST /adapay/v1/unifiedOrder': { req: cashierOrderRequest, res: dataBody(cardPayment) },
  'POST /adapay/v1/fastpay/comfirm': { req: z.object({ paymentId: z.string(), smsCode: z.string() }), res: envelope },
  'GET /adapay/v1/pay/status/:paymentId': { req: z.object({}), res: dataBody(payStatus) },
} as const;
