import { writeDraft } from '@tcm/shared';

/** A delivery order's detail page (mf-commerce, spec 3 §2.9). */
export const deliveryOrderPath = (deliveryOrderId: string) => `/fulfillmentOrder?orderId=${encodeURIComponent(deliveryOrderId)}`;

/**
 * Where 配送 of prescription `index` of a visit goes: the delivery confirmation (mf-commerce), which
 * reads the visit from the session and the prescription by its index (the sheet's).
 */
export function deliveryConfirmPath(visitRecordId: number, index: number): string {
  writeDraft('visitRecordId', String(visitRecordId));
  return `/fulfillmentConfirm?index=${index}`;
}
