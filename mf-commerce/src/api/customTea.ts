import { call, type CustomTeaInfo, type CustomTeaOrderDetail, type PlaceCustomTeaRequest, type PlaceDeliveryResult } from '@tcm/shared';
import { COMMERCE_FALLBACK } from './messages';

/** The custom tea of a visit after service 9 (spec 3 §7 /health/v2/customTeaInfo). */
export async function fetchCustomTea(visitRecordId: number, signal?: AbortSignal): Promise<CustomTeaInfo> {
  const body = await call('POST /health/v2/customTeaInfo', { visitRecordId }, { fallback: COMMERCE_FALLBACK.tea, signal });
  return body.data;
}

export async function placeCustomTea(req: PlaceCustomTeaRequest): Promise<PlaceDeliveryResult> {
  const body = await call('POST /delivery/orderCustomTea/place', req, { fallback: COMMERCE_FALLBACK.place });
  return body.data;
}

export async function fetchCustomTeaOrder(orderId: string, signal?: AbortSignal): Promise<CustomTeaOrderDetail> {
  const body = await call('GET /delivery/order/customTeaInfo/:orderId', undefined, { params: { orderId }, fallback: COMMERCE_FALLBACK.detail, signal });
  return body.data;
}
