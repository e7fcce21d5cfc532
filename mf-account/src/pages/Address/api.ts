import { call, FALLBACK, type DeliveryAddress, type DeliveryAddressInput } from '@tcm/shared';

/** Spec 1 §9: the address list pages by 12. */
export const ADDRESS_PAGE_SIZE = 12;

/**
 * The call shape of spec 1 §7: pageNum, pageSize and keyWord, always all three; keyWord is empty
 * when nothing is searched (a backend may declare it as a required query parameter).
 */
export function listAddresses(pageNum: number, keyWord: string, signal?: AbortSignal) {
  return call('GET /delivery/address/list', { pageNum, pageSize: ADDRESS_PAGE_SIZE, keyWord }, { fallback: FALLBACK.addressList, signal });
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
