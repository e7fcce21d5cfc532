import { OVERSEAS_CODE, OVERSEAS_NAME } from '../region/overseas';
import { isValidPhone } from '../validators/phone';

/** The recipient's messages (spec 3 §5), the same on the decoction and the custom-tea forms and in 修改地址. */
export const RECIPIENT_MSG = {
  recipientRequired: '请输入收货人姓名',
  phoneInvalid: '请输入正确的11位手机号',
  regionRequired: '请选择省/市/区',
  streetRequired: '请输入详细地址',
  zipInvalid: '请输入正确的邮政编码',
} as const;

/**
 * Regions whose second level is the last one: 海外 picks a country and no county (the region table's
 * overseas entry). Every mainland city, 香港, 澳门 and 台湾 included, has a third level in
 * @vant/area-data (东莞市 and 中山市 list their towns), so there the county stays required; the API
 * checks the names against the table (county required exactly where the city has some). The page
 * checks its picker's codes, the API the names it stores: both spellings of 海外 are known.
 */
export const regionWithoutCounty = (province: string) => [OVERSEAS_NAME, OVERSEAS_CODE].includes(province.trim());

/** Nothing typed: absent, or only spaces (the delivery, tea and address forms' rules). */
export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export interface RecipientValues {
  recipientName?: string;
  recipientPhone?: string;
  province?: string;
  city?: string;
  county?: string;
  street?: string;
  zipCode?: string;
  /**
   * The address as one line: spec 3 §7's documented bodies carry only this. Used when no region
   * part and no street are given (the pages always send the parts, which then decide).
   */
  recipientAddress?: string;
}

/** The address is given as one line only (spec 3 §7's documented body), not as region and street. */
export const addressByLine = (v: RecipientValues) => blank(v.province) && blank(v.city) && blank(v.county) && blank(v.street) && !blank(v.recipientAddress);

/**
 * The first recipient rule broken, in the forms' order, or null: name, phone (a mainland mobile
 * number: 11 digits, 13x–19x, the rule of isValidPhone), region, street, zip. An address given as
 * one line only (addressByLine) stands for region and street.
 */
export function recipientProblem(v: RecipientValues): string | null {
  if (blank(v.recipientName)) return RECIPIENT_MSG.recipientRequired;
  if (!isValidPhone((v.recipientPhone ?? '').trim())) return RECIPIENT_MSG.phoneInvalid;
  if (addressByLine(v)) return !blank(v.zipCode) && !/^\d{6}$/.test(v.zipCode!.trim()) ? RECIPIENT_MSG.zipInvalid : null;
  if (blank(v.province) || blank(v.city) || (blank(v.county) && !regionWithoutCounty(v.province!))) return RECIPIENT_MSG.regionRequired;
  if (blank(v.street)) return RECIPIENT_MSG.streetRequired;
  if (!blank(v.zipCode) && !/^\d{6}$/.test(v.zipCode!.trim())) return RECIPIENT_MSG.zipInvalid;
  return null;
}
