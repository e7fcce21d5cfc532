import type { z } from 'zod';
import type * as s from './schema';
import type { DataBody } from './common';
import type { PlaceDeliveryResult } from './commerce';

// Custom tea (定制养生茶, service 9) after the service (spec 3 §2.12, §7): its info page, its
// delivery order and that order's detail. The box arithmetic, the price and the form's rules live
// in @tcm/shared/commerce (teaBoxesFor, teaPriceFen, customTeaFormProblem). Money is integer fen.

export type DeliveryMark = z.infer<typeof s.deliveryMark>;

export type CustomTeaInfo = z.infer<typeof s.customTeaInfo>;

export type PlaceCustomTeaRequest = z.infer<typeof s.placeCustomTeaRequest>;

export type CustomTeaOrderDetail = z.infer<typeof s.customTeaOrderDetail>;

export interface CustomTeaCalls {
  /** Own visits of kind customTea only. */
  'POST /health/v2/customTeaInfo': { req: { visitRecordId: number }; res: DataBody<CustomTeaInfo> };
  /** One order per visit: placing again answers the existing order (created false). */
  'POST /delivery/orderCustomTea/place': { req: PlaceCustomTeaRequest; res: DataBody<PlaceDeliveryResult> };
  /** Own custom-tea orders only; an expired unpaid order is moved to -1 by this read. */
  'GET /delivery/order/customTeaInfo/:orderId': { req: void; res: DataBody<CustomTeaOrderDetail> };
}
