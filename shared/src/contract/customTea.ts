import type { DataBody } from './common';
import type { Patient, PrescriptionInfo } from './clinic';
import type { DeliveryOrderDetail, PlaceDeliveryResult } from './commerce';

// Custom tea (定制养生茶, service 9) after the service (spec 3 §2.12, §7): its info page, its
// delivery order and that order's detail. The box arithmetic, the price and the form's rules live
// in @tcm/shared/commerce (teaBoxesFor, teaPriceFen, customTeaFormProblem). Money is integer fen.

/** Spec 3 §3: 1 not yet delivered, 2 has a delivery order. */
export type DeliveryMark = 1 | 2;

export interface CustomTeaInfo {
  visitRecordId: number;
  /** The tea (one entry): its herbs are the grams of one box; count is the boxes the days need. */
  prescriptionInfos: PrescriptionInfo[];
  patient: Patient;
  startDate: string;
  takeDays: number;
  deliveryMark: DeliveryMark;
  /** The tea's delivery order, '' while there is none. */
  deliveryOrderId: string;
  /** The service's text, a heading line then its lines. */
  customTeaResult: string[];
  /** The herbs of one box at the catalogue price, integer fen (the price before submit starts here). */
  herbFenPerBox: number;
  /** true when a delivery draft of this tea is saved. */
  hasDraft: boolean;
}

/** The body of /delivery/orderCustomTea/place (spec 3 §7). */
export interface PlaceCustomTeaRequest {
  deliveryType: 'E';
  type: 'customTea';
  visitRecordId: number;
  /** Always 0: the visit's only tea. */
  prescriptionNo?: number;
  startDate?: string;
  /** Fixed at 47121231 (TEA_END_DATE). */
  endDate: string;
  form: string;
  deliveryId: string;
  /** Boxes, > 0. */
  formCount: number;
  recipientName: string;
  recipientPhone: string;
  province: string;
  city: string;
  county: string;
  street: string;
  /** Region + street as one line; recomputed by the server from the parts. */
  recipientAddress?: string;
  zipCode?: string;
  remark?: string;
}

/** The custom tea's delivery order: the delivery order's detail with the tea's own numbers. */
export interface CustomTeaOrderDetail extends DeliveryOrderDetail {
  /** formCount, read as boxes. */
  boxes: number;
  /** Bags in the order (48 a box). */
  bags: number;
  /** Days the bags last at one a day. */
  daysCovered: number;
  /** Herbs and packing of one box, integer fen (as charged). */
  boxPrice: number;
  /** The centre's shipping fee, integer fen (as charged). */
  shippingFee: number;
  /** The tea's first day, YYYY-MM-DD. */
  startDate: string;
  /** Days the service was run for. */
  takeDays: number;
}

export interface CustomTeaCalls {
  /** Own visits of kind customTea only. */
  'POST /health/v2/customTeaInfo': { req: { visitRecordId: number }; res: DataBody<CustomTeaInfo> };
  /** One order per visit: placing again answers the existing order (created false). */
  'POST /delivery/orderCustomTea/place': { req: PlaceCustomTeaRequest; res: DataBody<PlaceDeliveryResult> };
  /** Own custom-tea orders only; an expired unpaid order is moved to -1 by this read. */
  'GET /delivery/order/customTeaInfo/:orderId': { req: void; res: DataBody<CustomTeaOrderDetail> };
}
