import {
  call,
  type DeliveryDraft,
  type DeliveryOrderDetail,
  type DeliveryOrderQuery,
  type DeliveryOrderRow,
  type DraftListQuery,
  type ExpressInfo,
  type ModifyAddressRequest,
  type PrescribingOrder,
  type PrescribingOrderQuery,
} from '@tcm/shared';
import { COMMERCE_FALLBACK } from './messages';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** 开方订单 (spec 3 §7 Orders): the doctor's visit records as orders. */
export async function listPrescribingOrders(q: PrescribingOrderQuery, signal?: AbortSignal): Promise<Page<PrescribingOrder>> {
  const body = await call('GET /health/v1/prescription/order', q, { fallback: COMMERCE_FALLBACK.orders, signal });
  return { rows: body.rows, total: body.total };
}

/** 取消 on a 待支付 prescribing order: the unpaid visit is cancelled (listed under 已取消 after). */
export async function cancelPrescribingOrder(visitRecordId: number): Promise<void> {
  await call('POST /health/v1/visitRecord/cancel', { visitRecordId }, { fallback: COMMERCE_FALLBACK.cancel });
}

/** 配送订单 of one tab (its statuses comma-separated, or none for 全部). */
export async function listDeliveryOrders(q: DeliveryOrderQuery, signal?: AbortSignal): Promise<Page<DeliveryOrderRow>> {
  const body = await call('GET /delivery/order/list', q, { fallback: COMMERCE_FALLBACK.orders, signal });
  return { rows: body.rows, total: body.total };
}

/** The 草稿 tab. */
export async function listDrafts(q: DraftListQuery, signal?: AbortSignal): Promise<Page<DeliveryDraft>> {
  const body = await call('GET /delivery/order/draft/list', q, { fallback: COMMERCE_FALLBACK.drafts, signal });
  return { rows: body.rows, total: body.total };
}

export async function fetchDeliveryOrder(orderId: string, signal?: AbortSignal): Promise<DeliveryOrderDetail> {
  const body = await call('GET /delivery/order/info/:orderId', undefined, { params: { orderId }, fallback: COMMERCE_FALLBACK.detail, signal });
  return body.data;
}

/** The express progress; quiet: the page shows its own line when it fails. */
export async function fetchExpress(orderId: string, signal?: AbortSignal): Promise<ExpressInfo> {
  const body = await call('GET /delivery/progress/:orderId', undefined, { params: { orderId }, quiet: true, signal });
  return body.data;
}

export async function modifyAddress(req: ModifyAddressRequest): Promise<void> {
  await call('POST /delivery/order/modify/address', req, { fallback: COMMERCE_FALLBACK.address });
}

export async function requestRefund(deliveryOrderId: string): Promise<string> {
  const body = await call('POST /adapay/v1/refund', { deliveryOrderId }, { fallback: COMMERCE_FALLBACK.refund });
  return body.msg ?? '';
}
