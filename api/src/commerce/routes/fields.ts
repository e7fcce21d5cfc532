import { DELIVERY_MSG } from '@tcm/shared/commerce';
import { field } from '../../platform/http/input';

/** The first seeded delivery order of the demo doctor, and its visit (the fuzz suite's coherent requests). */
export const SEEDED_ORDER = 'DO00000001';
export const SEEDED_VISIT = 1;

/** A visit record's id, as the delivery forms name it. */
export const visitIdField = (label = '问诊记录编号', example?: number) => field.int(label, 1, 2_147_483_647, { example });

export const orderIdField = (label = '订单编号') => field.text(label, 20, SEEDED_ORDER);
export const monthField = (label = '月份') => field.text(label, 7, '2026-11');

/** The delivery form (place, draft save); the rules and their messages are deliveryFormProblem's. */
export const deliveryFormFields = () => ({
  visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
  prescriptionNo: field.int('处方序号', 0, 99, { example: 0 }),
  startDate: field.text('开始日期', 32, '2026-12-01'),
  endDate: field.text('结束日期', 32, '2026-12-07'),
  type: field.oneOf('处方类型', ['', 'G', 'S', 'R', 'customTea']),
  form: field.text('剂型', 32, 'DECOCTION'),
  deliveryId: field.text('配送中心', 32, 'HZ-DJ'),
  formCount: field.int('剂数', 0, 100_000, { invalid: DELIVERY_MSG.formCountInvalid, example: 7 }),
  quantityDispensed: field.int('每剂包数', 0, 1000, { invalid: DELIVERY_MSG.quantityRange, example: 2 }),
  recipientName: field.text('收货人', 50, '张三'),
  recipientPhone: field.text('收货人电话', 20, '13800000000'),
  recipientAddress: field.text('收货地址', 300, '浙江省杭州市西湖区文三路1号'),
  province: field.text('省', 50, '浙江省'),
  city: field.text('市', 50, '杭州市'),
  county: field.text('区县', 50, '西湖区'),
  street: field.text('详细地址', 200, '文三路1号'),
  zipCode: field.text('邮编', 10, '310000'),
  // Longer than the rule so the handler answers with the page's own words (备注不能超过100个字符).
  remark: field.note('备注', 1000),
});
