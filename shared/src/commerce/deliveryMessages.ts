import { RECIPIENT_MSG } from './recipient';

/** The delivery form's messages (spec 3 §5 Delivery submit; draft save), the page's and the API's. */
export const DELIVERY_MSG = {
  formRequired: '请选择剂型',
  centreRequired: '请选择配送中心',
  formCountRequired: '请输入剂数',
  formCountInvalid: '剂数须为大于0的整数',
  quantityRequired: '请选择每剂包数',
  quantityRange: '每剂包数须为1～6',
  ...RECIPIENT_MSG,
  remarkTooLong: '备注不能超过100个字符',
} as const;
