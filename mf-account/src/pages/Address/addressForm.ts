import { isValidPhone, type DeliveryAddress, type DeliveryAddressInput } from '@tcm/shared';
import { isValidRegion, regionNames } from '@tcm/shared/region';
import { MSG } from '../../common/messages';
import { firstProblem, type FieldProblem } from '../../common/rules';

/** What the address dialog edits; the region is the cascader's [province, city, county?] codes. */
export type AddressFormValues = {
  receiverName: string;
  phoneNo: string;
  region: string[];
  street: string;
  zipCode: string;
};

export const EMPTY_ADDRESS_FORM: AddressFormValues = { receiverName: '', phoneNo: '', region: [], street: '', zipCode: '' };

export function formFromAddress(a: DeliveryAddress): AddressFormValues {
  return {
    receiverName: a.receiverName ?? '',
    phoneNo: a.phoneNo ?? '',
    region: [a.province, a.city, a.county].filter((c): c is string => !!c),
    street: a.street ?? '',
    zipCode: a.zipCode ?? '',
  };
}

function regionParts(region: string[]) {
  return { province: region[0] ?? '', city: region[1] ?? '', county: region[2] ?? '' };
}

/** Spec 1 §5.4, checked in this order; the zip code is optional. */
export function validateAddress(v: AddressFormValues): FieldProblem<keyof AddressFormValues> | null {
  return firstProblem<keyof AddressFormValues>([
    ['receiverName', () => (v.receiverName.trim() ? null : MSG.receiverEmpty)],
    ['phoneNo', () => (isValidPhone(v.phoneNo) ? null : MSG.addressPhoneInvalid)],
    ['region', () => (v.region.length && isValidRegion(regionParts(v.region)) ? null : MSG.regionEmpty)],
    ['street', () => (v.street.trim() ? null : MSG.streetEmpty)],
  ]);
}

/** The request body: the codes plus the client helpers addressInfo (names) and addressInfoText. */
export function toAddressInput(v: AddressFormValues): DeliveryAddressInput {
  const parts = regionParts(v.region);
  const names = regionNames(parts);
  return {
    receiverName: v.receiverName.trim(),
    phoneNo: v.phoneNo,
    ...parts,
    street: v.street.trim(),
    zipCode: v.zipCode.trim(),
    addressInfo: names,
    addressInfoText: names.join('/'),
  };
}
