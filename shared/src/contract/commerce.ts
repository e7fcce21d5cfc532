import type { z } from 'zod';
import type * as s from './schema';
import type { ApiEnvelope, DataBody, RowsBody } from './common';

// The commerce HTTP contract, part 1 (spec 3 §2.6, §2.8, §2.9, §3, §4, §7 Orders and Delivery
// placement): the two order lists, the delivery order (a state machine kept by the API), its
// drafts, herb forms and delivery centres. Money is integer fen; times the user reads are Beijing
// time `YYYY-MM-DD HH:mm:ss`; payCountdown is an absolute ms timestamp (the pay deadline).
// The status numbers, their texts, the list tabs and the price formula live in @tcm/shared/commerce.

// ---- Prescribing orders (the visit records of the clinic) ----

export type PrescribingOrderStatus = z.infer<typeof s.prescribingOrderStatus>;

export type PrescribingOrderQuery = z.infer<typeof s.prescribingOrderQuery>;

export type PrescribingOrder = z.infer<typeof s.prescribingOrder>;

// ---- Delivery orders ----

export type DeliveryStatus = z.infer<typeof s.deliveryStatus>;

export type DeliveryOrderQuery = z.infer<typeof s.deliveryOrderQuery>;

export type DeliveryOrderBase = z.infer<typeof s.deliveryOrderBase>;

export type DeliveryOrderRow = z.infer<typeof s.deliveryOrderRow>;

export type DeliveryOrderDetail = z.infer<typeof s.deliveryOrderDetail>;

export type ExpressEvent = z.infer<typeof s.expressEvent>;
export type ExpressInfo = z.infer<typeof s.expressInfo>;

export type ModifyAddressRequest = z.infer<typeof s.modifyAddressRequest>;

// ---- Delivery placement ----

export type DeliveryForm = z.infer<typeof s.deliveryForm>;

export type DeliveryCentre = z.infer<typeof s.deliveryCentre>;

export type DeliveryFormFields = z.infer<typeof s.deliveryFormFields>;

export type PlaceDeliveryRequest = z.infer<typeof s.placeDeliveryRequest>;

export type PlaceDeliveryResult = z.infer<typeof s.placeDeliveryResult>;

export type SaveDraftRequest = z.infer<typeof s.saveDraftRequest>;

export type DraftInfoRequest = z.infer<typeof s.draftInfoRequest>;

export type DeliveryDraft = z.infer<typeof s.deliveryDraft>;

export type DraftListQuery = z.infer<typeof s.draftListQuery>;

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
