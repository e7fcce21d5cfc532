import type { DeliveryAddress, DeliveryAddressInput } from '@tcm/shared';
import type { FieldProblem } from '@tcm/shared/account';
import { addressProblem } from '@tcm/shared/account/address';
import { regionNames } from '@tcm/shared/region';
import type { FieldMatchers } from '../../components/useFormFields';

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

/** Spec 1 §5.4 as @tcm/shared/account/address writes it for the dialog and the API alike. */
export function validateAddress(v: AddressFormValues): FieldProblem<keyof AddressFormValues> | null {
  const { region, ...texts } = v;
  return addressProblem({ ...texts, ...regionParts(region) });
}

/** Which field a refusal of the address calls is about (请输入正确的邮政编码 → zipCode…). */
export const ADDRESS_FIELDS: FieldMatchers<keyof AddressFormValues> = [
  ['receiverName', /收货人/],
  ['phoneNo', /手机号/],
  ['region', /省|市|区|地区/],
  ['street', /详细地址|街道/],
  ['zipCode', /邮政编码|邮编/],
];

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
