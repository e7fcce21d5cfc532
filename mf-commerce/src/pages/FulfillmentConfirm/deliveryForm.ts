/**
 * The delivery form of /fulfillmentConfirm and its rules (spec 3 §5 "Delivery submit", §9):
 * 提交 checks every field in the spec's order and answers the first failure; 保存草稿 checks only
 * the draft's shorter set (form, doses, name, phone, region, street) plus the remark's length.
 * The API repeats the same rules with the same words.
 */
export interface DeliveryFormValues {
  form: string;
  deliveryId: string;
  /** Number of doses as typed: digits only, > 0. */
  formCount: string;
  /** Packs per dose, 1 to 6; '' before a choice. */
  quantityDispensed: number | '';
  recipientName: string;
  recipientPhone: string;
  /** [province, city, county?] region codes. */
  region: string[];
  street: string;
  zipCode: string;
  remark: string;
}

export const EMPTY_DELIVERY_FORM: DeliveryFormValues = {
  form: '',
  deliveryId: '',
  formCount: '',
  quantityDispensed: '',
  recipientName: '',
  recipientPhone: '',
  region: [],
  street: '',
  zipCode: '',
  remark: '',
};

export const PACKS_PER_DOSE = [1, 2, 3, 4, 5, 6] as const;
export const REMARK_MAX = 100;

export const DELIVERY_MSG = {
  formRequired: '请选择剂型',
  centreRequired: '请选择配送中心',
  formCountRequired: '请输入剂数',
  formCountInvalid: '剂数必须为大于0的整数',
  packsRequired: '请选择每剂包数',
  packsInvalid: '每剂包数为1至6包',
  nameRequired: '请输入收货人姓名',
  phoneInvalid: '请输入正确的11位手机号',
  regionRequired: '请选择省/市/区',
  streetRequired: '请输入详细地址',
  remarkTooLong: `备注不能超过${REMARK_MAX}个字`,
} as const;

type Rule = (v: DeliveryFormValues) => string | null;

const formRule: Rule = (v) => (v.form ? null : DELIVERY_MSG.formRequired);
const centreRule: Rule = (v) => (v.deliveryId ? null : DELIVERY_MSG.centreRequired);
const formCountRule: Rule = (v) => {
  const text = v.formCount.trim();
  if (!text) return DELIVERY_MSG.formCountRequired;
  return /^\d+$/.test(text) && Number(text) > 0 ? null : DELIVERY_MSG.formCountInvalid;
};
const packsRule: Rule = (v) => {
  if (v.quantityDispensed === '') return DELIVERY_MSG.packsRequired;
  return Number.isInteger(v.quantityDispensed) && v.quantityDispensed >= 1 && v.quantityDispensed <= 6 ? null : DELIVERY_MSG.packsInvalid;
};
const nameRule: Rule = (v) => (v.recipientName.trim() ? null : DELIVERY_MSG.nameRequired);
const phoneRule: Rule = (v) => (/^\d{11}$/.test(v.recipientPhone.trim()) ? null : DELIVERY_MSG.phoneInvalid);
const regionRule: Rule = (v) => (v.region.length >= 2 && v.region.every(Boolean) ? null : DELIVERY_MSG.regionRequired);
const streetRule: Rule = (v) => (v.street.trim() ? null : DELIVERY_MSG.streetRequired);
const remarkRule: Rule = (v) => ([...v.remark].length <= REMARK_MAX ? null : DELIVERY_MSG.remarkTooLong);

const SUBMIT_RULES: Rule[] = [formRule, centreRule, formCountRule, packsRule, nameRule, phoneRule, regionRule, streetRule, remarkRule];
const DRAFT_RULES: Rule[] = [formRule, formCountRule, nameRule, phoneRule, regionRule, streetRule, remarkRule];

/** The first rule 提交 (submit) or 保存草稿 (draft) breaks, or null when the form may go. */
export function validateDelivery(values: DeliveryFormValues, kind: 'submit' | 'draft'): string | null {
  for (const rule of kind === 'submit' ? SUBMIT_RULES : DRAFT_RULES) {
    const message = rule(values);
    if (message) return message;
  }
  return null;
}
