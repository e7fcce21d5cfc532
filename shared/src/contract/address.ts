import type { ApiEnvelope, PageQuery, RowsBody } from './common';

export interface DeliveryAddressInput {
  receiverName: string;
  phoneNo: string;
  /** 6-digit region codes. */
  province: string;
  city: string;
  county: string;
  street: string;
  zipCode?: string;
  /** Client helpers: the region names and their slash-joined text. */
  addressInfo?: string[];
  addressInfoText?: string;
}

export interface DeliveryAddress extends DeliveryAddressInput {
  deliveryAddressId: number;
}

export interface AddressCalls {
  'GET /delivery/address/list': { req: PageQuery & { keyWord?: string }; res: RowsBody<DeliveryAddress> };
  'POST /delivery/address/add': { req: DeliveryAddressInput; res: ApiEnvelope };
  'POST /delivery/address/edit': { req: DeliveryAddress; res: ApiEnvelope };
  'DELETE /delivery/address/:deliveryAddressId': { req: void; res: ApiEnvelope };
}
