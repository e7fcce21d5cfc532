import type { DeliveryDraft, DeliveryOrderDetail, DeliveryOrderRow, Patient, PrescribingOrder, PrescriptionInfo } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';

export const PATIENT: Patient = {
  patientId: 7,
  name: '王小明',
  sex: 1,
  phoneNo: '13912345678',
  birthday: '1988-03-02',
  lunarBirthday: '一九八八年正月十五',
  liveArea: '浙江省杭州市西湖区',
  birthArea: '浙江省杭州市西湖区',
};

export const RX: PrescriptionInfo = {
  name: '疏肝和胃方',
  source: '伤寒论 · 小柴胡汤加减',
  count: 7,
  charge: 12600,
  totalWeight: 36,
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  supplyDays: 7,
  prescription: [
    { key: '柴胡', value: '12g', index: 1 },
    { key: '黄芩', value: '9g', index: 2 },
    { key: '半夏', value: '9g', index: 3 },
    { key: '甘草', value: '6g', index: 4 },
  ],
};

export const rxOrder = (over: Partial<PrescribingOrder> = {}): PrescribingOrder => ({
  visitRecordId: 42,
  patientId: 7,
  prescriptionType: '',
  patientName: '王小明',
  patientPhoneNo: '13912345678',
  createTimeString: '2026-11-20 10:00:00',
  price: 15345,
  status: 1,
  statusDesc: '已完成',
  ...over,
});

const base = {
  visitRecordId: 42,
  prescriptionNo: 0,
  type: '' as const,
  sumPrice: 20650,
  form: 'decoction',
  formText: '代煎',
  deliveryId: 'DC01',
  deliveryName: '杭州煎药中心',
  createTime: '2026-11-23 12:00:00',
  patient: PATIENT,
  prescriptionInfo: RX,
  inquiryInfo: defaultInquiry(),
};

export const deliveryRow = (over: Partial<DeliveryOrderRow> = {}): DeliveryOrderRow => ({
  ...base,
  deliveryOrderId: 'DO00000001',
  status: 1,
  statusText: '已支付',
  payCountdown: 0,
  patientName: '王小明',
  patientPhoneNo: '13912345678',
  ...over,
});

export const deliveryDetail = (over: Partial<DeliveryOrderDetail> = {}): DeliveryOrderDetail => ({
  ...base,
  deliveryOrderId: 'DO00000001',
  status: 1,
  statusText: '已支付',
  payCountdown: 0,
  refundFlag: 'Y',
  expressName: '',
  expressNo: '',
  recipientName: '李四',
  recipientPhone: '13800001111',
  recipientAddress: '浙江省杭州市西湖区文三路 1 号',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  street: '文三路 1 号',
  zipCode: '310000',
  formCount: 7,
  quantityDispensed: 2,
  payTime: '2026-11-23 12:05:00',
  remark: '',
  typeText: '中药组方',
  refundAmount: 0,
  ...over,
});

export const draft = (over: Partial<DeliveryDraft> = {}): DeliveryDraft => ({
  draftId: 3,
  visitRecordId: 42,
  prescriptionNo: 1,
  createTime: '2026-11-22 09:00:00',
  form: 'decoction',
  formText: '代煎',
  deliveryId: '',
  formCount: 7,
  quantityDispensed: 0,
  recipientName: '李四',
  recipientPhone: '13800001111',
  recipientAddress: '浙江省杭州市西湖区文三路 1 号',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  street: '文三路 1 号',
  zipCode: '',
  remark: '',
  patient: PATIENT,
  prescriptionInfo: RX,
  inquiryInfo: defaultInquiry(),
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  type: '',
  ...over,
});
