// The region table comes through its package entry, so a remote shares the one copy the page has.
import { isValidRegion, OVERSEAS_CODE } from '@tcm/shared/region';
import type { DeliveryAddressInput } from '../contract/address';
import { isValidPhone } from '../validators/phone';
import { firstProblem, type FieldProblem } from './fieldProblem';

/** Maximum lengths of an address's texts (the dialog's inputs stop earlier). */
export const ADDRESS_LIMITS = { receiverName: 50, street: 200 } as const;

/** The words of the address book's rules (spec 1 §5.4), the /address dialog's and the API's alike. */
export const ADDRESS_RULE_MSG = {
  receiverEmpty: '请输入收货人姓名',
  receiverTooLong: `收货人姓名不能超过${ADDRESS_LIMITS.receiverName}个字符`,
  phoneInvalid: '请输入正确的11位手机号',
  regionEmpty: '请选择省/市/区',
  streetEmpty: '请输入详细地址',
  streetTooLong: `详细地址不能超过${ADDRESS_LIMITS.street}个字符`,
  zipInvalid: '请输入正确的邮政编码',
  added: '新增成功',
} as const;

/** An address as it is saved (the region as its codes, county '' where the city has none), without the client's name helpers. */
export type AddressValues = Omit<DeliveryAddressInput, 'zipCode' | 'addressInfo' | 'addressInfoText'> & { zipCode: string };

export type AddressField = 'receiverName' | 'phoneNo' | 'region' | 'street' | 'zipCode';

/** A zip code, when given: six digits in the mainland, letters, digits, spaces and dashes abroad. */
function zipProblem(province: string, zip: string): string | null {
  if (!zip) return null;
  const ok = province === OVERSEAS_CODE ? /^[A-Za-z0-9 -]{2,20}$/.test(zip) : /^\d{6}$/.test(zip);
  return ok ? null : ADDRESS_RULE_MSG.zipInvalid;
}

/**
 * The save rules of spec 1 §5.4 in its order (receiver, phone, region, street; the zip code is
 * optional), then the lengths and the zip code's shape. Texts count trimmed.
 */
export function addressProblem(a: AddressValues): FieldProblem<AddressField> | null {
  const M = ADDRESS_RULE_MSG;
  const receiver = a.receiverName.trim();
  const street = a.street.trim();
  return firstProblem<AddressField>([
    ['receiverName', () => (!receiver ? M.receiverEmpty : receiver.length > ADDRESS_LIMITS.receiverName ? M.receiverTooLong : null)],
    ['phoneNo', () => (isValidPhone(a.phoneNo) ? null : M.phoneInvalid)],
    ['region', () => (isValidRegion(a) ? null : M.regionEmpty)],
    ['street', () => (!street ? M.streetEmpty : street.length > ADDRESS_LIMITS.street ? M.streetTooLong : null)],
    ['zipCode', () => zipProblem(a.province, a.zipCode.trim())],
  ]);
}
