import { call, FALLBACK, type DeliveryAddress, type DeliveryAddressInput } from '@tcm/shared';

/** Spec 1 §9: the address list pages by 12. */
export const ADDRESS_PAGE_SIZE = 12;

export function listAddresses(pageNum: number, keyWord: string) {
  return call(
    'GET /delivery/address/list',
    { pageNum, pageSize: ADDRESS_PAGE_SIZE, ...(keyWord ? { keyWord } : {}) },
    { fallback: FALLBACK.addressList },
  );
}

export function addAddress(input: DeliveryAddressInput) {
  return call('POST /delivery/address/add', input, { fallback: FALLBACK.addressAdd });
}

export function editAddress(address: DeliveryAddress) {
  return call('POST /delivery/address/edit', address, { fallback: FALLBACK.addressEdit });
}

export function deleteAddress(deliveryAddressId: number) {
  return call('DELETE /delivery/address/:deliveryAddressId', undefined, {
    params: { deliveryAddressId },
    fallback: FALLBACK.addressDelete,
  });
}
