import type { ApiEnvelope, DataBody, DeliveryStatus, PageQuery, PricePart, RowsBody, YesNo } from './common';
import type { InquiryWire, Patient, PrescriptionInfo } from './clinic';
import type { PrescriptionType } from './clinic';

// The commerce HTTP contract, part 1 (spec 3 §2.6, §2.8, §2.9, §3, §4, §7 Orders and Delivery
// placement): the two order lists, the delivery order (a state machine kept by the API), its
// drafts, herb forms and delivery centres. Money is integer fen; times the user reads are Beijing
// time `YYYY-MM-DD HH:mm:ss`; payCountdown is an absolute ms timestamp (the pay deadline).
// The status numbers, their texts, the list tabs and the price formula live in @tcm/shared/commerce.

// ---- Prescribing orders (the visit records of the clinic) ----

/** Spec 3 §4: 0 pending payment, 1 completed (row opens the prescription), 2 cancelled. */
export type PrescribingOrderStatus = 0 | 1 | 2;

export interface PrescribingOrderQuery extends PageQuery {
  /** Part of the patient's name or phone. */
  keyWord?: string;
  /** Month of creation, `YYYY-MM` (Beijing time); empty: every month. */
  createTimeString?: string;
  /** One status; absent: 全部. */
  status?: PrescribingOrderStatus;
}

export interface PrescribingOrder {
  visitRecordId: number;
  patientId: number;
  /** R custom tea, S self-composed, G general, '' the portal's 智能 prescription. */
  prescriptionType: PrescriptionType;
  patientName: string;
  patientPhoneNo: string;
  /** Beijing time `YYYY-MM-DD HH:mm:ss`. */
  createTimeString: string;
  /** What the visit costs, integer fen. */
  price: number;
  status: PrescribingOrderStatus;
  /** 待支付 / 已完成 / 已取消. */
  statusDesc: string;
}

// ---- Delivery orders ----


export interface DeliveryOrderQuery extends PageQuery {
  /**
   * Comma-separated statuses of one tab (e.g. `1,2,3,4`, `-1,-2,-3,-4,-5,-6`); absent or empty: 全部.
   * (100, drafts, is its own call: /delivery/order/draft/list.)
   */
  status?: string;
  /** Part of the patient's name or phone. */
  patientName?: string;
  /** `YYYY-MM` (Beijing time of creation); empty: every month. */
  queryMonth?: string;
}

/** What the list and the detail share. */
export interface DeliveryOrderBase {
  /** e.g. `DO00000012`. */
  deliveryOrderId: string;
  visitRecordId: number;
  /** Position of the prescription in the visit (the sheet's `index`). */
  prescriptionNo: number;
  /** The prescription type (R custom tea, S, G, ''): a custom-tea order opens its own detail page. */
  type: PrescriptionType;
  status: DeliveryStatus;
  statusText: string;
  /** What the order costs, integer fen, computed by the server. */
  sumPrice: number;
  /** The pay deadline, ms since the epoch (created + 30 minutes); meaningful while status is 0 or 99. */
  payCountdown: number;
  /** formCode of the herb form. */
  form: string;
  formText: string;
  deliveryId: string;
  deliveryName: string;
  /** Beijing time. */
  createTime: string;
  patient: Patient;
  prescriptionInfo: PrescriptionInfo;
  inquiryInfo: InquiryWire;
}

export interface DeliveryOrderRow extends DeliveryOrderBase {
  patientName: string;
  patientPhoneNo: string;
}

export interface DeliveryOrderDetail extends DeliveryOrderBase {
  /** Y while a refund may be asked: paid and not yet shipped (status 1, 2 or 3). */
  refundFlag: YesNo;
  /** From shipping on (status 4, 5), else ''. */
  expressName: string;
  expressNo: string;
  recipientName: string;
  recipientPhone: string;
  /** Region and street as one line, e.g. 浙江省杭州市西湖区文三路 1 号. */
  recipientAddress: string;
  province: string;
  city: string;
  county: string;
  street: string;
  zipCode: string;
  /** Number of doses. */
  formCount: number;
  /** Packs per dose, 1 to 6. */
  quantityDispensed: number;
  /** Beijing time of payment, '' before. */
  payTime: string;
  remark: string;
  /** What kind of prescription, e.g. 中药组方. */
  typeText: string;
  /** Integer fen refunded (0 unless status -3). */
  refundAmount: number;
  /**
   * Extra (issue 32 item 6): what sumPrice is made of, summing to it exactly: 药费 (herbs per dose ×
   * doses, per box × boxes for a custom tea), 加工费 of the form, 包装费 of the packs (decoction and
   * granules), 配送费 of the centre. Absent if the stored parts do not add up to the stored total.
   */
  priceParts?: PricePart[];
}

/** Express progress (spec 3 §3 Express info); newest event first. */
export interface ExpressEvent {
  context: string;
  /** Beijing time. */
  time: string;
}
export interface ExpressInfo {
  companyName: string;
  expressNo: string;
  data: ExpressEvent[];
}

/**
 * Spec 3 §7 documents {deliveryOrderId, recipientAddress, recipientName, recipientPhone}: the address as one
 * line. The pages also send the region (names, or the address book's 6-digit codes) and the street, which
 * then decide; the API stores the region as names (api/README.md "Commerce").
 */
export interface ModifyAddressRequest {
  deliveryOrderId: string;
  recipientName: string;
  /** A mainland mobile number (11 digits, 13x–19x). */
  recipientPhone: string;
  province?: string;
  city?: string;
  county?: string;
  street?: string;
  /** Region and street as one line: the address when no region part and no street are sent. */
  recipientAddress?: string;
  /** 6 digits, optional. */
  zipCode?: string;
}

// ---- Delivery placement ----

/** Herb form (spec 3 §3): what the prescription is made into. */
export interface DeliveryForm {
  formCode: string;
  formName: string;
  /** Processing fee per dose of this form, integer fen (0 for plain slices). */
  feePerDose: number;
}

export interface DeliveryCentre {
  deliveryId: string;
  deliveryName: string;
  /** Shipping fee of one order from this centre, integer fen. */
  shippingFee: number;
}

/** The delivery form of /fulfillmentConfirm, as placed and as saved in a draft. */
export interface DeliveryFormFields {
  visitRecordId: number;
  /** The prescription of the visit (sheet index, from 0); default 0. */
  prescriptionNo?: number;
  /** Echoes of the prescription (its dates and type, spec 3 §7); the server uses its own. */
  startDate?: string;
  endDate?: string;
  type?: PrescriptionType | 'customTea';
  form: string;
  deliveryId?: string;
  /** Number of doses, > 0. */
  formCount: number;
  /** Packs per dose, 1 to 6. */
  quantityDispensed?: number;
  recipientName: string;
  recipientPhone: string;
  /** The region as names or 6-digit codes, and the street; optional when recipientAddress is sent alone (spec 3 §7). */
  province?: string;
  city?: string;
  county?: string;
  street?: string;
  /** Region + street as one line: the address when no region part and no street are sent; else recomputed from the parts. */
  recipientAddress?: string;
  zipCode?: string;
  /** At most 100 characters. */
  remark?: string;
}

export interface PlaceDeliveryRequest extends DeliveryFormFields {
  deliveryType: 'E';
  deliveryId: string;
  quantityDispensed: number;
}

export interface PlaceDeliveryResult {
  deliveryOrderId: string;
  /** false: the prescription already had a live order (0, 99, 1–5), and that one is answered. */
  created: boolean;
}

export type SaveDraftRequest = DeliveryFormFields & { deliveryType?: 'E' };

export interface DraftInfoRequest {
  visitRecordId: number;
  prescriptionNo?: number;
  startDate?: string;
  /** Absent for custom tea (spec 3 §7). */
  endDate?: string;
  type?: PrescriptionType | 'customTea';
}

/** A saved draft (spec 3 §3 Draft); one per visit record, prescription and user. */
export interface DeliveryDraft {
  draftId: number;
  visitRecordId: number;
  prescriptionNo: number;
  /** Beijing time of the last save. */
  createTime: string;
  form: string;
  formText: string;
  deliveryId: string;
  formCount: number;
  quantityDispensed: number;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  province: string;
  city: string;
  county: string;
  street: string;
  zipCode: string;
  remark: string;
  patient: Patient;
  prescriptionInfo: PrescriptionInfo;
  inquiryInfo: InquiryWire;
  startDate: string;
  endDate: string;
  type: PrescriptionType;
}

export interface DraftListQuery extends PageQuery {
  /** Part of the patient's name or phone. */
  patientPhoneNo?: string;
  queryMonth?: string;
}

export interface CommerceCalls {
  'GET /health/v1/prescription/order': { req: PrescribingOrderQuery; res: RowsBody<PrescribingOrder> };
  'GET /delivery/order/list': { req: DeliveryOrderQuery; res: RowsBody<DeliveryOrderRow> };
  'GET /delivery/order/draft/list': { req: DraftListQuery; res: RowsBody<DeliveryDraft> };
  /** An expired unpaid order is moved to -1 by this read. */
  'GET /delivery/order/info/:orderId': { req: void; res: DataBody<DeliveryOrderDetail> };
  'GET /delivery/progress/:orderId': { req: void; res: DataBody<ExpressInfo> };
  'POST /delivery/order/modify/address': { req: ModifyAddressRequest; res: ApiEnvelope };
  /** `type`: a prescription type (R, S, G, herbal) or customTea. */
  'GET /medicine/v2/forms/:type': { req: void; res: DataBody<DeliveryForm[]> };
  'GET /delivery/getCurrentDeliveryDept': { req: { formCode: string }; res: DataBody<DeliveryCentre[]> };
  'POST /delivery/order/place': { req: PlaceDeliveryRequest; res: DataBody<PlaceDeliveryResult> };
  /** data null when there is no draft. */
  'POST /delivery/order/draft/info': { req: DraftInfoRequest; res: DataBody<DeliveryDraft | null> };
  'POST /delivery/order/draft/save': { req: SaveDraftRequest; res: DataBody<{ draftId: number }> };
  'POST /adapay/v1/refund': { req: { deliveryOrderId: string }; res: ApiEnvelope };
}
