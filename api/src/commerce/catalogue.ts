import type { DeliveryCentre, DeliveryForm } from '@tcm/shared/contract';
import { fail } from '../platform/http/errors';
import { COMMERCE_MSG } from './messages';

/**
 * What a prescription can be made into and where (spec 3 §3 Herb form, Delivery center; §7
 * /medicine/v2/forms/{type}, /delivery/getCurrentDeliveryDept). Fees are integer fen and feed the
 * price formula of @tcm/shared/commerce (deliveryPriceFen).
 */
export const HERB_FORMS: readonly DeliveryForm[] = [
  { formCode: 'DECOCTION', formName: '代煎汤剂', feePerDose: 300 },
  { formCode: 'GRANULE', formName: '配方颗粒', feePerDose: 200 },
  { formCode: 'SLICE', formName: '中药饮片', feePerDose: 0 },
];

/** Custom tea (service 9) is packed as tea bags only. */
export const TEA_FORMS: readonly DeliveryForm[] = [{ formCode: 'TEA_BAG', formName: '袋泡茶', feePerDose: 100 }];

/** The `type` of /medicine/v2/forms/{type}: a prescription type (spec 3 §9 R, S, G; herbal for 智能) or customTea. */
export const FORM_TYPES = ['herbal', 'G', 'S', 'R', 'customTea'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function formsOf(type: string): readonly DeliveryForm[] | undefined {
  if (type === 'customTea' || type === 'R') return TEA_FORMS;
  if (type === 'herbal' || type === 'G' || type === 'S' || type === '') return HERB_FORMS;
  return undefined;
}

export const CENTRES: Record<string, readonly DeliveryCentre[]> = {
  DECOCTION: [
    { deliveryId: 'HZ-DJ', deliveryName: '杭州代煎配送中心', shippingFee: 1200 },
    { deliveryId: 'SH-DJ', deliveryName: '上海代煎配送中心', shippingFee: 1500 },
  ],
  GRANULE: [{ deliveryId: 'HZ-KL', deliveryName: '杭州颗粒配送中心', shippingFee: 1000 }],
  SLICE: [
    { deliveryId: 'HZ-YP', deliveryName: '杭州饮片配送中心', shippingFee: 1000 },
    { deliveryId: 'BJ-YP', deliveryName: '北京饮片配送中心', shippingFee: 1500 },
  ],
  TEA_BAG: [{ deliveryId: 'HZ-TEA', deliveryName: '杭州养生茶配送中心', shippingFee: 800 }],
};

// Own keys only: '__proto__' or 'constructor' from a query is no form code (they answered HTTP 500).
export const centresOf = (formCode: string): readonly DeliveryCentre[] => (Object.hasOwn(CENTRES, formCode) ? CENTRES[formCode] : []);
export const formByCode = (code: string) => [...HERB_FORMS, ...TEA_FORMS].find((f) => f.formCode === code);

/** GET /medicine/v2/forms/{type}: the herb forms offered for a prescription type. */
export const offeredForms = (type: string): DeliveryForm[] => [...(formsOf(type) ?? fail(COMMERCE_MSG.unknownFormType))];

/** GET /delivery/getCurrentDeliveryDept: the delivery centres of a form. */
export const offeredCentres = (formCode: string): DeliveryCentre[] => (formCode ? [...centresOf(formCode)] : fail(COMMERCE_MSG.formCodeRequired));
