import type { FieldWords } from '../errors/fieldOfMessage';
import { fieldOfMessage } from '../errors/fieldOfMessage';
import { TEA_MSG } from './customTea';
import { DELIVERY_MSG } from './deliveryMessages';

/** The fields of the delivery forms (the decoction's, the custom tea's) and of 修改地址; region is the picker's three levels. */
export type DeliveryField =
  'form' | 'deliveryId' | 'formCount' | 'quantityDispensed' | 'recipientName' | 'recipientPhone' | 'region' | 'street' | 'zipCode' | 'remark';

/**
 * How the rules (the page's and the API's: DELIVERY_MSG, TEA_MSG) and the API's other refusals name
 * each field: the input layer's labels (收货人电话格式不正确), 该处方不支持所选剂型, 所选配送中心不支持该剂型.
 */
export const deliveryFieldWords = (): Record<DeliveryField, FieldWords> => ({
  form: { messages: [DELIVERY_MSG.formRequired], labels: ['剂型'] },
  deliveryId: { messages: [DELIVERY_MSG.centreRequired], labels: ['配送中心'] },
  formCount: {
    messages: [DELIVERY_MSG.formCountRequired, DELIVERY_MSG.formCountInvalid, TEA_MSG.boxesRequired, TEA_MSG.boxesInvalid],
    labels: ['剂数', '盒数'],
  },
  quantityDispensed: { messages: [DELIVERY_MSG.quantityRequired, DELIVERY_MSG.quantityRange], labels: ['每剂包数'] },
  recipientName: { messages: [DELIVERY_MSG.recipientRequired], labels: ['收货人姓名', '收货人'] },
  recipientPhone: { messages: [DELIVERY_MSG.phoneInvalid], labels: ['收货人电话', '收货人手机号', '手机号'] },
  region: { messages: [DELIVERY_MSG.regionRequired], labels: ['所在地区', '区县'] },
  street: { messages: [DELIVERY_MSG.streetRequired], labels: ['详细地址', '收货地址'] },
  zipCode: { messages: [DELIVERY_MSG.zipInvalid], labels: ['邮编', '邮政编码'] },
  remark: { messages: [DELIVERY_MSG.remarkTooLong], labels: ['备注'] },
});

/** The field of a delivery form a rule or a refusal concerns, or null. */
export const deliveryFieldOf = (message: string): DeliveryField | null => fieldOfMessage(message, deliveryFieldWords());
