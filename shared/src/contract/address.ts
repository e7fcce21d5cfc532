import type { z } from 'zod';
import type * as s from './schema';
import type { ApiEnvelope, PageQuery, RowsBody } from './common';

export type DeliveryAddressInput = z.infer<typeof s.deliveryAddressInput>;

export type DeliveryAddress = z.infer<typeof s.deliveryAddress>;

export interface AddressCalls {
  'GET /delivery/address/list': { req: PageQuery & { keyWord?: string }; res: RowsBody<DeliveryAddress> };
  'POST /delivery/address/add': { req: DeliveryAddressInput; res: ApiEnvelope };
  'POST /delivery/address/edit': { req: DeliveryAddress; res: ApiEnvelope };
  'DELETE /delivery/address/:deliveryAddressId': { req: void; res: ApiEnvelope };
}
